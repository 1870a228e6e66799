/**
 * The collection and offer form (decision 0134), shared by the new page and the sale's page: its
 * field names are the domain schema's, its messages the server's. Days are the admin's local days:
 * the start at the day's first moment, the end at its last.
 */
import type { FetcherWithComponents } from "react-router";
import { BilingualNames, SlugField } from "../../components/names-fields.tsx";
import { Button, Field, Notice } from "../../components/ui.tsx";
import type { ActionResult } from "../../lib/graphql.ts";
import { useT } from "../../lib/i18n.ts";
import type { Kind, Sale } from "./documents.ts";

const pad = (n: number) => String(n).padStart(2, "0");
/** An ISO moment as the local day an `<input type="date">` shows. */
export const dayOf = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const moment = (day: string, end: boolean) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const d = new Date(`${day}T${end ? "23:59:59.999" : "00:00:00"}`);
  return Number.isNaN(d.getTime()) ? day : d.toISOString();
};

/** The form's fields as the admin API's input; a discount that is not a whole number reads -1 (refused with its message). */
export function saleInputOf(form: FormData, kind: Kind) {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const discount = Number(text("discount"));
  const input: Record<string, unknown> = {
    title: text("title"),
    arTitle: text("arTitle"),
    slug: text("slug"),
    discount: text("discount") !== "" && Number.isInteger(discount) ? discount : -1,
    startDate: moment(text("startDate"), false),
    endDate: moment(text("endDate"), true),
    status: text("status") === "inactive" ? "inactive" : "active",
  };
  if (kind === "collection") {
    input.description = text("description");
    input.arDescription = text("arDescription");
  } else input.inHome = form.get("inHome") === "on";
  return input;
}

export function SaleForm({
  kind,
  fetcher,
  sale,
  submitLabel,
  busyLabel,
}: {
  kind: Kind;
  fetcher: FetcherWithComponents<ActionResult & { intent?: string }>;
  sale?: Sale;
  submitLabel: string;
  busyLabel: string;
}) {
  const { t } = useT();
  const result = fetcher.data?.intent === "save" || !fetcher.data?.intent ? fetcher.data : undefined;
  const errors = result && !result.ok ? result.fields : {};
  const grid = "grid gap-4 sm:grid-cols-2";
  return (
    <fetcher.Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="save" />
      {result && !result.ok && <Notice tone="danger">{result.message}</Notice>}
      {result?.ok && <Notice tone="success">{t("sale.saved")}</Notice>}
      <BilingualNames kind={kind} values={sale} errors={errors} fields={{ ar: "arTitle", en: "title" }} />
      <div className={grid}>
        <SlugField kind={kind} value={sale?.slug} error={errors.slug} />
        <div>
          <Field
            label={t("sale.discount")}
            name="discount"
            inputMode="numeric"
            dir="ltr"
            defaultValue={sale ? String(sale.discount) : ""}
            error={errors.discount}
            isRequired
          />
          <p className="mt-1 text-xs text-muted">{t("sale.discountHint")}</p>
        </div>
      </div>
      <div className={grid}>
        <Field
          label={t("sale.startDate")}
          name="startDate"
          type="date"
          defaultValue={sale ? dayOf(sale.startDate) : ""}
          error={errors.startDate}
          isRequired
        />
        <Field
          label={t("sale.endDate")}
          name="endDate"
          type="date"
          defaultValue={sale ? dayOf(sale.endDate) : ""}
          error={errors.endDate}
          isRequired
        />
      </div>
      <p className="text-xs text-muted">{t("sale.datesHint")}</p>
      <div className={grid}>
        <div>
          <label htmlFor={`status-${kind}`} className="text-sm font-semibold">
            {t("sale.status")}
          </label>
          <select
            id={`status-${kind}`}
            name="status"
            defaultValue={sale?.status ?? "active"}
            className="mt-1 w-full rounded-md border border-line bg-white px-3 py-2"
          >
            <option value="active">{t("sale.status.active")}</option>
            <option value="inactive">{t("sale.status.inactive")}</option>
          </select>
          {errors.status && <p className="mt-1 text-sm text-danger">{errors.status}</p>}
        </div>
        {kind === "offer" && (
          <label className="inline-flex items-center gap-2 self-end pb-2 text-sm">
            <input
              type="checkbox"
              name="inHome"
              defaultChecked={!!sale?.inHome}
              className="size-4 accent-accent"
            />
            {t("sale.inHome")}
          </label>
        )}
      </div>
      {kind === "collection" && (
        <>
          <Field
            label={t("sale.arDescription")}
            name="arDescription"
            dir="auto"
            multiline
            defaultValue={sale?.arDescription ?? ""}
            error={errors.arDescription}
          />
          <Field
            label={t("sale.description")}
            name="description"
            dir="ltr"
            multiline
            defaultValue={sale?.description ?? ""}
            error={errors.description}
          />
          <p className="text-xs text-muted">{t("collection.imagesNote")}</p>
        </>
      )}
      <Button type="submit" busy={fetcher.state !== "idle"} busyLabel={busyLabel}>
        {submitLabel}
      </Button>
    </fetcher.Form>
  );
}
