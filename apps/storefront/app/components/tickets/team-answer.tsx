/**
 * The team's answer to a waiting ticket (administrators with the tickets' permission): accept it
 * into the shop with its prices and the designer's profit per country, or reject it with a reason.
 */
import { Form } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { SubmitButton, TextField } from "../account/form.tsx";

export function TeamAnswer({
  errors,
  values,
}: {
  errors: Record<string, string>;
  values: Record<string, string>;
}) {
  const { t } = useTranslation("tickets");
  const money = { inputMode: "decimal" as const, dir: "ltr", values };
  return (
    <section className="mt-8 rounded-2xl bg-surface p-5 ring-1 ring-line" aria-labelledby="team-answer">
      <h2 id="team-answer" className="text-xl font-semibold">
        {t("discuss.answer")}
      </h2>
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          name="arName"
          label={t("discuss.arName")}
          values={values}
          error={errors.arName}
          dir="rtl"
          className="sm:col-span-2"
        />
        <TextField name="egPrice" label={t("discuss.egPrice")} error={errors.egPrice} {...money} />
        <TextField name="egRevenue" label={t("discuss.egRevenue")} error={errors.egRevenue} {...money} />
        <TextField name="suPrice" label={t("discuss.suPrice")} error={errors.suPrice} optional {...money} />
        <TextField
          name="suRevenue"
          label={t("discuss.suRevenue")}
          error={errors.suRevenue}
          optional
          {...money}
        />
        <TextField
          name="units"
          label={t("discuss.units")}
          error={errors.availableEdition}
          inputMode="numeric"
          dir="ltr"
          values={values}
        />
        <div className="flex items-end sm:col-span-2">
          <SubmitButton intent="accept">{t("discuss.acceptYes")}</SubmitButton>
        </div>
      </Form>
      <details className="mt-6 border-t border-line pt-4">
        <summary className="inline-flex h-11 cursor-pointer items-center rounded-full px-5 font-semibold text-danger ring-1 ring-danger/30 hover:bg-danger/5">
          {t("discuss.reject")}
        </summary>
        <Form method="post" className="mt-3 rounded-xl bg-danger/5 p-4">
          <label htmlFor="reject-reason" className="mb-1.5 block text-sm font-semibold">
            {t("discuss.reason")}
          </label>
          <textarea
            id="reject-reason"
            name="reason"
            rows={3}
            required
            maxLength={2000}
            defaultValue={values.reason}
            dir="auto"
            className="block w-full rounded-xl border border-line bg-surface px-4 py-3"
          />
          {errors.reason && <p className="mt-1.5 text-sm text-danger">{errors.reason}</p>}
          <div className="mt-3">
            <SubmitButton variant="danger" intent="reject">
              {t("discuss.rejectYes")}
            </SubmitButton>
          </div>
        </Form>
      </details>
    </section>
  );
}
