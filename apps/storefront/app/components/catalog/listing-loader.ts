/** Loads a listing page (products, filter options) for a route loader. */
import { data, type RouterContextProvider } from "react-router";
import { type Envelope, gql } from "../../lib/graphql.ts";
import type { PageLocale } from "../../lib/locale.ts";
import type { FilterOptions } from "./listing.tsx";
import { LISTING_QUERY, type ListingState, listingVariables, readListing } from "./listing-query.ts";
import type { GroupedFeature, ProductsPage } from "./types.ts";

export interface ListingScope {
  category?: string;
  collection?: string;
  designer?: string;
  tag?: string;
  withDiscount?: boolean;
}

export interface ListingData {
  page: ProductsPage;
  state: ListingState;
  options: FilterOptions;
}

export async function loadListing(
  context: Readonly<RouterContextProvider>,
  request: Request,
  locale: PageLocale,
  scope: ListingScope,
  choose: { features?: boolean; designers?: boolean; collections?: boolean; defaultSort?: string } = {},
): Promise<ListingData> {
  const state = readListing(new URL(request.url), choose.defaultSort);
  const variables = {
    ...listingVariables(state),
    ...scope,
    // The scope wins over the form (a designer page lists that designer's products).
    designer: scope.designer ?? listingVariables(state).designer,
    collection: scope.collection ?? listingVariables(state).collection,
    featureCategory: scope.category,
    featureCollection: scope.collection,
    withFeatures: choose.features ?? true,
  };
  const result = await gql<{
    filterProducts: Envelope<ProductsPage>;
    features?: Envelope<GroupedFeature[]>;
    designers: Envelope<FilterOptions["designers"]>;
    collections: Envelope<FilterOptions["collections"]>;
  }>(context, locale, LISTING_QUERY, variables);
  const reply = result.filterProducts;
  if (reply.status_code !== 200 || !reply.data) {
    throw data(null, { status: reply.status_code === 400 ? 400 : 404 });
  }
  return {
    page: reply.data,
    state,
    options: {
      features: result.features?.data ?? [],
      designers: choose.designers === false ? [] : (result.designers.data ?? []),
      collections: choose.collections === false ? [] : (result.collections.data ?? []),
    },
  };
}
