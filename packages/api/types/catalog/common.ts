/** Shared catalogue GraphQL pieces: pagination input, page info, price range. */
import type { PageInfo } from "#domain/catalog/products.rules.ts";
import { builder, type GraphQLContext } from "../../builder.ts";
import { countryOf } from "../country.ts";

export const PaginateInput = builder.inputType("PaginateInput", {
  fields: (t) => ({
    page: t.int({ description: "1-based page number (default 1)" }),
    limit: t.int({ description: "Items per page, 1..60 (default 24)" }),
  }),
});

export const PropertyFilterInput = builder.inputType("PropertyFilterInput", {
  description: "A feature property and the values accepted (any of them)",
  fields: (t) => ({
    property: t.string({ required: true }),
    values: t.stringList({ required: true }),
  }),
});

export const PageInfoRef = builder.objectRef<PageInfo>("PageInfo").implement({
  fields: (t) => ({
    hasNext: t.exposeBoolean("hasNext"),
    totalCount: t.exposeInt("totalCount"),
    totalPages: t.exposeInt("totalPages"),
    page: t.exposeInt("page"),
    limit: t.exposeInt("limit"),
  }),
});

export const PriceRangeRef = builder.objectRef<{ min: number; max: number }>("PriceRange").implement({
  description: "Lowest and highest price after discount, in the current country's minor units",
  fields: (t) => ({ min: t.exposeInt("min"), max: t.exposeInt("max") }),
});

export const ISO = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** The page input as the services take it. */
export function paginateOf(p: { page?: number | null; limit?: number | null } | null | undefined) {
  return p ? { page: p.page ?? undefined, limit: p.limit ?? undefined } : undefined;
}

/** The builder's schema types, for helpers that add fields. */
export type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
export type FieldsOf<T> = PothosSchemaTypes.ObjectFieldBuilder<Types, T>;

/**
 * The context of an answer for the country asked: currentCountry, else availableIn, else the
 * accept-country header; the language of `lang` when given.
 */
export const withAskedCountry = (
  ctx: GraphQLContext,
  args: { currentCountry?: string | null; availableIn?: string | null; lang?: string | null },
): GraphQLContext => ({
  ...ctx,
  country: countryOf(args.currentCountry ?? args.availableIn, ctx),
  language: args.lang === "ar" || args.lang === "en" ? args.lang : ctx.language,
});
