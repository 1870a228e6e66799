/** Shapes the catalogue pages read from GraphQL, and the fragments that ask for them. */

/** What ProductCard draws, nothing more: a page's hydration data carries these for every card (decision 0083). */
export const CARD_FIELDS = /* GraphQL */ `
  _id slug name arName allPriceBeforeOffer allPriceAfterOffer totalDiscount availableEdition
  images(first: 2) { _id path }
  badge { color title titleAr }
  designer { name arName }
  rating { average count }
`;

export interface CardProduct {
  _id: string;
  slug: string;
  name: string;
  arName: string;
  allPriceBeforeOffer: number | null;
  allPriceAfterOffer: number | null;
  totalDiscount: number;
  availableEdition: number;
  images: Array<{ _id: string; path: string }>;
  badge: { color: string; title: string; titleAr: string } | null;
  designer: { name: string; arName: string } | null;
  /** Absent where a list does not ask for it. */
  rating?: { average: number; count: number };
}

export interface PageInfo {
  hasNext: boolean;
  totalCount: number;
  totalPages: number;
  page: number;
  limit: number;
}

export interface ProductsPage {
  products: CardProduct[];
  pageInfo: PageInfo;
  priceRange: { min: number; max: number };
}

export const PAGE_FIELDS = /* GraphQL */ `
  products { ${CARD_FIELDS} }
  pageInfo { hasNext totalCount totalPages page limit }
  priceRange { min max }
`;

/** A listing's facets (decision 0069), as `ProductsPage.facets` answers them. */
export type { FacetOption, ListingFacets } from "#domain/catalog/facets.service.ts";

const OPTION = "key name arName count selected swatch";
export const FACET_FIELDS = /* GraphQL */ `
  subCategories { ${OPTION} } designers { ${OPTION} } collections { ${OPTION} }
  options { property arProperty colour values { ${OPTION} } }
  delivery { days count selected } inStock
`;
