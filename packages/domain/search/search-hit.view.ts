/**
 * Search hits priced through the catalogue's "price here" (server only: search.rules.ts stays free
 * of the catalogue's API, which the storefront's browser code must not load).
 */
import { COUNTRY_CODES, type CountryCode } from "#i18n/locales.ts";
import { type DiscountSource, priceHere } from "../catalog/catalog.api.ts";
import type { Price } from "../pricing/pricing.api.ts";
import { FALLBACK_PRODUCT_IMAGE } from "./search.rules.ts";

interface DiscountRow {
  discount: number | null;
  status: "active" | "inactive" | null;
  startDate: Date | string | null;
  endDate: Date | string | null;
}

/** An offer or collection of a raw SQL row (columns of an outer join: all null when there is none). */
function discountOf(row: DiscountRow): DiscountSource | null {
  if (row.discount === null || row.status === null || row.startDate === null || row.endDate === null)
    return null;
  return {
    discount: row.discount,
    status: row.status,
    startDate: new Date(row.startDate),
    endDate: new Date(row.endDate),
  };
}

export interface HitRow {
  id: string;
  slug: string;
  name: string;
  arName: string;
  image: string | null;
  createdAt: Date | string;
  availableEdition: number;
  designer: { name: string; arName: string; slug: string | null } | null;
  offer: DiscountRow;
  collection: DiscountRow;
}

export interface PriceRow {
  productId: string;
  country: CountryCode;
  price: number;
  tax: number;
  available: boolean;
  salesNumber: number;
}

/** A product as search shows it (the specs' search hit), priced through the pricing rules. */
export interface SearchHit {
  id: string;
  slug: string;
  name: string;
  arName: string;
  image: string;
  createdAt: Date;
  /** The country the hit was asked for. */
  country: CountryCode;
  /** Sold in that country now. */
  available: boolean;
  /** Per country, null where the product has no price. */
  prices: Record<CountryCode, Price | null>;
  salesNumber: number;
  /** Pieces left (0 = sold out). */
  availableEdition: number;
  designer: { name: string; arName: string; slug: string | null } | null;
}

export function toHit(
  row: HitRow,
  prices: PriceRow[],
  country: CountryCode,
  now: Date = new Date(),
): SearchHit {
  const offer = discountOf(row.offer);
  const collection = discountOf(row.collection);
  const byCountry = Object.fromEntries(
    COUNTRY_CODES.map((c) => {
      const p = prices.find((x) => x.country === c);
      return [c, p ? priceHere({ row: p, offer, collection }, c, now) : null];
    }),
  ) as Record<CountryCode, Price | null>;
  const here = prices.find((p) => p.country === country);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    arName: row.arName,
    image: row.image || FALLBACK_PRODUCT_IMAGE,
    createdAt: new Date(row.createdAt),
    country,
    available: here?.available ?? false,
    prices: byCountry,
    salesNumber: here?.salesNumber ?? 0,
    availableEdition: row.availableEdition,
    designer: row.designer,
  };
}
