import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The search pages (the specs' search?v= and alpha?search=, one component) and the instant-search
 * resource; `id` keeps the plain and prefixed copies apart (see routes.ts).
 */
export function searchPages(id: string): RouteConfigEntry[] {
  return [
    route("search", "routes/search/search.tsx", { id: `${id}search` }),
    route("alpha", "routes/search/search.tsx", { id: `${id}alpha` }),
    route("search/suggest", "routes/search/suggest.ts", { id: `${id}search-suggest` }),
  ];
}
