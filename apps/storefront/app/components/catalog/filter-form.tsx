/**
 * The listing's filters as one GET form (decision 0069): works without JavaScript (Apply), and
 * applies each change at once when it runs. Every facet lists the values of the page with the
 * number of products each would show; a value with none is disabled.
 */
import type { ReactNode } from "react";
import { Form, type NavigateFunction, useLocation, useNavigate } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { type ListingState, SORT_LABELS } from "./listing-query.ts";
import { appliesAtOnce, fieldBox as box, PriceRangeFields } from "./price-range-fields.tsx";
import type { FacetOption, ListingFacets, ProductsPage } from "./types.ts";

/** Goes to the form's GET address without empty fields and without the page number. */
export function go(navigate: NavigateFunction, params: URLSearchParams, pathname: string) {
  for (const [key, value] of [...params]) if (!value) params.delete(key);
  params.delete("page");
  const query = params.toString();
  const to = `${pathname}${query ? `?${query}` : ""}`;
  navigate(to, { preventScrollReset: true, replace: true });
  return query ? `?${query}` : "";
}

const fieldset = "border-t border-line pt-4";
const legend = "mb-2 text-sm font-semibold text-ink";

function Count({ n }: { n: number }) {
  return <span className="text-xs text-muted tabular-nums">{n}</span>;
}

/** A checkbox or radio row with its count; disabled when it would show nothing. */
function Choice(props: {
  type: "checkbox" | "radio";
  name: string;
  value: string;
  checked: boolean;
  count?: number;
  children: ReactNode;
}) {
  const off = props.count === 0 && !props.checked;
  return (
    <label className={`flex items-center gap-2 ${off ? "text-muted/70" : ""}`}>
      <input
        type={props.type}
        name={props.name}
        value={props.value}
        defaultChecked={props.checked}
        disabled={off}
        className="size-4 accent-accent"
      />
      <span className="flex-1">{props.children}</span>
      {props.count !== undefined ? <Count n={props.count} /> : null}
    </label>
  );
}

/** One of several (subcategory, delivery time): "any" first, then each choice with its count. */
function OneChoice(props: {
  legend: string;
  name: string;
  any: string;
  value: string;
  choices: Array<{ value: string; label: string; count: number }>;
}) {
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{props.legend}</legend>
      <div className="flex flex-col gap-1.5 text-sm">
        <Choice type="radio" name={props.name} value="" checked={!props.value}>
          {props.any}
        </Choice>
        {props.choices.map((c) => (
          <Choice
            key={c.value}
            type="radio"
            name={props.name}
            value={c.value}
            checked={props.value === c.value}
            count={c.count}
          >
            {c.label}
          </Choice>
        ))}
      </div>
    </fieldset>
  );
}

/** Colour options as swatch chips: the colour, its name and its count. */
function Swatches({
  property,
  values,
  state,
}: {
  property: string;
  values: FacetOption[];
  state: ListingState;
}) {
  const { locale } = useRootData();
  return (
    <ul className="flex flex-wrap gap-2">
      {values.map((v) => {
        const key = `${property}:${v.key}`;
        const checked = state.f.includes(key);
        const off = v.count === 0 && !checked;
        return (
          <li key={key}>
            <label
              className={`flex items-center gap-1.5 rounded-full border border-line bg-surface py-1 ps-1 pe-2.5 text-sm has-checked:border-ink has-checked:bg-sand has-focus-visible:outline-2 has-focus-visible:outline-accent ${off ? "opacity-45" : "cursor-pointer hover:border-ink/50"}`}
              data-testid="swatch"
            >
              <input
                type="checkbox"
                name="f"
                value={key}
                defaultChecked={checked}
                disabled={off}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={`size-6 shrink-0 rounded-full ring-1 ring-ink/15 ${v.swatch ? "" : "swatch-unknown"}`}
                style={v.swatch ? { backgroundColor: v.swatch } : undefined}
              />
              <span>{locale.lang === "ar" ? v.arName : v.name}</span>
              <Count n={v.count} />
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/** A select of one designer or collection, each with its count. */
function OneOf(props: {
  id: string;
  name: string;
  label: string;
  any: string;
  value: string;
  options: FacetOption[];
}) {
  const { locale } = useRootData();
  if (!props.options.length)
    return props.value ? <input type="hidden" name={props.name} value={props.value} /> : null;
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>
        <label htmlFor={props.id}>{props.label}</label>
      </legend>
      <select id={props.id} name={props.name} defaultValue={props.value} className={`${box} w-full`}>
        <option value="">{props.any}</option>
        {props.options.map((o) => (
          <option key={o.key} value={o.key} disabled={o.count === 0 && o.key !== props.value}>
            {`${locale.lang === "ar" ? o.arName : o.name} (${o.count})`}
          </option>
        ))}
      </select>
    </fieldset>
  );
}

export function FilterForm({
  state,
  facets,
  page,
  idPrefix,
  withSort,
  onApplied,
  id,
}: {
  state: ListingState;
  facets: ListingFacets;
  page: ProductsPage;
  idPrefix: string;
  /** The sort as radios (the phone sheet); else a hidden field keeps the address's. */
  withSort?: boolean;
  /** Told the query string each change leads to. */
  onApplied: (search: string) => void;
  id?: string;
}) {
  const { t } = useTranslation("catalog");
  const { locale } = useRootData();
  const navigate = useNavigate();
  const location = useLocation();
  const ar = locale.lang === "ar";
  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    onApplied(go(navigate, params, location.pathname));
  };
  return (
    <Form
      id={id}
      method="get"
      action={location.pathname}
      onChange={(event) => {
        if (appliesAtOnce(event.target)) apply(event.currentTarget);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      className="flex flex-col gap-4"
      aria-label={t("listing.filters")}
    >
      {withSort ? (
        <fieldset data-sort-choices>
          <legend className={legend}>{t("listing.sort")}</legend>
          <div className="flex flex-col gap-1.5 text-sm">
            {Object.entries(SORT_LABELS).map(([sort, label]) => (
              <Choice key={sort} type="radio" name="sort" value={sort} checked={state.sort === sort}>
                {t(label)}
              </Choice>
            ))}
          </div>
        </fieldset>
      ) : new URLSearchParams(location.search).has("sort") ? (
        <input type="hidden" name="sort" value={state.sort} />
      ) : null}
      {facets.subCategories.length > 1 ? (
        <OneChoice
          legend={t("listing.subCategory")}
          name="sub"
          any={t("listing.allSubCategories")}
          value={state.sub}
          choices={facets.subCategories.map((s) => ({
            value: s.key,
            label: ar ? s.arName : s.name,
            count: s.count,
          }))}
        />
      ) : state.sub ? (
        <input type="hidden" name="sub" value={state.sub} />
      ) : null}
      {facets.options
        .filter((g) => g.colour)
        .map((g) => (
          <fieldset key={g.property} className={fieldset}>
            <legend className={legend}>{ar ? g.arProperty : g.property}</legend>
            <Swatches property={g.property} values={g.values} state={state} />
          </fieldset>
        ))}
      <PriceRangeFields
        min={state.min}
        max={state.max}
        range={page.priceRange}
        labels={{
          legend: t("listing.price"),
          from: t("listing.priceFrom"),
          to: t("listing.priceTo"),
          hint: (range) => t("listing.priceHint", range),
          sliderMin: t("listing.sliderMin"),
          sliderMax: t("listing.sliderMax"),
        }}
      />
      {facets.options
        .filter((g) => !g.colour)
        .map((g) => (
          <fieldset key={g.property} className={fieldset}>
            <legend className={legend}>{ar ? g.arProperty : g.property}</legend>
            <div className="flex max-h-56 flex-col gap-1.5 overflow-y-auto text-sm">
              {g.values.map((v) => {
                const key = `${g.property}:${v.key}`;
                return (
                  <Choice
                    key={key}
                    type="checkbox"
                    name="f"
                    value={key}
                    checked={state.f.includes(key)}
                    count={v.count}
                  >
                    {ar ? v.arName : v.name}
                  </Choice>
                );
              })}
            </div>
          </fieldset>
        ))}
      {facets.delivery.length ? (
        <OneChoice
          legend={t("listing.delivery")}
          name="days"
          any={t("listing.anyDelivery")}
          value={state.days}
          choices={facets.delivery.map((c) => ({
            value: String(c.days),
            label: t("listing.within", { count: c.days }),
            count: c.count,
          }))}
        />
      ) : state.days ? (
        <input type="hidden" name="days" value={state.days} />
      ) : null}
      <fieldset className={fieldset}>
        <legend className={legend}>{t("listing.availability")}</legend>
        <div className="text-sm">
          <Choice
            type="checkbox"
            name="stock"
            value="1"
            checked={state.stock}
            count={facets.inStock ?? undefined}
          >
            {t("listing.inStock")}
          </Choice>
        </div>
      </fieldset>
      <OneOf
        id={`${idPrefix}designer`}
        name="designer"
        label={t("listing.designer")}
        any={t("listing.anyDesigner")}
        value={state.designer}
        options={facets.designers}
      />
      <OneOf
        id={`${idPrefix}collection`}
        name="collection"
        label={t("listing.collection")}
        any={t("listing.anyCollection")}
        value={state.collection}
        options={facets.collections}
      />
      {withSort ? null : (
        <noscript>
          <button
            type="submit"
            className="rounded-full bg-accent px-5 py-2 text-sm font-semibold text-white hover:bg-accent-dark"
          >
            {t("listing.apply")}
          </button>
        </noscript>
      )}
    </Form>
  );
}
