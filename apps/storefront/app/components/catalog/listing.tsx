import type { ReactNode } from "react";
import { Form, Link, type NavigateFunction, useLocation, useNavigate } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { isFiltered, type ListingState } from "./listing-query.ts";
import { Pager } from "./pager.tsx";
import { fieldBox as box, PriceRangeFields } from "./price-range-fields.tsx";
import { ProductGrid } from "./product-card.tsx";
import type { GroupedFeature, ProductsPage } from "./types.ts";

export interface FilterOptions {
  subCategories?: Array<{ _id: string; name: string; arName: string }>;
  features?: GroupedFeature[];
  designers?: Array<{ slug: string; name: string; arName: string }>;
  collections?: Array<{ slug: string; title: string; arTitle: string }>;
}

/**
 * Navigates to the form's GET URL without empty fields and without the page number (a new
 * filter or sort starts at page 1). `extra` overrides fields (the sort select).
 */
function go(navigate: NavigateFunction, params: URLSearchParams, pathname: string) {
  for (const [key, value] of [...params]) if (!value) params.delete(key);
  params.delete("page");
  const query = params.toString();
  navigate(`${pathname}${query ? `?${query}` : ""}`, { preventScrollReset: true, replace: true });
}

/**
 * The filters and sort as one GET form: works without JavaScript (Apply button), and submits on
 * change when it runs. Everything lives in the URL, so a filtered page can be shared and crawled.
 */
function FilterForm({
  state,
  options,
  page,
  idPrefix,
}: {
  state: ListingState;
  options: FilterOptions;
  page: ProductsPage;
  idPrefix: string;
}) {
  const { t } = useTranslation("catalog");
  const { locale } = useRootData();
  const navigate = useNavigate();
  const location = useLocation();
  const ar = locale.lang === "ar";
  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    // The sort may have changed since this form rendered: take it from the address bar.
    const sort = new URLSearchParams(window.location.search).get("sort");
    if (sort) params.set("sort", sort);
    go(navigate, params, location.pathname);
  };
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.type === "number") return;
    apply(event.currentTarget);
  };
  const fieldset = "border-t border-line pt-4";
  const legend = "mb-2 text-sm font-semibold text-ink";
  return (
    <Form
      method="get"
      action={location.pathname}
      onChange={onChange}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      className="flex flex-col gap-4"
      aria-label={t("listing.filters")}
    >
      <input type="hidden" name="sort" value={state.sort} />
      {options.subCategories?.length ? (
        <fieldset className={fieldset}>
          <legend className={legend}>{t("listing.subCategory")}</legend>
          <ul className="flex flex-col gap-1.5 text-sm">
            <li>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="sub"
                  value=""
                  defaultChecked={!state.sub}
                  className="accent-accent"
                />
                {t("listing.allSubCategories")}
              </label>
            </li>
            {options.subCategories.map((s) => (
              <li key={s._id}>
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="sub"
                    value={s._id}
                    defaultChecked={state.sub === s._id}
                    className="accent-accent"
                  />
                  {ar ? s.arName : s.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : state.sub ? (
        <input type="hidden" name="sub" value={state.sub} />
      ) : null}
      <PriceRangeFields
        min={state.min}
        max={state.max}
        range={page.priceRange}
        labels={{
          legend: t("listing.price"),
          from: t("listing.priceFrom"),
          to: t("listing.priceTo"),
          hint: (range) => t("listing.priceHint", range),
        }}
      />
      <fieldset className={fieldset}>
        <legend className={legend}>{t("listing.availability")}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="stock"
            value="1"
            defaultChecked={state.stock}
            className="accent-accent"
          />
          {t("listing.inStock")}
        </label>
      </fieldset>
      {(options.features ?? []).map((g) => (
        <fieldset key={g.property} className={fieldset}>
          <legend className={legend}>{ar ? g.arProperty : g.property}</legend>
          <ul className="flex max-h-56 flex-col gap-1.5 overflow-y-auto text-sm">
            {g.groupedValues.map((value, i) => {
              const key = `${g.property}:${value}`;
              return (
                <li key={key}>
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      name="f"
                      value={key}
                      defaultChecked={state.f.includes(key)}
                      className="accent-accent"
                    />
                    <span className="flex-1">{ar ? g.arGroupedValues[i] : value}</span>
                    <span className="text-xs text-muted">{g.counts[i]}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      {options.designers?.length ? (
        <fieldset className={fieldset}>
          <legend className={legend}>
            <label htmlFor={`${idPrefix}designer`}>{t("listing.designer")}</label>
          </legend>
          <select
            id={`${idPrefix}designer`}
            name="designer"
            defaultValue={state.designer}
            className={`${box} w-full`}
          >
            <option value="">{t("listing.anyDesigner")}</option>
            {options.designers.map((d) => (
              <option key={d.slug} value={d.slug}>
                {ar ? d.arName : d.name}
              </option>
            ))}
          </select>
        </fieldset>
      ) : null}
      {options.collections?.length ? (
        <fieldset className={fieldset}>
          <legend className={legend}>
            <label htmlFor={`${idPrefix}collection`}>{t("listing.collection")}</label>
          </legend>
          <select
            id={`${idPrefix}collection`}
            name="collection"
            defaultValue={state.collection}
            className={`${box} w-full`}
          >
            <option value="">{t("listing.anyCollection")}</option>
            {options.collections.map((c) => (
              <option key={c.slug} value={c.slug}>
                {ar ? c.arTitle : c.title}
              </option>
            ))}
          </select>
        </fieldset>
      ) : null}
      <div className="flex items-center gap-3 border-t border-line pt-4">
        <button
          type="submit"
          className="rounded-full bg-accent px-5 py-2 text-sm font-semibold text-white hover:bg-accent-dark"
        >
          {t("listing.apply")}
        </button>
        {isFiltered(state) ? (
          <Link
            to={location.pathname + (state.sort !== "newest" ? `?sort=${state.sort}` : "")}
            className="text-sm text-muted underline underline-offset-4 hover:text-ink"
          >
            {t("listing.clear")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** Sort as its own small GET form that keeps every filter. */
function SortForm({ state }: { state: ListingState }) {
  const { t } = useTranslation("catalog");
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  params.delete("sort");
  params.delete("page");
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    // The filters may have changed since this form rendered: start from the address bar.
    const current = new URLSearchParams(window.location.search);
    current.set("sort", (event.target as HTMLSelectElement).value);
    go(navigate, current, location.pathname);
  };
  return (
    <Form method="get" action={location.pathname} onChange={onChange} className="flex items-center gap-2">
      {[...params].map(([k, v], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: repeated names (f=…) need their position
        <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor="listing-sort" className="text-sm text-muted">
        {t("listing.sort")}
      </label>
      <select id="listing-sort" name="sort" defaultValue={state.sort} className={box}>
        <option value="newest">{t("listing.sortNewest")}</option>
        <option value="priceAsc">{t("listing.sortPriceAsc")}</option>
        <option value="priceDesc">{t("listing.sortPriceDesc")}</option>
        <option value="bestSelling">{t("listing.sortBestSelling")}</option>
      </select>
      <noscript>
        <button type="submit" className="rounded-full border border-line px-3 py-1.5 text-sm">
          {t("listing.apply")}
        </button>
      </noscript>
    </Form>
  );
}

/** A listing page: heading, filters (sidebar, a disclosure on phones), sort, grid, pager, empty state. */
export function ListingPage({
  heading,
  intro,
  breadcrumbs,
  banner,
  page,
  state,
  options,
  children,
}: {
  heading: string;
  intro?: string;
  breadcrumbs?: ReactNode;
  banner?: ReactNode;
  page: ProductsPage;
  state: ListingState;
  options: FilterOptions;
  children?: ReactNode;
}) {
  const { t } = useTranslation("catalog");
  return (
    <main className="mx-auto max-w-screen-2xl px-4 pt-6 pb-16">
      {breadcrumbs}
      {banner}
      <header className="mb-6 flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{heading}</h1>
        {intro ? <p className="max-w-3xl text-muted">{intro}</p> : null}
      </header>
      {children}
      <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8">
        <aside className="hidden lg:block">
          <h2 className="mb-3 font-semibold">{t("listing.filters")}</h2>
          <FilterForm state={state} options={options} page={page} idPrefix="side-" />
        </aside>
        <section aria-labelledby="listing-count">
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <p id="listing-count" className="text-sm text-muted" role="status">
              {t("listing.products", { count: page.pageInfo.totalCount })}
            </p>
            <SortForm state={state} />
          </div>
          <details className="mb-5 rounded-xl border border-line bg-surface p-4 lg:hidden">
            <summary className="cursor-pointer font-semibold">{t("listing.filters")}</summary>
            <div className="mt-3">
              <FilterForm state={state} options={options} page={page} idPrefix="drawer-" />
            </div>
          </details>
          {page.products.length === 0 ? (
            <div className="rounded-2xl bg-sand/60 px-6 py-14 text-center" data-testid="empty-state">
              <p className="text-lg font-semibold">{t("listing.emptyTitle")}</p>
              <p className="mt-2 text-muted">{t("listing.emptyText")}</p>
            </div>
          ) : (
            <ProductGrid products={page.products} eagerCount={4} />
          )}
          <Pager pageInfo={page.pageInfo} />
        </section>
      </div>
    </main>
  );
}
