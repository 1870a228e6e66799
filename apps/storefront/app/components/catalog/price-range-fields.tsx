import { useEffect, useRef, useState } from "react";
import { formatMoney } from "#i18n/format.ts";
import { useRootData } from "../../lib/root-data.ts";

export const fieldBox = "rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink";

/** Minor units per major unit of the shop's currencies (EGP, SAR, AED). */
const MINOR = 100;

interface PriceRangeLabels {
  legend: string;
  from: string;
  to: string;
  /** The hint under the fields, given the range written as money. */
  hint: (range: { min: string; max: string }) => string;
  /** The slider's thumbs (decision 0069); without them, no slider. */
  sliderMin?: string;
  sliderMax?: string;
}

/**
 * Fields a GET filter form submits when they are left (number fields) or released (the slider),
 * not at every keystroke or step of a drag.
 */
export function appliesAtOnce(target: EventTarget): boolean {
  const type = (target as HTMLInputElement).type;
  return type !== "number" && type !== "range";
}

/** A step of about 1/100 of the range, rounded to 1, 5, 10, 50, 100… */
function stepOf(span: number): number {
  const raw = Math.max(1, span / 100);
  const power = 10 ** Math.floor(Math.log10(raw));
  return raw / power >= 5 ? 5 * power : power;
}

/**
 * The price filter of the listing and search pages: "from"/"to" in the current currency's major
 * units (GET fields `min` and `max`), the range the results span, and, with JavaScript, a
 * two-thumb slider over that range that writes the fields and submits on release.
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
  const [low, setLow] = useState(props.min ?? "");
  const [high, setHigh] = useState(props.max ?? "");
  const applied = useRef({ low: props.min ?? "", high: props.max ?? "" });
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const submit = () => {
    if (applied.current.low === low && applied.current.high === high) return;
    applied.current = { low, high };
    fieldset.current?.form?.requestSubmit();
  };
  const field = (name: "min" | "max", label: string, value: string, set: (v: string) => void) => (
    <label className="min-w-0 flex-1">
      <span className="sr-only">{label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        name={name}
        value={value}
        onChange={(e) => set(e.target.value)}
        onBlur={submit}
        placeholder={label}
        className={`${fieldBox} w-full`}
      />
    </label>
  );
  const money = (major: number) => formatMoney(major * MINOR, locale.country, locale.lang);
  const slider =
    range && labels.sliderMin && labels.sliderMax && range.max > range.min
      ? { lo: Math.floor(range.min / MINOR), hi: Math.ceil(range.max / MINOR) }
      : null;
  return (
    <fieldset ref={fieldset} className={props.className ?? "border-t border-line pt-4"}>
      <legend className="mb-2 text-sm font-semibold text-ink">{labels.legend}</legend>
      {slider ? (
        <PriceSlider
          bounds={slider}
          low={low}
          high={high}
          setLow={setLow}
          setHigh={setHigh}
          onRelease={submit}
          labels={{ min: labels.sliderMin!, max: labels.sliderMax! }}
          money={money}
        />
      ) : null}
      <div className="flex items-center gap-2">
        {field("min", labels.from, low, setLow)}
        <span aria-hidden="true">–</span>
        {field("max", labels.to, high, setHigh)}
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

/**
 * Two native range inputs on one track (keyboard: arrows, Page Up/Down, Home/End), mirrored in
 * RTL like the page. A thumb at its end of the track means "no bound" (the field empties).
 * Hidden where scripts do not run: the number fields do the work there.
 */
function PriceSlider(props: {
  bounds: { lo: number; hi: number };
  low: string;
  high: string;
  setLow: (v: string) => void;
  setHigh: (v: string) => void;
  onRelease: () => void;
  labels: { min: string; max: string };
  money: (major: number) => string;
}) {
  const { bounds, money } = props;
  const step = stepOf(bounds.hi - bounds.lo);
  const clamp = (v: number) => Math.min(bounds.hi, Math.max(bounds.lo, v));
  const lo = clamp(props.low === "" ? bounds.lo : Number(props.low) || bounds.lo);
  const hi = clamp(props.high === "" ? bounds.hi : Number(props.high) || bounds.hi);
  const at = (v: number) => ((v - bounds.lo) / (bounds.hi - bounds.lo)) * 100;
  // Submit once the value is drawn into the number fields (after React's render of the last input).
  const [released, setReleased] = useState(0);
  const { onRelease } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per release
  useEffect(() => {
    if (released) onRelease();
  }, [released]);
  const thumb = (which: "min" | "max") => (
    <input
      type="range"
      min={bounds.lo}
      max={bounds.hi}
      step={step}
      value={which === "min" ? lo : hi}
      aria-label={props.labels[which]}
      aria-valuetext={money(which === "min" ? lo : hi)}
      onChange={(e) => {
        const v = Number(e.target.value);
        if (which === "min") props.setLow(Math.min(v, hi) <= bounds.lo ? "" : String(Math.min(v, hi)));
        else props.setHigh(Math.max(v, lo) >= bounds.hi ? "" : String(Math.max(v, lo)));
      }}
      onPointerUp={() => setReleased((n) => n + 1)}
      onKeyUp={() => setReleased((n) => n + 1)}
      // Both thumbs at the top end: the lower one comes first so it can be moved back.
      style={which === "min" && at(lo) > 50 ? { zIndex: 1 } : undefined}
      className="price-thumb"
    />
  );
  return (
    <div
      className="price-slider relative mb-3 h-8 [@media(scripting:none)]:hidden"
      data-testid="price-slider"
    >
      <div
        className="absolute inset-x-3 top-1/2 h-1 -translate-y-1/2 rounded-full bg-line"
        aria-hidden="true"
      >
        <div
          className="absolute inset-y-0 rounded-full bg-accent"
          style={{ insetInlineStart: `${at(lo)}%`, insetInlineEnd: `${100 - at(hi)}%` }}
        />
      </div>
      {thumb("min")}
      {thumb("max")}
    </div>
  );
}
