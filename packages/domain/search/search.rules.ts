/** Search constants and pure rules: sort parsing, relevance tiers, keyword suggestions (hits: search-hit.view.ts). */

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

type SortField = "relevance" | "createdAt" | "price" | "sales" | "name";
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
