import { type ReactNode, useRef } from "react";
import { useLocation, useNavigation } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { appliedFilters } from "./applied-filters.ts";
import { FilterForm } from "./filter-form.tsx";
import { FilterSheet, SHEET_FORM_ID, SheetButtons } from "./filter-sheet.tsx";
import { ListingBar } from "./listing-bar.tsx";
import type { ListingState } from "./listing-query.ts";
import { Pager } from "./pager.tsx";
import { ProductGrid } from "./product-card.tsx";
import type { ListingFacets, ProductsPage } from "./types.ts";

/**
 * A form's key: the same while the address changes because of that form (its fields already
 * show the change, and focus stays in it), new when something else changed it (a chip, "Clear
 * all", the sort, the other form), so its fields start again from the address.
 */
function useFormKey(search: string) {
  const state = useRef({ key: 0, seen: search, own: [] as string[] });
  const s = state.current;
  if (search !== s.seen) {
    // Its own change arrived: forget it and the older ones it replaced; anything else is new.
    const i = s.own.indexOf(search);
    if (i < 0) s.key++;
    s.own = i < 0 ? [] : s.own.slice(0, i);
    s.seen = search;
  }
  const own = (applied: string) => {
    s.own = [applied, ...s.own].slice(0, 5);
  };
  return { key: s.key, own };
}

/**
 * A listing page: heading, the filter column (wide screens) or sheet (phones), the sticky bar
 * with the count, sort and chips, the grid, the pager and the empty state (decision 0069).
 */
export function ListingPage({
  heading,
  intro,
  breadcrumbs,
  banner,
  page,
  state,
  facets,
  children,
}: {
  heading: string;
  intro?: string;
  breadcrumbs?: ReactNode;
  banner?: ReactNode;
  page: ProductsPage;
  state: ListingState;
  facets: ListingFacets;
  children?: ReactNode;
}) {
  const { t } = useTranslation("catalog");
  const location = useLocation();
  const navigation = useNavigation();
  const side = useFormKey(location.search);
  const sheet = useFormKey(location.search);
  const applied = appliedFilters(state, facets);
  const loading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const total = page.pageInfo.totalCount;
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
          <FilterForm
            key={side.key}
            state={state}
            facets={facets}
            page={page}
            idPrefix="side-"
            onApplied={side.own}
          />
        </aside>
        <section aria-labelledby="listing-count">
          <ListingBar
            state={state}
            applied={applied}
            count={t("listing.products", { count: total })}
            phoneButtons={<SheetButtons applied={applied.length} />}
          />
          <div
            aria-busy={loading || undefined}
            className={loading ? "opacity-60 transition-opacity" : undefined}
          >
            {page.products.length === 0 ? (
              <div className="rounded-2xl bg-sand/60 px-6 py-14 text-center" data-testid="empty-state">
                <p className="text-lg font-semibold">{t("listing.emptyTitle")}</p>
                <p className="mt-2 text-muted">{t("listing.emptyText")}</p>
              </div>
            ) : (
              // The first cards are the largest paint, unless a banner is (decision 0096).
              <ProductGrid products={page.products} eagerCount={banner ? 0 : 4} />
            )}
          </div>
          <Pager pageInfo={page.pageInfo} />
        </section>
      </div>
      <FilterSheet total={total}>
        <FilterForm
          key={sheet.key}
          id={SHEET_FORM_ID}
          state={state}
          facets={facets}
          page={page}
          idPrefix="sheet-"
          withSort
          onApplied={sheet.own}
        />
      </FilterSheet>
    </main>
  );
}
