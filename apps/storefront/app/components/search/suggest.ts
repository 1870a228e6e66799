/** The instant-search resource (routes/search/suggest.ts) and what it answers. */
import { localePath, type PageLocale } from "../../lib/locale.ts";

interface SuggestKeyword {
  keyword: string;
  /** "recent", "popular" or "category". */
  source: string;
  href: string;
}

interface SuggestProduct {
  id: string;
  name: string;
  image: string;
  /** After offers, in the current currency, formatted; null when not sold in the current country. */
  price: string | null;
  /** Before offers when there is a discount. */
  was: string | null;
  href: string;
}

export interface SuggestPayload {
  query: string;
  keywords: SuggestKeyword[];
  products: SuggestProduct[];
}

/** Where the instant search asks for suggestions (a resource route beside the search page). */
export const suggestPath = (locale: PageLocale) => localePath(locale, "/search/suggest");

/** The search page of a query. */
export const searchPagePath = (locale: PageLocale, query: string) =>
  `${localePath(locale, "/search")}?v=${encodeURIComponent(query)}`;

/** The query shown in the box: on the search pages, the one in the URL (v, or search on alpha). */
export function queryOfLocation(location: { pathname: string; search: string }): string {
  const last = location.pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  if (last !== "search" && last !== "alpha") return "";
  const params = new URLSearchParams(location.search);
  return (last === "alpha" ? params.get("search") : params.get("v")) ?? params.get("v") ?? "";
}
