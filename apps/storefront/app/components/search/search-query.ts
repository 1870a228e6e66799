/** The search pages' URL (query, filters, sort, page) read for the API and for the form. */

import { DEFAULT_PAGE_SIZE } from "#domain/search/search.rules.ts";
import { toWesternDigits } from "#i18n/format.ts";
import type { PageLocale } from "../../lib/locale.ts";

const SEARCH_SORTS = ["relevance", "newest", "priceAsc", "priceDesc", "bestSelling"] as const;
type SearchSort = (typeof SEARCH_SORTS)[number];

/** The page's sort → globalSearch's sort ("" = the API's default: relevance with text, else newest). */
const API_SORT: Record<SearchSort, string> = {
  relevance: "relevance",
  newest: "-createdAt",
  priceAsc: "price",
  priceDesc: "-price",
  bestSelling: "-sales",
};

export interface SearchState {
  /** The query parameter of this page: v on search, search on alpha (the specs). */
  param: "v" | "search";
  query: string;
  page: number;
  sort: SearchSort | "";
  category: string;
  /** Major units as typed. */
  min: string;
  max: string;
  /** Only what is sold in the current country. */
  here: boolean;
}

const int = (value: string | null) => {
  const digits = toWesternDigits(value ?? "")
    .replace(/[^\d]/g, "")
    .slice(0, 9);
  return digits ? Number(digits) : null;
};

export function readSearch(url: URL): SearchState {
  const p = url.searchParams;
  const param = url.pathname.replace(/\/+$/, "").endsWith("/alpha") ? "search" : "v";
  const sort = p.get("sort") ?? "";
  return {
    param,
    query: (p.get(param) ?? p.get(param === "v" ? "search" : "v") ?? "").slice(0, 200),
    page: Math.max(1, Math.min(10_000, int(p.get("page")) ?? 1)),
    sort: (SEARCH_SORTS as readonly string[]).includes(sort) ? (sort as SearchSort) : "",
    category: (p.get("category") ?? "").slice(0, 100),
    min: int(p.get("min"))?.toString() ?? "",
    max: int(p.get("max"))?.toString() ?? "",
    here: p.get("here") === "1",
  };
}

/** A fresh search from the search box (only the query in the URL): the one newSearchKeyword records. */
export function isFreshSearch(url: URL, state: SearchState): boolean {
  return !!state.query.trim() && [...url.searchParams.keys()].every((k) => k === state.param);
}

export function isFiltered(state: SearchState): boolean {
  return !!(state.category || state.min || state.max || state.here);
}

export function searchVariables(state: SearchState, locale: PageLocale): Record<string, unknown> {
  const min = state.min ? Number(state.min) * 100 : undefined;
  const max = state.max ? Number(state.max) * 100 : undefined;
  const [priceFrom, priceTo] = min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
  return {
    searchText: state.query,
    filter: {
      availableIn: state.here ? locale.country : undefined,
      lang: locale.lang,
      category: state.category || undefined,
      priceFrom,
      priceTo,
    },
    sort: state.sort ? API_SORT[state.sort] : undefined,
    paginate: { page: state.page, limit: DEFAULT_PAGE_SIZE },
  };
}
