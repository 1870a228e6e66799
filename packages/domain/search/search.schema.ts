/**
 * Inputs of the search use cases. Search text is never rejected: anything a shopper types is
 * accepted here and reduced to safe words by normalize.rules.ts (length capped there too).
 */
import { z } from "zod";
import { COUNTRY_CODES } from "#i18n/locales.ts";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./search.rules.ts";

/** parseInput's option for search inputs: control characters are removed, never refused. */
export const TEXT_NEVER_REFUSED = { controlCharacters: "remove" } as const;

/** Free text from a shopper: any string (null = none), cut to a sane size before anything else. */
const searchText = z
  .string()
  .nullish()
  .transform((s) => (s ?? "").slice(0, 1000));

const optionalText = z
  .string()
  .nullish()
  .transform((s) => s?.trim() || undefined);

const country = z.enum(COUNTRY_CODES).nullish();

const minor = z.number().int().min(0).max(1_000_000_000).nullish();

const FilterObject = z.object({
  /** Only products sold in this country (the resolver reads eg/egypt/EG). */
  availableIn: country,
  /** The language of names for sorting by name (ar, en). */
  lang: z.enum(["ar", "en"]).nullish(),
  /** A category or subcategory, by slug or id. */
  category: optionalText,
  /** Price range in minor units, after offers and collection discounts (decision 0033). */
  priceFrom: minor,
  priceTo: minor,
});

const SearchFilterSchema = FilterObject.nullish().transform(
  (f): z.output<typeof FilterObject> => f ?? { availableIn: undefined, category: undefined },
);

const PaginateSchema = z
  .object({
    page: z.number().int().min(1).max(10_000).nullish(),
    limit: z.number().int().min(1).max(MAX_PAGE_SIZE).nullish(),
  })
  .nullish()
  .transform((p) => ({ page: p?.page ?? 1, limit: p?.limit ?? DEFAULT_PAGE_SIZE }));

export const GlobalSearchSchema = z.object({
  searchText,
  filter: SearchFilterSchema,
  sort: optionalText,
  paginate: PaginateSchema,
});
export type GlobalSearchInput = z.input<typeof GlobalSearchSchema>;

export const SuggestionsSchema = z.object({ text: searchText });

export const NewSearchKeywordSchema = z.object({ keyword: searchText });

export const SearchAllProductsSchema = z.object({ value: searchText, availableIn: country });

export const SearchUserSchema = z.object({
  value: searchText,
  role: z.enum(["customer", "designer", "manufacturer"]).nullish(),
});
