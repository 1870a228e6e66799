/** Search constants and pure rules: sort parsing, relevance tiers, hits with their prices. */
import { COUNTRY_CODES, type CountryCode } from "#i18n/locales.ts";
import { type DiscountSource, priceHere } from "../catalog/catalog.api.ts";
import type { Price } from "../pricing/pricing.api.ts";

/** The specs: a search is sent after a 1000 ms pause in typing. */
export const SEARCH_DELAY_MS = 1000;
/** The specs: 5 keywords and 5 products in the instant suggestions. */
export const SUGGESTED_KEYWORDS = 5;
export const SUGGESTED_PRODUCTS = 5;
/** Shown when a product has no image (apps/storefront/public). */
export const FALLBACK_PRODUCT_IMAGE = "/images/product-fallback.svg";
/** A keyword becomes a suggestion for everybody once searched this often with results. */
export const MIN_SUGGESTION_SEARCHES = 2;
/** Recent searches kept per user. */
export const RECENT_SEARCHES_KEPT = 20;
/** Results per page on the search pages and globalSearch. */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 48;
/** Typo correction: only words this long are corrected, with at most this many alternatives. */
export const MIN_TYPO_WORD_LENGTH = 4;
export const MAX_TYPO_ALTERNATIVES = 3;

export type SortField = "relevance" | "createdAt" | "price" | "sales" | "name";
export interface Sort {
  field: SortField;
  descending: boolean;
}

const SORT_ALIASES: Record<string, SortField> = {
  relevance: "relevance",
  createdat: "createdAt",
  price: "price",
  sales: "sales",
  salesnumber: "sales",
  popularity: "sales",
  name: "name",
};

/** The specs' default sort of globalSearch. */
export const DEFAULT_SORT = "-createdAt";

/**
 * Reads a sort like "-createdAt" or "price". Without an explicit sort a search with text is
 * ranked by relevance, one without text by the specs' default -createdAt. Unknown values fall
 * back the same way (a sort is never an error).
 */
export function parseSort(sort: string | null | undefined, hasText: boolean): Sort {
  const fallback: Sort = hasText
    ? { field: "relevance", descending: true }
    : { field: "createdAt", descending: true };
  if (!sort) return fallback;
  const trimmed = sort.trim();
  const descending = trimmed.startsWith("-");
  const field = SORT_ALIASES[trimmed.replace(/^[-+]/, "").toLowerCase()];
  if (!field) return fallback;
  if (field === "relevance") return hasText ? { field, descending: true } : fallback;
  return { field, descending };
}

/** The written form of a sort, for links and forms. */
export function sortText(sort: Sort): string {
  return `${sort.descending ? "-" : ""}${sort.field}`;
}

/**
 * Relevance tiers, best first: the whole query inside a product name; every word in a name; every
 * word anywhere (category, designer, tags); only after typo correction. Within a tier: available in
 * the current country first, then popularity (sales there), then text rank, then newest.
 */
export const TIER = { phraseInName: 3, allWordsInName: 2, allWords: 1, corrected: 0 } as const;

export interface DiscountRow {
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

export interface KeywordSuggestion {
  keyword: string;
  normalized: string;
  /** Where it comes from: the user's own recent searches, popular searches, or a category name. */
  source: "recent" | "popular" | "category";
}

/** Merges suggestion sources in order, one per normalised form, at most `limit`. */
export function mergeKeywords(lists: KeywordSuggestion[][], limit = SUGGESTED_KEYWORDS): KeywordSuggestion[] {
  const seen = new Set<string>();
  const out: KeywordSuggestion[] = [];
  for (const list of lists)
    for (const k of list) {
      if (out.length >= limit) return out;
      if (!k.normalized || seen.has(k.normalized)) continue;
      seen.add(k.normalized);
      out.push(k);
    }
  return out;
}
