/** Pure rules of the product catalogue: price per country, sort orders, pagination math. */
import type { CountryCode } from "#i18n/locales.ts";
import type { Price } from "../pricing/pricing.api.ts";
import { type DiscountSource, EXTRA_PRICE_FIELD, type ExtraPrices, priceHere } from "./sellable.ts";

export { type DiscountSource, toDiscount } from "./sellable.ts";

export interface CountryPriceRow {
  country: CountryCode;
  available: boolean;
  price: number;
  tax: number;
  revenue: number;
  siteRevenue: number;
  manufacturingCost: number;
  shippingExpense: number;
  requiredDays: number;
  salesNumber: number;
}

interface Priced {
  prices: CountryPriceRow[];
  offer: DiscountSource | null;
  collection: DiscountSource | null;
}

/** The country's price row when the product is sold there. */
export function soldIn(product: Pick<Priced, "prices">, country: CountryCode): CountryPriceRow | null {
  return product.prices.find((p) => p.country === country && p.available) ?? null;
}

/**
 * The product's price in a country with the chosen extras (features, image), or null when it is
 * not sold there. Always through pricing.rules.ts.
 */
export function productPrice(
  product: Priced,
  country: CountryCode,
  extras: number[] = [],
  now: Date = new Date(),
): Price | null {
  const row = soldIn(product, country);
  if (!row) return null;
  return priceHere({ row, extras, offer: product.offer, collection: product.collection }, country, now);
}

const SORTS = ["newest", "priceAsc", "priceDesc", "bestSelling"] as const;
export type Sort = (typeof SORTS)[number];

/**
 * Sort names as clients send them: ours, the specs' mongo style (-createdAt, price, -price,
 * -salesNumber) and snake/kebab variants.
 */
const SORT_ALIASES: Record<string, Sort> = {
  newest: "newest",
  "-createdat": "newest",
  createdat: "newest",
  latest: "newest",
  priceasc: "priceAsc",
  price: "priceAsc",
  price_asc: "priceAsc",
  "price-asc": "priceAsc",
  pricedesc: "priceDesc",
  "-price": "priceDesc",
  price_desc: "priceDesc",
  "price-desc": "priceDesc",
  bestselling: "bestSelling",
  best_selling: "bestSelling",
  "best-selling": "bestSelling",
  "-salesnumber": "bestSelling",
  salesnumber: "bestSelling",
};

export function parseSort(value: string | null | undefined): Sort | null {
  if (!value) return "newest";
  return SORT_ALIASES[value.trim().toLowerCase()] ?? null;
}

export interface PageInfo {
  hasNext: boolean;
  totalCount: number;
  totalPages: number;
  page: number;
  limit: number;
}

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 60;

export function pageInfoOf(totalCount: number, page: number, limit: number): PageInfo {
  const totalPages = Math.max(1, Math.ceil(totalCount / limit));
  return { hasNext: page < totalPages, totalCount, totalPages, page, limit };
}

export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}

/** The pages a pager shows around the current one (first/last/previous/next are separate links). */
export function pageWindow(page: number, totalPages: number, size = 5): number[] {
  const half = Math.floor(size / 2);
  let start = Math.max(1, page - half);
  const end = Math.min(totalPages, start + size - 1);
  start = Math.max(1, end - size + 1);
  const pages: number[] = [];
  for (let p = start; p <= end; p++) pages.push(p);
  return pages;
}

/**
 * Uploaded images come in two widths side by side: `x-800.webp` has `x-400.webp`, banners
 * `x-1600.webp` have `x-800.webp`, category tiles `x-600.webp` have `x-300.webp`.
 */
const SMALLER: Record<string, string> = { "800": "400", "1600": "800", "600": "300" };

export function imageVariants(path: string): { src: string; srcSet: string | null } {
  const m = /^(.*)-(\d+)\.(webp|jpg|jpeg|png|avif)$/.exec(path);
  const small = m ? SMALLER[m[2]!] : undefined;
  if (!m || !small) return { src: path, srcSet: null };
  return { src: path, srcSet: `${m[1]}-${small}.${m[3]} ${small}w, ${path} ${m[2]}w` };
}

/** The sum of the extra prices of the chosen features in a country ('I design' options). */
export function extrasFor(
  features: Array<{ id: string } & ExtraPrices>,
  chosen: readonly string[],
  country: CountryCode,
): number[] {
  const key = EXTRA_PRICE_FIELD[country];
  const set = new Set(chosen);
  return features.filter((f) => set.has(f.id)).map((f) => f[key]);
}

/** One feature per property: a later choice of the same property replaces an earlier one. */
export function onePerProperty<T extends { id: string; property: string }>(
  features: readonly T[],
  chosen: readonly string[],
): string[] {
  const byProperty = new Map<string, string>();
  const byId = new Map(features.map((f) => [f.id, f]));
  for (const id of chosen) {
    const f = byId.get(id);
    if (f) byProperty.set(f.property, f.id);
  }
  return [...byProperty.values()];
}

/** Plain text from user input: tags removed, whitespace collapsed, trimmed. */
export function sanitizeText(text: string): string {
  return (
    text
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, "")
      .replace(/<\/?[a-zA-Z!][^>]*>/g, "")
      .replace(/[<>]/g, "")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "")
      .replace(/[ \t]+/g, " ")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}
