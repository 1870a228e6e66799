/**
 * The listing's sticky bar (decision 0069): the count and the sort, and a removable chip per
 * applied filter with "Clear all" (links: they work without JavaScript). On phones the bar also
 * has the buttons that open the filter sheet.
 */
import { type ReactNode, useEffect } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { formatMoney } from "#i18n/format.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { type Applied, searchWithout, searchWithoutFilters } from "./applied-filters.ts";
import { go } from "./filter-form.tsx";
import { type ListingState, SORT_LABELS } from "./listing-query.ts";
import { fieldBox as box } from "./price-range-fields.tsx";

/** Sort as its own small GET form that keeps every filter. */
function SortForm({ state }: { state: ListingState }) {
  const { t } = useTranslation("catalog");
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  params.delete("sort");
  params.delete("page");
  return (
    <Form
      method="get"
      action={location.pathname}
      onChange={(event) => {
        // The filters may have changed since this form rendered: start from the address bar.
        const current = new URLSearchParams(window.location.search);
        current.set("sort", (event.target as unknown as HTMLSelectElement).value);
        go(navigate, current, location.pathname);
      }}
      className="hidden items-center gap-2 lg:flex"
    >
      {[...params].map(([k, v], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: repeated names (f=…) need their position
        <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor="listing-sort" className="text-sm text-muted">
        {t("listing.sort")}
      </label>
      <select id="listing-sort" name="sort" defaultValue={state.sort} className={box}>
        {Object.entries(SORT_LABELS).map(([sort, label]) => (
          <option key={sort} value={sort}>
            {t(label)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded-full border border-line px-3 py-1.5 text-sm">
          {t("listing.apply")}
        </button>
      </noscript>
    </Form>
  );
}

/** A chip's words: the value, with its facet's name where the value alone would be unclear. */
function useChipLabel() {
  const { t } = useTranslation("catalog");
  const { locale } = useRootData();
  const ar = locale.lang === "ar";
  const money = (major: string) => formatMoney(Number(major) * 100, locale.country, locale.lang);
  return (a: Applied): string => {
    switch (a.kind) {
      case "price":
        if (a.min && a.max) return t("listing.priceBetween", { min: money(a.min), max: money(a.max) });
        return a.min
          ? t("listing.priceAbove", { min: money(a.min) })
          : t("listing.priceBelow", { max: money(a.max) });
      case "days":
        return t("listing.deliveredWithin", { count: a.days });
      case "stock":
        return t("listing.inStock");
      case "option": {
        const value = a.option
          ? ar
            ? a.option.arName
            : a.option.name
          : a.value.slice(a.property.length + 1);
        return `${ar ? a.arProperty : a.property}: ${value}`;
      }
      default:
        return a.option ? (ar ? a.option.arName : a.option.name) : a.value;
    }
  };
}

/** "Clear all": the same page without any filter (the sort stays). */
export function ClearAll() {
  const { t } = useTranslation("catalog");
  const location = useLocation();
  return (
    <Link
      to={`${location.pathname}${searchWithoutFilters(location.search)}`}
      replace
      preventScrollReset
      className="shrink-0 whitespace-nowrap px-1 text-sm text-muted underline underline-offset-4 hover:text-ink"
    >
      {t("listing.clearAll")}
    </Link>
  );
}

function Chips({ applied }: { applied: Applied[] }) {
  const { t } = useTranslation("catalog");
  const location = useLocation();
  const label = useChipLabel();
  if (!applied.length) return null;
  return (
    <div className="flex items-center gap-2 overflow-x-auto pb-1 [scrollbar-width:none] lg:flex-wrap lg:overflow-visible">
      <ul
        aria-label={t("listing.applied")}
        className="flex shrink-0 items-center gap-2 lg:shrink lg:flex-wrap"
      >
        {applied.map((a) => {
          const text = label(a);
          const swatch = a.kind === "option" ? a.option?.swatch : null;
          return (
            <li key={a.kind === "option" ? a.value : a.kind} className="shrink-0">
              <Link
                to={`${location.pathname}${searchWithout(location.search, a)}`}
                replace
                preventScrollReset
                aria-label={t("listing.remove", { name: text })}
                data-testid="filter-chip"
                className="flex items-center gap-1.5 whitespace-nowrap rounded-full bg-sand py-1.5 ps-3 pe-2 text-sm text-ink hover:bg-line"
              >
                {swatch ? (
                  <span
                    aria-hidden="true"
                    className="size-3.5 rounded-full ring-1 ring-ink/15"
                    style={{ backgroundColor: swatch }}
                  />
                ) : null}
                {text}
                <span aria-hidden="true" className="grid size-5 place-items-center rounded-full text-muted">
                  ×
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <ClearAll />
    </div>
  );
}

/**
 * Keeps the bar below the site header while the header shows (it slides away when scrolling
 * down): the header's height as `--site-header-height`.
 */
function useHeaderHeight() {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(".site-header");
    if (!header) return;
    const root = document.documentElement;
    const set = () => root.style.setProperty("--site-header-height", `${header.offsetHeight}px`);
    set();
    const observer = new ResizeObserver(set);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
}

export function ListingBar({
  state,
  applied,
  count,
  phoneButtons,
}: {
  state: ListingState;
  applied: Applied[];
  count: string;
  /** The phone's "Filter" and "Sort" buttons (the sheet's openers). */
  phoneButtons: ReactNode;
}) {
  useHeaderHeight();
  return (
    <div className="listing-bar sticky z-20 -mx-4 mb-5 flex flex-col gap-2 border-b border-line bg-canvas/95 px-4 py-2.5 backdrop-blur-md lg:mx-0 lg:px-0">
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-2 lg:hidden">{phoneButtons}</div>
        <p id="listing-count" className="text-sm text-muted" role="status">
          {count}
        </p>
        <SortForm state={state} />
      </div>
      <Chips applied={applied} />
    </div>
  );
}
