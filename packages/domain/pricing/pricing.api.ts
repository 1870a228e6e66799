/**
 * The pricing rules' public surface (decision 0055): other domains price through these (most
 * through the catalogue's `priceHere`, catalog/catalog.api.ts).
 */
export {
  type Discount,
  isRunning,
  type Price,
  type PriceInput,
  priceFor,
  priceOfQuantity,
} from "./pricing.rules.ts";
