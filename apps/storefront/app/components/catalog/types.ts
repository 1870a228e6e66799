/** The fragments the catalogue pages ask with, and the shapes they give (decision 0105). */
import { graphql, type ResultOf } from "../../lib/shop-graphql.ts";

/** What ProductCard draws, nothing more: a page's hydration data carries these for every card (decision 0083). */
export const CardFields = graphql(`
  fragment CardFields on Product {
    _id slug name arName allPriceBeforeOffer allPriceAfterOffer totalDiscount availableEdition
    images(first: 2) { _id path }
    badge { color title titleAr }
    designer { name arName }
    rating { average count }
  }
`);

type CardFieldsData = ResultOf<typeof CardFields>;
/** A card's product; `rating` is absent where a list does not ask for it (search's products). */
export type CardProduct = Omit<CardFieldsData, "rating"> & { rating?: CardFieldsData["rating"] };

/** What a designer's tile and page draw. */
export const DesignerFields = graphql(`
  fragment DesignerFields on Designer { _id slug name arName image description arDescription city arCity productsCount }
`);

export type DesignerCard = ResultOf<typeof DesignerFields>;

/** What a collection's card and page draw. */
export const CollectionFields = graphql(`
  fragment CollectionFields on Collection {
    _id slug title arTitle description arDescription banner image discount running startDate endDate
  }
`);

export type CollectionCard = ResultOf<typeof CollectionFields>;

export const PageFields = graphql(
  `
  fragment PageFields on ProductsPage {
    products { ...CardFields }
    pageInfo { hasNext totalCount totalPages page limit }
    priceRange { min max }
  }
`,
  [CardFields],
);

export type ProductsPage = ResultOf<typeof PageFields>;
export type PageInfo = ProductsPage["pageInfo"];

const FacetOptionFields = graphql(`
  fragment FacetOptionFields on FacetOption { key name arName count selected swatch }
`);

export const FacetFields = graphql(
  `
  fragment FacetFields on ListingFacets {
    subCategories { ...FacetOptionFields } designers { ...FacetOptionFields } collections { ...FacetOptionFields }
    options { property arProperty colour values { ...FacetOptionFields } }
    delivery { days count selected } inStock
  }
`,
  [FacetOptionFields],
);

/** A listing's facets (decision 0069), as `ProductsPage.facets` answers them. */
export type ListingFacets = ResultOf<typeof FacetFields>;
export type FacetOption = ResultOf<typeof FacetOptionFields>;
