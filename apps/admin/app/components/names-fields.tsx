/** The catalogue's names in both languages and its slug, as products and categories ask for them. */
import { useT } from "../lib/i18n.ts";
import { Field } from "./ui.tsx";

type Kind = "product" | "category";
const grid = "grid gap-4 sm:grid-cols-2";

export function BilingualNames({
  kind,
  values,
  errors,
}: {
  kind: Kind;
  values?: { arName?: string; name?: string } | null;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useT();
  return (
    <div className={grid}>
      <Field
        label={t(`${kind}.arName`)}
        name="arName"
        dir="auto"
        defaultValue={values?.arName}
        error={errors.arName}
        isRequired
      />
      <Field
        label={t(`${kind}.name`)}
        name="name"
        dir="ltr"
        defaultValue={values?.name}
        error={errors.name}
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
