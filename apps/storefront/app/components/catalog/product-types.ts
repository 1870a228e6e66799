/**
 * What the product page asks (routes/catalog/product.tsx) and what its parts show
 * (product-parts.tsx), typed from the documents (decision 0105).
 */
import { graphql, type ResultOf } from "../../lib/shop-graphql.ts";
import { CardFields } from "./types.ts";

export const PRODUCT = graphql(`
  query Product($id: String!) {
    getProductById(product: $id) {
      status_code
      data {
        _id slug sku name arName description arDescription briefDescription arBriefDescription lists arLists
        allPriceBeforeOffer allPriceAfterOffer totalDiscount baseTax currency availableInCurrentCountry egyptOnly
        availableEdition maxPerOrder isAvailableForCod requiredTime
        images { _id path width height extraPrice }
        features { _id property arProperty value arValue description arDescription featureImage extraPrice }
        badges { code name arName color visibility { productPage } }
        category { _id slug name arName } subCategory { _id slug name arName }
        designer { _id slug name arName image } tags { _id name arName }
        rating { average count distribution }
      }
    }
  }
`);

/** The product's reviews, two rows of cards (`limit`: ROW_SIZE), the payment methods. */
export const RELATED = graphql(
  `
  query Related($id: String!, $category: String, $sub: String, $limit: Int) {
    reviews: getDiscussionReviews(product: $id, type: "review") { data { _id text rating createdAt user { name } } }
    suggested: getSuggestedProducts(product: $id, categoryId: $category, subCategoryId: $sub, limit: $limit) {
      data { ...CardFields }
    }
    upSelling: upSellingProduct(product: $id, limit: $limit) { data { ...CardFields } }
    methods: getPaymentMethods { data { items { method displayName isInstallment minAmount maxAmount } } }
  }
`,
  [CardFields],
);

/** Whether the visitor may review the product: asked after the page, which is everyone's (decision 0128). */
export const CAN_REVIEW = graphql(`
  query CanReview($id: String!) { canReview(product: $id) { data { loggedIn reviewed } } }
`);

export interface ReviewPermission {
  loggedIn: boolean;
  reviewed: boolean;
}

export type PageProduct = NonNullable<ResultOf<typeof PRODUCT>["getProductById"]["data"]>;
export type ProductFeature = PageProduct["features"][number];
export type PageReview = NonNullable<ResultOf<typeof RELATED>["reviews"]["data"]>[number];
