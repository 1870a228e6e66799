/** Inputs of the catalogue queries: one zod schema each, shared by services, resolvers and forms. */
import { z } from "zod";
import { toWesternDigits } from "#i18n/format.ts";
import { hasBidiControls, withoutInvisibles } from "#kernel/fields.ts";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, parseSort, sanitizeText } from "./products.rules.ts";

/** Numbers may arrive as strings from a URL, with Arabic-Indic digits. */
const count = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? Number(toWesternDigits(v).replace(/[^\d]/g, "") || Number.NaN) : v),
    z.number().int().min(1).max(max).catch(fallback),
  );

const paginateSchema = z
  .object({
    page: count(1, 100_000),
    limit: count(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  })
  .catch({ page: 1, limit: DEFAULT_PAGE_SIZE });

const money = z.preprocess((v) => {
  if (v === null || v === undefined || v === "") return undefined;
  if (typeof v === "string") {
    const digits = toWesternDigits(v).replace(/[^\d]/g, "");
    return digits ? Number(digits) : undefined;
  }
  return v;
}, z.number().int().min(0).max(2_000_000_000).optional());

const idOrSlug = z.string().trim().min(1).max(200);

const propertyFilterSchema = z.object({
  property: z.string().trim().min(1).max(100),
  values: z.array(z.string().trim().min(1).max(100)).min(1).max(30),
});

export const productFilterSchema = z
  .object({
    categories: z.array(idOrSlug).max(50).optional(),
    category: idOrSlug.optional(),
    subCategory: idOrSlug.optional(),
    collection: idOrSlug.optional(),
    collections: z.array(idOrSlug).max(50).optional(),
    designer: idOrSlug.optional(),
    manufacturer: idOrSlug.optional(),
    tag: idOrSlug.optional(),
    /** Products of one offer (id), while it runs. */
    offer: z.string().uuid().optional(),
    properties: z.array(propertyFilterSchema).max(20).optional(),
    /** Only products with editions left. */
    inStock: z.boolean().optional(),
    /** Only products delivered within this many days in the current country (decision 0069). */
    deliveryDays: z.number().int().min(1).max(365).optional(),
    isIDesign: z.boolean().optional(),
    featured: z.boolean().optional(),
    /** Products with a running offer or collection discount (deals). */
    withDiscount: z.boolean().optional(),
    /** Products with a running offer only (getProductsWithOffer). */
    withOffer: z.boolean().optional(),
    /** Products shown on the home page. */
    inHome: z.boolean().optional(),
    exclude: z.array(z.string()).max(50).optional(),
    /** Only these products, ids or slugs (the recently viewed row, decision 0070). */
    products: z.array(idOrSlug).max(24).optional(),
    /** Price after discount in the current country's minor units. */
    from: money,
    to: money,
    /** Only prices above this (up-selling). */
    above: money,
    sort: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const sort = parseSort(v);
        if (!sort) {
          ctx.addIssue({ code: "custom", message: "INVALID_SORT" });
          return z.NEVER;
        }
        return sort;
      }),
    paginate: paginateSchema.optional(),
  })
  .refine((f) => f.from === undefined || f.to === undefined || f.from <= f.to, {
    message: "INVALID_PRICE_RANGE",
    path: ["from"],
  });

export type ProductFilterInput = z.input<typeof productFilterSchema>;
export type ProductFilter = z.output<typeof productFilterSchema>;

const REVIEW_TEXT_MAX = 2000;

export const addReviewSchema = z
  .object({
    user: z.string().optional(),
    product: z.string().uuid().optional(),
    post: z.string().uuid().optional(),
    type: z.enum(["review", "comment", "discussion"]).default("review"),
    /** Tags are stripped and whitespace collapsed before the length is checked. */
    text: z
      .string({ message: "FIELD_REQUIRED" })
      .refine((text) => !hasBidiControls(text), "UNSAFE_CHARACTERS")
      .transform((text) => sanitizeText(withoutInvisibles(text)))
      .pipe(
        z
          .string()
          .min(1, "FIELD_REQUIRED")
          .min(2, "REVIEW_TEXT_TOO_SHORT")
          .max(REVIEW_TEXT_MAX, "REVIEW_TEXT_TOO_LONG"),
      ),
    rating: z
      .number({ message: "REVIEW_RATING_RANGE" })
      .int("REVIEW_RATING_RANGE")
      .min(1, "REVIEW_RATING_RANGE")
      .max(5, "REVIEW_RATING_RANGE")
      .optional(),
    attachments: z.array(z.string().max(300)).max(5).default([]),
  })
  .superRefine((r, ctx) => {
    if (r.type === "review" && r.rating === undefined)
      ctx.addIssue({ code: "custom", path: ["rating"], message: "FIELD_REQUIRED" });
    if ((r.type === "review" || r.type === "discussion") && !r.product)
      ctx.addIssue({ code: "custom", path: ["product"], message: "REVIEW_TARGET_REQUIRED" });
    if (r.type === "comment" && !r.product && !r.post)
      ctx.addIssue({ code: "custom", path: ["post"], message: "REVIEW_TARGET_REQUIRED" });
  });

export type AddReviewInput = z.input<typeof addReviewSchema>;
