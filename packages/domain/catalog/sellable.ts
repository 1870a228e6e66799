/**
 * "The price here" and "sold here", derived in one place (decision 0055): the catalogue's API,
 * the product pages, the cart, the wishlist, search and orders all price a product through these
 * pure functions over pricing.rules.ts priceFor.
 */
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from "#i18n/locales.ts";
import { type Discount, type Price, priceFor } from "../pricing/pricing.api.ts";

/** The column of an image's or feature's extra price in a country: egExtraPrice, suExtraPrice, emExtraPrice. */
type ExtraPriceField = `${(typeof COUNTRIES)[CountryCode]["fieldPrefix"]}ExtraPrice`;

export const EXTRA_PRICE_FIELD = Object.fromEntries(
  COUNTRY_CODES.map((c) => [c, `${COUNTRIES[c].fieldPrefix}ExtraPrice`]),
) as Record<CountryCode, ExtraPriceField>;

/** Anything with an extra price per country (a product image, an 'I design' feature). */
export type ExtraPrices = Record<ExtraPriceField, number>;

/** The extra price of an image or feature in a country. */
export const extraPriceIn = (row: ExtraPrices, country: CountryCode): number =>
  row[EXTRA_PRICE_FIELD[country]];

/** An offer or a collection as far as prices care. */
export interface DiscountSource {
  discount: number;
  status: "active" | "inactive";
  startDate: Date;
  endDate: Date;
}

export function toDiscount(source: DiscountSource | null | undefined): Discount | null {
  if (!source) return null;
  return {
    percent: source.discount,
    status: source.status,
    startDate: source.startDate,
    endDate: source.endDate,
  };
}

/** What a price here is made of: the country's price row, the chosen extras, the discounts. */
interface PriceHereInput {
  /** The country's product_prices row (price and the tax it includes). */
  row: { price: number; tax: number };
  /** The chosen image and features, when they add to the price. */
  options?: ExtraPrices[];
  /** Extra prices already taken in the country (when the caller holds numbers, not rows). */
  extras?: number[];
  offer?: DiscountSource | null;
  collection?: DiscountSource | null;
}

/** The price of a product in a country with the chosen image and features (pricing.rules priceFor). */
export function priceHere(input: PriceHereInput, country: CountryCode, now: Date = new Date()): Price {
  return priceFor(
    {
      price: input.row.price,
      tax: input.row.tax,
      extras: [...(input.extras ?? []), ...(input.options ?? []).map((o) => extraPriceIn(o, country))],
      offer: toDiscount(input.offer),
      collection: toDiscount(input.collection),
    },
    now,
  );
}

/** Why a product is not sold in a country; null when it is. */
export type NotSoldReason = "NOT_LISTED" | "EGYPT_ONLY" | "NOT_IN_COUNTRY";

/**
 * Whether a product may be sold in a country: active and accepted, not an Egypt-only product
 * outside Egypt, and with an available price row there. Checked in that order.
 */
export function notSoldReason(
  product: { status: string; productStatus: string; egyptOnly: boolean },
  row: { available: boolean } | null | undefined,
  country: CountryCode,
): NotSoldReason | null {
  if (product.status !== "active" || product.productStatus !== "accepted") return "NOT_LISTED";
  if (product.egyptOnly && country !== "eg") return "EGYPT_ONLY";
  if (!row?.available) return "NOT_IN_COUNTRY";
  return null;
}
