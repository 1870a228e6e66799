/**
 * The catalogue's public surface (decision 0055): what other domains may use of products,
 * prices, stock and the catalogue's caches. Other domains import this file only.
 */
export { catalogueChanged, onCatalogCacheCleared, remember } from "./cache.ts";
export {
  categoryPlacement,
  createDesignerProduct,
  type DesignerProductInput,
} from "./designer-products.service.ts";
export { priceAfterDiscount, runningDiscounts, runningKey } from "./discounted-price.ts";
export { manufacturersOf } from "./manufacturers.service.ts";
export { arabicPlaceName } from "./place-names.ts";
export { LOW_STOCK } from "./product-admin.schema.ts";
export { type ReviewView, saveReview } from "./reviews.service.ts";
export {
  type FeatureRow,
  type ImageRow,
  type SellableHere,
  type SellableItem,
  type SellableOptions,
  type SellableRef,
  sellableItems,
} from "./sellable.service.ts";
export {
  type DiscountSource,
  EXTRA_PRICE_FIELD,
  type ExtraPrices,
  extraPriceIn,
  type NotSoldReason,
  notSoldReason,
  priceHere,
  toDiscount,
} from "./sellable.ts";
export { recordSales, releaseStock, reserveStock, type StockLine } from "./stock.service.ts";
