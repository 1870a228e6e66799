/** Loads a listing page (products and the facets counted over its own products) for a route loader. */
import { data, type RouterContextProvider } from "react-router";
import { gql } from "../../lib/graphql.ts";
import type { PageLocale } from "../../lib/locale.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import { type ListingState, listingVariables, readListing } from "./listing-query.ts";
import { FacetFields, type ListingFacets, PageFields, type ProductsPage } from "./types.ts";

export const LISTING_QUERY = graphql(
  `
  query Listing($category: String, $subCategory: String, $collection: String, $designer: String, $tag: String,
                $properties: [PropertyFilterInput!], $sort: String, $from: Int, $to: Int, $paginate: PaginateInput,
                $inStock: Boolean, $deliveryDays: Int, $withDiscount: Boolean, $facets: [String!]) {
    filterProducts(category: $category, subCategory: $subCategory, collection: $collection, designer: $designer,
                   tag: $tag, properties: $properties, sort: $sort, from: $from, to: $to, paginate: $paginate,
                   inStock: $inStock, deliveryDays: $deliveryDays, withDiscount: $withDiscount) {
      status_code message
      data { ...PageFields facets(only: $facets) { ...FacetFields } }
    }
  }
`,
  [PageFields, FacetFields],
);

export interface ListingScope {
  category?: string;
  collection?: string;
  designer?: string;
  tag?: string;
  withDiscount?: boolean;
}

interface ListingData {
  page: ProductsPage;
  state: ListingState;
  facets: ListingFacets;
}

/**
 * The facets a page shows: never its own scope's (a designer's page has no designer facet), and
 * subcategories only on a category's page (decision 0069).
 */
function facetsOf(scope: ListingScope): string[] {
  return [
    ...(scope.category ? ["subCategory"] : []),
    "features",
    ...(scope.designer ? [] : ["designer"]),
    ...(scope.collection ? [] : ["collection"]),
    "delivery",
    "stock",
  ];
}

export async function loadListing(
  context: Readonly<RouterContextProvider>,
  request: Request,
  locale: PageLocale,
  scope: ListingScope,
  defaultSort = "newest",
): Promise<ListingData> {
  const asked = readListing(new URL(request.url), defaultSort);
  // The scope wins over the address (a designer's page lists that designer's products).
  const state: ListingState = {
    ...asked,
    designer: scope.designer ? "" : asked.designer,
    collection: scope.collection ? "" : asked.collection,
    sub: scope.category ? asked.sub : "",
  };
  const variables = { ...listingVariables(state), ...scope, facets: facetsOf(scope) };
  const result = await gql(context, locale, LISTING_QUERY, variables);
  const reply = result.filterProducts;
  if (reply.status_code !== 200 || !reply.data) {
    throw data(null, { status: reply.status_code === 400 ? 400 : 404 });
  }
  const { facets, ...page } = reply.data;
  return { page, state, facets };
}
