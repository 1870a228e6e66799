/** The filters applied to a listing (its chips) and the address of the page without each one. */
import type { ListingState } from "./listing-query.ts";
import type { FacetOption, ListingFacets } from "./types.ts";

export type Applied =
  | { kind: "sub" | "designer" | "collection"; param: string; value: string; option?: FacetOption }
  | { kind: "option"; param: "f"; value: string; property: string; arProperty: string; option?: FacetOption }
  | { kind: "price"; min: string; max: string }
  | { kind: "days"; days: number }
  | { kind: "stock" };

/** One entry per chip, in the order of the filter column. */
export function appliedFilters(state: ListingState, facets: ListingFacets): Applied[] {
  const applied: Applied[] = [];
  const find = (options: FacetOption[], value: string) => options.find((o) => o.key === value);
  if (state.sub)
    applied.push({
      kind: "sub",
      param: "sub",
      value: state.sub,
      option: find(facets.subCategories, state.sub),
    });
  for (const value of state.f) {
    const i = value.indexOf(":");
    const property = value.slice(0, i);
    const group = facets.options.find((g) => g.property === property);
    applied.push({
      kind: "option",
      param: "f",
      value,
      property,
      arProperty: group?.arProperty ?? property,
      option: group?.values.find((v) => v.key === value.slice(i + 1)),
    });
  }
  if (state.min || state.max) applied.push({ kind: "price", min: state.min, max: state.max });
  if (state.days) applied.push({ kind: "days", days: Number(state.days) });
  if (state.stock) applied.push({ kind: "stock" });
  if (state.designer)
    applied.push({
      kind: "designer",
      param: "designer",
      value: state.designer,
      option: find(facets.designers, state.designer),
    });
  if (state.collection)
    applied.push({
      kind: "collection",
      param: "collection",
      value: state.collection,
      option: find(facets.collections, state.collection),
    });
  return applied;
}

/** The query string (with "?", or "") of `search` without one applied filter, back on page 1. */
export function searchWithout(search: string, applied: Applied): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  switch (applied.kind) {
    case "price":
      params.delete("min");
      params.delete("max");
      break;
    case "days":
      params.delete("days");
      break;
    case "stock":
      params.delete("stock");
      break;
    default: {
      const kept = params.getAll(applied.param).filter((v) => v !== applied.value);
      params.delete(applied.param);
      for (const v of kept) params.append(applied.param, v);
    }
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The query string without any filter: only the sort stays. */
export function searchWithoutFilters(search: string): string {
  const sort = new URLSearchParams(search).get("sort");
  return sort ? `?${new URLSearchParams({ sort })}` : "";
}
