/**
 * The product form, shared by the product page and the new-product page (decision 0117): its
 * field names are the domain schema's, its messages the server's (or, for a number that cannot
 * be read, the form's own). Uncontrolled fields: what was typed stays after an error.
 */
import type { ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import { BilingualNames, SlugField } from "../../components/names-fields.tsx";
import { Button, Field, Notice } from "../../components/ui.tsx";
import type { ActionResult } from "../../lib/graphql.ts";
import { type Language, translate, useT } from "../../lib/i18n.ts";
import type { Choices, Product } from "./documents.ts";
import { COUNTRIES, COUNTRY_CODES, currencyOf, MONEY_FIELDS, productInputOf, toMajor } from "./form-data.ts";

/** The form's input, or the fields it could not read (answered as a failed action). */
export function readProductForm(form: FormData, lang: Language) {
  const { input, problems } = productInputOf(form);
  const keys = Object.entries(problems);
  const refused: ActionResult | null = keys.length
    ? {
        ok: false,
        message: translate(lang, "product.fixFields"),
        fields: Object.fromEntries(keys.map(([field, key]) => [field, translate(lang, key)])),
      }
    : null;
  return { input, refused };
}

function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-line bg-white p-5">
      <h2 className="font-semibold">{title}</h2>
      {lead && <p className="mt-1 text-sm text-muted">{lead}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

function Check({
  name,
  label,
  defaultChecked,
  error,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
  error?: string;
}) {
  return (
    <div>
      <label className="inline-flex items-center gap-2 text-sm">
        <input type="checkbox" name={name} defaultChecked={defaultChecked} className="size-4 accent-accent" />
        {label}
      </label>
      {error && <p className="mt-1 text-sm text-danger">{error}</p>}
    </div>
  );
}

export function ProductForm({
  fetcher,
  product,
  choices,
  submitLabel,
  busyLabel,
}: {
  fetcher: FetcherWithComponents<ActionResult & { intent?: string }>;
  product: Product | null;
  choices: Choices;
  submitLabel: string;
  busyLabel: string;
}) {
  const { t, lang } = useT();
  const result = fetcher.data && (fetcher.data.intent ?? "save") === "save" ? fetcher.data : null;
  const errors = result && !result.ok ? result.fields : {};
  const row = (c: string) => product?.prices.find((p) => p.country === c);
  const grid = "grid gap-4 sm:grid-cols-2";
  return (
    <fetcher.Form method="post" className="space-y-6" noValidate>
      <input type="hidden" name="intent" value="save" />
      {result && !result.ok && <Notice tone="danger">{result.message}</Notice>}
      {result?.ok && product && <Notice tone="success">{t("product.saved")}</Notice>}
      <Section title={t("product.details")}>
        <BilingualNames kind="product" values={product} errors={errors} />
        <div className={grid}>
          <SlugField kind="product" value={product?.slug} error={errors.slug} />
          <div>
            <label htmlFor="category" className="text-sm font-semibold">
              {t("product.category")}
            </label>
            <select
              id="category"
              name="category"
              defaultValue={product?.category ?? ""}
              aria-invalid={!!errors.category}
              className="mt-1 w-full rounded-md border border-line bg-white px-3 py-2"
            >
              <option value="">{t("product.noCategory")}</option>
              {choices.categories.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.parentId ? "— " : ""}
                  {lang === "ar" ? c.arName : c.name}
                </option>
              ))}
            </select>
            {errors.category && <p className="mt-1 text-sm text-danger">{errors.category}</p>}
          </div>
        </div>
        <Field
          label={t("product.arDescription")}
          name="arDescription"
          dir="auto"
          multiline
          defaultValue={product?.arDescription}
          error={errors.arDescription}
        />
        <Field
          label={t("product.description")}
          name="description"
          dir="ltr"
          multiline
          defaultValue={product?.description}
          error={errors.description}
        />
        <div className={grid}>
          <Field
            label={t("product.arLists")}
            name="arLists"
            dir="auto"
            multiline
            defaultValue={product?.arLists.join("\n")}
            error={errors.arLists}
          />
          <Field
            label={t("product.lists")}
            name="lists"
            dir="ltr"
            multiline
            defaultValue={product?.lists.join("\n")}
            error={errors.lists}
          />
        </div>
      </Section>
      <Section title={t("product.prices")} lead={t("product.pricesLead")}>
        {COUNTRY_CODES.map((c) => {
          const r = row(c);
          const currency = currencyOf(c, lang);
          return (
            <fieldset key={c} className="rounded-md border border-line p-4">
              <legend className="px-1 font-semibold">{COUNTRIES[c].names[lang]}</legend>
              <input type="hidden" name={`prices.${c}.shown`} value="1" />
              <Check
                name={`prices.${c}.available`}
                label={t("product.available", { country: COUNTRIES[c].names[lang] })}
                defaultChecked={r ? r.available : c === "eg"}
                error={errors[`prices.${c}.available`]}
              />
              <div className="mt-3 grid gap-3 sm:grid-cols-3">
                {MONEY_FIELDS.map((f) => (
                  <Field
                    key={f}
                    label={t(`product.${f}`, { currency })}
                    name={`prices.${c}.${f}`}
                    inputMode="decimal"
                    defaultValue={r ? toMajor(r[f]) : ""}
                    error={errors[`prices.${c}.${f}`]}
                    isRequired={f === "price" && c === "eg"}
                  />
                ))}
                <Field
                  label={t("product.requiredDays")}
                  name={`prices.${c}.requiredDays`}
                  inputMode="numeric"
                  defaultValue={String(r?.requiredDays ?? 7)}
                  error={errors[`prices.${c}.requiredDays`]}
                />
              </div>
              {r && (
                <p className="mt-2 text-xs text-muted tabular-nums">
                  {t("product.sales", { count: r.salesNumber })}
                </p>
              )}
            </fieldset>
          );
        })}
      </Section>
      <Section title={t("product.selling")}>
        <div className={grid}>
          <Field
            label={t("product.availableEdition")}
            name="availableEdition"
            inputMode="numeric"
            defaultValue={String(product?.availableEdition ?? 0)}
            error={errors.availableEdition}
          />
          <Field
            label={t("product.maxPerOrder")}
            name="maxPerOrder"
            inputMode="numeric"
            defaultValue={String(product?.maxPerOrder ?? 5)}
            error={errors.maxPerOrder}
          />
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          <Check
            name="egyptOnly"
            label={t("product.egyptOnly")}
            defaultChecked={product?.egyptOnly ?? false}
            error={errors.egyptOnly}
          />
          <Check
            name="isAvailableForCod"
            label={t("product.isAvailableForCod")}
            defaultChecked={product?.isAvailableForCod ?? true}
          />
          <Check name="featured" label={t("product.featured")} defaultChecked={product?.featured ?? false} />
          <Check name="inHome" label={t("product.inHome")} defaultChecked={product?.inHome ?? false} />
        </div>
        {(["badges", "tags"] as const).map((kind) => (
          <fieldset key={kind}>
            <legend className="text-sm font-semibold">{t(`product.${kind}`)}</legend>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
              {choices[kind].map((c) => (
                <label key={c._id} className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={kind}
                    value={c._id}
                    defaultChecked={product?.[kind].includes(c._id) ?? false}
                    className="size-4 accent-accent"
                  />
                  {lang === "ar" ? c.arName : c.name}
                </label>
              ))}
            </div>
            {errors[kind] && <p className="mt-1 text-sm text-danger">{errors[kind]}</p>}
          </fieldset>
        ))}
      </Section>
      <Button type="submit" busy={fetcher.state !== "idle"} busyLabel={busyLabel}>
        {submitLabel}
      </Button>
    </fetcher.Form>
  );
}
