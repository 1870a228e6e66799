/**
 * The catalogue's names in both languages and its slug, as products, categories, collections and
 * offers ask for them (collections and offers name theirs `arTitle` and `title`, decision 0134).
 */
import { useT } from "../lib/i18n.ts";
import { Field } from "./ui.tsx";

type Kind = "product" | "category" | "collection" | "offer";
const grid = "grid gap-4 sm:grid-cols-2";

export function BilingualNames({
  kind,
  values,
  errors,
  fields = { ar: "arName", en: "name" },
}: {
  kind: Kind;
  values?: Record<string, unknown> | null;
  errors: Record<string, string | undefined>;
  /** The fields' names in the form (and the domain's input). */
  fields?: { ar: string; en: string };
}) {
  const { t } = useT();
  const text = (v: unknown) => (typeof v === "string" ? v : undefined);
  return (
    <div className={grid}>
      <Field
        label={t(`${kind}.arName`)}
        name={fields.ar}
        dir="auto"
        defaultValue={text(values?.[fields.ar])}
        error={errors[fields.ar]}
        isRequired
      />
      <Field
        label={t(`${kind}.name`)}
        name={fields.en}
        dir="ltr"
        defaultValue={text(values?.[fields.en])}
        error={errors[fields.en]}
        isRequired
      />
    </div>
  );
}

export function SlugField({ kind, value, error }: { kind: Kind; value?: string; error?: string }) {
  const { t } = useT();
  return (
    <div>
      <Field label={t(`${kind}.slug`)} name="slug" dir="ltr" defaultValue={value} error={error} isRequired />
      <p className="mt-1 text-xs text-muted">{t(`${kind}.slugHint`)}</p>
    </div>
  );
}
