/** profile/payment: the form that adds or edits a bank account (works without JavaScript). */
import { Form, Link } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { FormAlert, SelectField, SubmitButton, TextField } from "../account/form.tsx";
import type { PaymentAccount } from "./wallet-types.ts";

export type { PaymentAccount };

const COUNTRIES = ["eg", "sa", "ae"] as const;

export function PaymentForm({
  editing,
  values,
  fields,
  message,
  country,
}: {
  editing?: PaymentAccount;
  /** What was typed, when the page answered with errors. */
  values?: Record<string, string>;
  fields: Record<string, string>;
  message?: string;
  country: string;
}) {
  const { t } = useTranslation("earnings");
  const v: Record<string, string> = values ?? {
    ...(editing ? { ...editing, email: editing.email ?? "" } : {}),
    country: editing?.country ?? country,
  };
  const ltr = { dir: "ltr" as const, autoComplete: "off", spellCheck: false };
  return (
    <div id="payment-form" className="mt-8 scroll-mt-24 rounded-2xl bg-surface p-5 ring-1 ring-line nav:p-6">
      <h2 className="text-lg font-semibold">{editing ? t("payment.editTitle") : t("payment.newTitle")}</h2>
      <p className="mt-1 mb-5 text-sm leading-6 text-muted">{t("payment.noCards")}</p>
      <FormAlert>{message}</FormAlert>
      <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2">
        {editing && <input type="hidden" name="payment" value={editing._id} />}
        <TextField name="bank" label={t("payment.bank")} error={fields.bank} values={v} required />
        <TextField name="branch" label={t("payment.branch")} error={fields.branch} values={v} optional />
        <TextField name="name" label={t("payment.name")} error={fields.name} values={v} optional />
        <SelectField
          name="country"
          label={t("payment.country")}
          error={fields.country}
          defaultValue={v.country}
        >
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {t(`payment.countries.${c}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          name="iban"
          label={t("payment.iban")}
          hint={t("payment.ibanHint")}
          error={fields.iban}
          values={v}
          className="sm:col-span-2"
          {...ltr}
        />
        <TextField
          name="accountNo"
          label={t("payment.accountNo")}
          error={fields.accountNo}
          values={v}
          inputMode="numeric"
          {...ltr}
        />
        <TextField
          name="swiftCode"
          label={t("payment.swiftCode")}
          hint={t("payment.swiftHint")}
          error={fields.swiftCode}
          values={v}
          optional
          {...ltr}
        />
        <TextField
          name="email"
          type="email"
          label={t("payment.email")}
          error={fields.email}
          values={v}
          optional
          className="sm:col-span-2"
          dir="ltr"
        />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <SubmitButton intent={editing ? "update" : "add"}>
            {editing ? t("payment.save") : t("payment.add")}
          </SubmitButton>
          {editing && (
            <Link to="." className="rounded-full px-4 py-2 font-semibold text-muted hover:text-ink">
              {t("payment.cancel")}
            </Link>
          )}
        </div>
      </Form>
    </div>
  );
}
