/** Listing filters in the URL (GET forms): read them for the API and for the form. */
import { toWesternDigits } from "#i18n/format.ts";
import type { VariablesOf } from "../../lib/shop-graphql.ts";
import type { LISTING_QUERY } from "./listing-loader.ts";

export const LISTING_PAGE_SIZE = 24;

export interface ListingState {
  page: number;
  sort: string;
  sub: string;
  /** "Property:Value" pairs. */
  f: string[];
  stock: boolean;
  /** Major units as typed (e.g. 1500 = EGP 1,500). */
  min: string;
  max: string;
  designer: string;
  collection: string;
  /** Delivered within this many days ("" = any). */
  days: string;
}

const SORTS = ["newest", "priceAsc", "priceDesc", "bestSelling"];

/** The sorts a listing offers and their labels (catalog namespace). */
export const SORT_LABELS: Record<string, string> = {
  newest: "listing.sortNewest",
  priceAsc: "listing.sortPriceAsc",
  priceDesc: "listing.sortPriceDesc",
  bestSelling: "listing.sortBestSelling",
};

const int = (value: string | null) => {
  const digits = toWesternDigits(value ?? "").replace(/[^\d]/g, "");
  return digits ? Number(digits) : null;
};

const days = (n: number | null) => (n && n >= 1 && n <= 365 ? String(n) : "");

export function readListing(url: URL, defaultSort = "newest"): ListingState {
  const p = url.searchParams;
  const sort = p.get("sort") ?? "";
  return {
    page: Math.max(1, Math.min(100_000, int(p.get("page")) ?? 1)),
    sort: SORTS.includes(sort) ? sort : defaultSort,
    sub: (p.get("sub") ?? "").slice(0, 100),
    f: p
      .getAll("f")
      .filter((v) => v.includes(":"))
      .slice(0, 30),
    stock: p.get("stock") === "1",
    min: int(p.get("min"))?.toString() ?? "",
    max: int(p.get("max"))?.toString() ?? "",
    designer: (p.get("designer") ?? "").slice(0, 100),
    collection: (p.get("collection") ?? "").slice(0, 100),
    days: days(int(p.get("days"))),
  };
}

/** The filterProducts variables of a listing state. */
export function listingVariables(state: ListingState): VariablesOf<typeof LISTING_QUERY> {
  const byProperty = new Map<string, string[]>();
  for (const pair of state.f) {
    const i = pair.indexOf(":");
    const property = pair.slice(0, i);
    const value = pair.slice(i + 1);
    byProperty.set(property, [...(byProperty.get(property) ?? []), value]);
  }
  const min = state.min ? Number(state.min) * 100 : undefined;
  const max = state.max ? Number(state.max) * 100 : undefined;
  const [from, to] = min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
  return {
    sort: state.sort,
    paginate: { page: state.page, limit: LISTING_PAGE_SIZE },
    subCategory: state.sub || undefined,
    properties: byProperty.size
      ? [...byProperty].map(([property, values]) => ({ property, values }))
      : undefined,
    inStock: state.stock || undefined,
    from,
    to,
    designer: state.designer || undefined,
    collection: state.collection || undefined,
    deliveryDays: state.days ? Number(state.days) : undefined,
  };
}
