/**
 * The category form (decision 0119), shared by the new-category box and the category page: its
 * field names are the domain schema's, its messages the server's. Uncontrolled fields keep what
 * was typed after an error.
 */
import type { FetcherWithComponents } from "react-router";
import { BilingualNames, SlugField } from "../../components/names-fields.tsx";
import { Button, Field, Notice } from "../../components/ui.tsx";
import type { ActionResult } from "../../lib/graphql.ts";
import { useT } from "../../lib/i18n.ts";
import type { Category, SubCategory } from "./documents.ts";

/** The form's fields as the admin API's input (`parent` empty: a main category). */
export function categoryInputOf(form: FormData, full: boolean) {
  const text = (name: string) => String(form.get(name) ?? "");
  const input: Record<string, unknown> = {
    name: text("name"),
    arName: text("arName"),
    slug: text("slug"),
    parent: text("parent") || null,
  };
  if (full) {
    input.description = text("description");
    input.arDescription = text("arDescription");
    input.isMain = form.get("isMain") === "on";
    input.hidden = form.get("hidden") === "on";
  }
  return input;
}

export function CategoryForm({
  fetcher,
  category,
  parents,
  submitLabel,
  busyLabel,
  doneLabel,
}: {
  fetcher: FetcherWithComponents<ActionResult & { intent?: string }>;
  category?: Category | SubCategory;
  parents: Category[];
  submitLabel: string;
  busyLabel: string;
  doneLabel: string;
}) {
  const { t, lang } = useT();
  const result = fetcher.data;
  const errors = result && !result.ok ? result.fields : {};
  const grid = "grid gap-4 sm:grid-cols-2";
  const full = !!category;
  return (
    <fetcher.Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value={full ? "save" : "create"} />
      {result && !result.ok && <Notice tone="danger">{result.message}</Notice>}
      {result?.ok && <Notice tone="success">{doneLabel}</Notice>}
      <BilingualNames kind="category" values={category} errors={errors} />
      <div className={grid}>
        <SlugField kind="category" value={category?.slug} error={errors.slug} />
        <div>
          <label htmlFor={full ? "parent-edit" : "parent-new"} className="text-sm font-semibold">
            {t("category.parent")}
          </label>
          <select
            id={full ? "parent-edit" : "parent-new"}
            name="parent"
            defaultValue={category?.parentId ?? ""}
            aria-invalid={!!errors.parent}
            className="mt-1 w-full rounded-md border border-line bg-white px-3 py-2"
          >
            <option value="">{t("category.noParent")}</option>
            {parents
              .filter((p) => p._id !== category?._id)
              .map((p) => (
                <option key={p._id} value={p._id}>
                  {lang === "ar" ? p.arName : p.name}
                </option>
              ))}
          </select>
          {errors.parent && <p className="mt-1 text-sm text-danger">{errors.parent}</p>}
        </div>
      </div>
      {full && (
        <>
          <Field
            label={t("category.arDescription")}
            name="arDescription"
            dir="auto"
            multiline
            defaultValue={category.arDescription}
            error={errors.arDescription}
          />
          <Field
            label={t("category.description")}
            name="description"
            dir="ltr"
            multiline
            defaultValue={category.description}
            error={errors.description}
          />
          <div className="flex flex-wrap gap-6">
            <label className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="isMain"
                defaultChecked={category.isMain}
                className="size-4 accent-accent"
              />
              {t("category.isMain")}
            </label>
            <label className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="hidden"
                defaultChecked={category.hidden}
                className="size-4 accent-accent"
              />
              {t("category.hidden")}
            </label>
          </div>
        </>
      )}
      <Button type="submit" busy={fetcher.state !== "idle"} busyLabel={busyLabel}>
        {submitLabel}
      </Button>
    </fetcher.Form>
  );
}
