/**
 * The one list contract of the admin API (decision 0106): every staff list is asked for with a
 * page, a page size, a sort (one of the list's sortable fields, a direction), an optional search
 * text and the list's own filters, and answers its items with the total. Parsed here, once, with
 * the list's filter schema; bad values are field errors on `options.*` or `filter.*`.
 */
import { z } from "zod";
import { parseInput } from "./input.ts";

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

export type SortDirection = "asc" | "desc";

/** What a list declares: the fields it sorts by (the first is the default) and its filters. */
export interface ListSpec<Sort extends string, Filter extends z.ZodType> {
  sortable: readonly [Sort, ...Sort[]];
  defaultDirection?: SortDirection;
  filter: Filter;
}

/** A parsed list request: what a service's query needs. */
export interface ListQuery<Sort extends string, Filter> {
  page: number;
  pageSize: number;
  /** Rows to skip: (page - 1) × pageSize. */
  offset: number;
  sort: Sort;
  direction: SortDirection;
  /** Trimmed search text, or null. */
  search: string | null;
  filter: Filter;
}

/** A page of a list. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The wire shape: `options` (ListOptions) and `filter` (the list's own input). */
export interface ListArgs {
  options?: {
    page?: number | null;
    pageSize?: number | null;
    sort?: string | null;
    direction?: string | null;
    search?: string | null;
  } | null;
  filter?: unknown;
}

const int = (min: number, max: number) =>
  z.number().int("INVALID_VALUE").min(min, "INVALID_VALUE").max(max, "INVALID_VALUE");

/** Parses a list request against its spec (400 with field codes on anything it cannot use). */
export function parseList<Sort extends string, Filter extends z.ZodType>(
  spec: ListSpec<Sort, Filter>,
  args: ListArgs,
): ListQuery<Sort, z.output<Filter>> {
  const schema = z.object({
    options: z
      .object({
        page: int(1, 100_000).nullish(),
        pageSize: int(1, MAX_PAGE_SIZE).nullish(),
        sort: z.enum(spec.sortable as [Sort, ...Sort[]], { error: "INVALID_VALUE" }).nullish(),
        direction: z.enum(["asc", "desc"], { error: "INVALID_VALUE" }).nullish(),
        search: z.string().trim().max(200, "INVALID_VALUE").nullish(),
      })
      .nullish(),
    filter: spec.filter,
  });
  const parsed = parseInput(schema, { options: args.options ?? {}, filter: args.filter ?? {} });
  const o = parsed.options ?? {};
  const page = o.page ?? 1;
  const pageSize = o.pageSize ?? DEFAULT_PAGE_SIZE;
  return {
    page,
    pageSize,
    offset: (page - 1) * pageSize,
    sort: o.sort ?? spec.sortable[0],
    direction: o.direction ?? spec.defaultDirection ?? "desc",
    search: o.search ? o.search : null,
    filter: (parsed as { filter: z.output<Filter> }).filter,
  };
}

/** The page answered for `query`. */
export const pageOf = <T>(query: ListQuery<string, unknown>, items: T[], total: number): ListPage<T> => ({
  items,
  total,
  page: query.page,
  pageSize: query.pageSize,
});

/** Text for a LIKE pattern, its wildcards taken literally. */
export const likeText = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
