import { formatMoney } from "#i18n/format.ts";
import { useRootData } from "../../lib/root-data.ts";

export const fieldBox = "rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink";

export interface PriceRangeLabels {
  legend: string;
  from: string;
  to: string;
  /** The hint under the fields, given the range written as money. */
  hint: (range: { min: string; max: string }) => string;
}

/**
 * The price filter of the listing and search pages: "from"/"to" in the current currency's major
 * units (GET fields `min` and `max`) and, when known, the range the current results span.
 */
export function PriceRangeFields(props: {
  min?: string;
  max?: string;
  range: { min: number; max: number } | null | undefined;
  labels: PriceRangeLabels;
  className?: string;
}) {
  const { locale } = useRootData();
  const { labels, range } = props;
  const field = (name: "min" | "max", label: string, value?: string) => (
    <label className="flex-1">
      <span className="sr-only">{label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        name={name}
        defaultValue={value}
        placeholder={label}
        className={`${fieldBox} w-full`}
      />
    </label>
  );
  return (
    <fieldset className={props.className ?? "border-t border-line pt-4"}>
      <legend className="mb-2 text-sm font-semibold text-ink">{labels.legend}</legend>
      <div className="flex items-center gap-2">
        {field("min", labels.from, props.min)}
        <span aria-hidden="true">–</span>
        {field("max", labels.to, props.max)}
      </div>
      {range && range.max > 0 ? (
        <p className="mt-1.5 text-xs text-muted">
          {labels.hint({
            min: formatMoney(range.min, locale.country, locale.lang),
            max: formatMoney(range.max, locale.country, locale.lang),
          })}
        </p>
      ) : null}
    </fieldset>
  );
}
