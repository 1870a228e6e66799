/**
 * The search pages: search?v= and alpha?search= (the specs), plain and prefixed. Results ranked by
 * relevance (or the chosen sort), with the category, price and availability filters, designers
 * found, pages, and a helpful empty state. A fresh search from the box is recorded (newSearchKeyword).
 */

import { data, Form, Link, useSubmit } from "react-router";
import { COUNTRIES } from "#i18n/locales.ts";
import { designerPath } from "../../components/catalog/links.ts";
import { Pager } from "../../components/catalog/pager.tsx";
import {
  appliesAtOnce,
  fieldBox as box,
  PriceRangeFields,
} from "../../components/catalog/price-range-fields.tsx";
import { ProductGrid } from "../../components/catalog/product-card.tsx";
import type { CardProduct } from "../../components/catalog/types.ts";
import { localName } from "../../components/layout/links.ts";
import { pageTitle } from "../../components/layout/page-title.ts";
import {
  isFiltered,
  isFreshSearch,
  readSearch,
  type SearchState,
  searchVariables,
} from "../../components/search/search-query.ts";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql, type ResultOf } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/search";

const GLOBAL_SEARCH_QUERY = graphql(`
  query SearchPage($searchText: String, $filter: GlobalSearchFilter, $sort: String, $paginate: SearchPaginate) {
    globalSearch(searchText: $searchText, filter: $filter, sort: $sort, paginate: $paginate) {
      status_code
      data {
        sort
        pageInfo { hasNext totalCount totalPages page limit }
        priceRange { min max }
        designers { _id name arName slug image }
        products {
          _id slug name arName image price afterOffersPrice discountPercent currency availableEdition
          designer { name arName slug }
        }
      }
    }
  }
`);

const RECORD_SEARCH = graphql(`
  mutation RecordSearch($keyword: String) { newSearchKeyword(keyword: $keyword) { status_code } }
`);

type SearchData = NonNullable<ResultOf<typeof GLOBAL_SEARCH_QUERY>["globalSearch"]["data"]>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const url = new URL(request.url);
  const state = readSearch(url);
  const result = await gql(context, locale, GLOBAL_SEARCH_QUERY, searchVariables(state, locale));
  const reply = result.globalSearch;
  if (reply.status_code !== 200 || !reply.data)
    throw data(null, { status: reply.status_code === 400 ? 400 : 500 });
  if (isFreshSearch(url, state)) {
    // What shoppers search feeds the suggestions; a failure here must not fail the page.
    await gql(context, locale, RECORD_SEARCH, { keyword: state.query }).catch(() => undefined);
  }
  const products: CardProduct[] = reply.data.products.map((p) => ({
    _id: p._id,
    slug: p.slug,
    name: p.name,
    arName: p.arName,
    allPriceBeforeOffer: p.price,
    allPriceAfterOffer: p.afterOffersPrice,
    totalDiscount: p.discountPercent,
    availableEdition: p.availableEdition,
    images: [{ _id: p._id, path: p.image }],
    badge: null,
    designer: p.designer ? { name: p.designer.name, arName: p.designer.arName } : null,
  }));
  return {
    state,
    result: reply.data,
    products,
    lang: locale.lang,
    messages: pageMessages(locale.lang, ["catalog", "search.page"]),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const { state, lang } = loaderData;
  const title = state.query.trim()
    ? lang === "ar"
      ? `نتائج البحث عن «${state.query}»`
      : `Results for “${state.query}”`
    : lang === "ar"
      ? "البحث"
      : "Search";
  return [{ title: pageTitle(title, lang) }, { name: "robots", content: "noindex, follow" }];
};

/** Filters and sort: one GET form that keeps the query; submits on change with JavaScript. */
function Filters({ state, result, idPrefix }: { state: SearchState; result: SearchData; idPrefix: string }) {
  const { t } = useTranslation("search");
  const { locale, menu } = useRootData();
  const submit = useSubmit();
  const hasText = !!state.query.trim();
  const sort = state.sort || (hasText ? "relevance" : "newest");
  const action = localePath(locale, state.param === "v" ? "/search" : "/alpha");
  return (
    <Form
      method="get"
      action={action}
      onChange={(e) => {
        if (appliesAtOnce(e.target)) submit(e.currentTarget, { preventScrollReset: true, replace: true });
      }}
      className="flex flex-col gap-4"
      aria-label={t("page.filters")}
    >
      <input type="hidden" name={state.param} value={state.query} />
      <label className="flex flex-col gap-1.5 text-sm">
        <span className="font-semibold">{t("page.sort")}</span>
        <select id={`${idPrefix}sort`} name="sort" defaultValue={sort} className={box}>
          {hasText ? <option value="relevance">{t("page.sortRelevance")}</option> : null}
          <option value="newest">{t("page.sortNewest")}</option>
          <option value="priceAsc">{t("page.sortPriceAsc")}</option>
          <option value="priceDesc">{t("page.sortPriceDesc")}</option>
          <option value="bestSelling">{t("page.sortBestSelling")}</option>
        </select>
      </label>
      <label className="flex flex-col gap-1.5 border-t border-line pt-4 text-sm">
        <span className="font-semibold">{t("page.category")}</span>
        <select id={`${idPrefix}category`} name="category" defaultValue={state.category} className={box}>
          <option value="">{t("page.anyCategory")}</option>
          {menu.map((c) => (
            <optgroup key={c._id} label={localName(locale.lang, c)}>
              <option value={c.slug}>{localName(locale.lang, c)}</option>
              {c.subCategories.map((s) => (
                <option key={s._id} value={s.slug}>
                  {localName(locale.lang, s)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <PriceRangeFields
        min={state.min}
        max={state.max}
        range={result.priceRange}
        labels={{
          legend: t("page.price"),
          from: t("page.priceFrom"),
          to: t("page.priceTo"),
          hint: (range) => t("page.priceHint", range),
          sliderMin: t("catalog:listing.sliderMin"),
          sliderMax: t("catalog:listing.sliderMax"),
        }}
      />
      <label className="flex items-center gap-2 border-t border-line pt-4 text-sm">
        <input type="checkbox" name="here" value="1" defaultChecked={state.here} className="accent-accent" />
        {t("page.availableOnly", { country: COUNTRIES[locale.country].names[locale.lang] })}
      </label>
      <div className="flex items-center gap-3 border-t border-line pt-4">
        <button
          type="submit"
          className="rounded-full bg-accent px-5 py-2 text-sm font-semibold text-white hover:bg-accent-dark"
        >
          {t("page.apply")}
        </button>
        {isFiltered(state) ? (
          <Link
            to={`${action}?${new URLSearchParams({ [state.param]: state.query })}`}
            className="text-sm text-muted underline underline-offset-4 hover:text-ink"
          >
            {t("page.clearFilters")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function EmptyState({ state }: { state: SearchState }) {
  const { t } = useTranslation("search");
  const { locale, menu } = useRootData();
  const hasText = !!state.query.trim();
  return (
    <div className="rounded-2xl bg-sand/60 px-6 py-12 text-center" data-testid="search-empty">
      <p className="text-lg font-semibold">
        {hasText ? t("page.emptyTitle", { query: state.query }) : t("page.emptyTitlePlain")}
      </p>
      <p className="mx-auto mt-2 max-w-xl text-muted">
        {t("page.emptyTips")} {isFiltered(state) ? t("page.emptyFiltered") : null}
      </p>
      {menu.length ? (
        <nav aria-label={t("page.browse")} className="mt-6">
          <p className="mb-3 text-sm font-semibold">{t("page.browse")}</p>
          <ul className="flex flex-wrap justify-center gap-2">
            {menu.map((c) => (
              <li key={c._id}>
                <Link
                  to={localePath(locale, `/categories/${encodeURIComponent(c.slug)}`)}
                  className="inline-block rounded-full border border-line bg-surface px-4 py-1.5 text-sm hover:border-ink"
                >
                  {localName(locale.lang, c)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("search");
  const { locale } = useRootData();
  const { state, result, products } = loaderData;
  const hasText = !!state.query.trim();
  return (
    <main className="mx-auto max-w-screen-2xl px-4 pt-6 pb-16">
      <header className="mb-6 flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-ink sm:text-3xl">
          {hasText ? t("page.titleFor", { query: state.query }) : t("page.title")}
        </h1>
        <p className="text-sm text-muted" role="status" data-testid="search-count">
          {hasText || result.pageInfo.totalCount
            ? t("page.results", { count: result.pageInfo.totalCount })
            : t("page.prompt")}
        </p>
      </header>
      {result.designers.length ? (
        <section aria-labelledby="search-designers" className="mb-8">
          <h2 id="search-designers" className="mb-3 font-semibold">
            {t("page.designers")}
          </h2>
          <ul className="flex flex-wrap gap-3">
            {result.designers.map((d) => (
              <li key={d._id}>
                <Link
                  to={d.slug ? designerPath(locale, d.slug) : localePath(locale, "/designers")}
                  className="flex items-center gap-2 rounded-full border border-line bg-surface py-1 ps-1 pe-4 text-sm hover:border-ink"
                >
                  {d.image ? (
                    <img
                      src={d.image}
                      alt=""
                      width={32}
                      height={32}
                      className="size-8 rounded-full object-cover"
                    />
                  ) : (
                    <span
                      className="grid size-8 place-items-center rounded-full bg-sand text-xs"
                      aria-hidden="true"
                    >
                      {localName(locale.lang, d).slice(0, 1)}
                    </span>
                  )}
                  {localName(locale.lang, d)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8">
        <aside className="hidden lg:block">
          <h2 className="mb-3 font-semibold">{t("page.filters")}</h2>
          <Filters state={state} result={result} idPrefix="side-" />
        </aside>
        <section aria-label={t("page.title")}>
          <details className="mb-5 rounded-xl border border-line bg-surface p-4 lg:hidden">
            <summary className="cursor-pointer font-semibold">{t("page.filters")}</summary>
            <div className="mt-3">
              <Filters state={state} result={result} idPrefix="drawer-" />
            </div>
          </details>
          {products.length === 0 ? (
            <EmptyState state={state} />
          ) : (
            <ProductGrid products={products} eagerCount={4} />
          )}
          <Pager pageInfo={result.pageInfo} />
        </section>
      </div>
    </main>
  );
}
