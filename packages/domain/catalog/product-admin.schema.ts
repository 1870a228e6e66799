/**
 * The one product input of the back office (decision 0117): the admin form, the admin API and the
 * CSV import share its field names and error codes. Money is integer minor units of each
 * country's currency; prices are keyed by country, so a field error reads `prices.sa.revenue`.
 * Every field is optional on update: what is absent stays as it is.
 */
import { z } from "zod";
import { COUNTRY_CODES } from "#i18n/locales.ts";
import { intBetween, MAX_INT32, publicText } from "#kernel/fields.ts";

/** A product's stock at or under this (and above 0) is "low" in the back office's list. */
export const LOW_STOCK = 5;
export const MAX_EDITION = 1_000_000;
const MAX_MONEY = MAX_INT32;

const flag = z.boolean({ error: "INVALID_VALUE" });
const money = intBetween(0, MAX_MONEY);
const id = (code: string) => z.uuid({ error: code });

export const priceRowInput = z.object({
  available: flag,
  price: money,
  tax: money.default(0),
  revenue: money.default(0),
  siteRevenue: money.default(0),
  manufacturingCost: money.default(0),
  /** Delivery time in days. */
  requiredDays: intBetween(0, 365).default(7),
});
export type PriceRowInput = z.output<typeof priceRowInput>;

/** Lower-case Latin letters, digits and single hyphens: the product's address in the store. */
export const slugInput = z
  .string({ error: "FIELD_REQUIRED" })
  .trim()
  .toLowerCase()
  .min(1, "FIELD_REQUIRED")
  .max(120, "TEXT_TOO_LONG")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "SLUG_INVALID");

const name = publicText(200, { min: 1, code: "FIELD_REQUIRED" });
const longText = publicText(5000, { code: "TEXT_TOO_LONG" });
const listLines = z.array(publicText(300, { min: 1, code: "TEXT_TOO_LONG" })).max(20, "TEXT_TOO_LONG");

const fields = {
  name,
  arName: name,
  slug: slugInput,
  description: longText,
  arDescription: longText,
  briefDescription: publicText(500, { code: "TEXT_TOO_LONG" }),
  arBriefDescription: publicText(500, { code: "TEXT_TOO_LONG" }),
  /** A main category or a subcategory (then its parent is the product's category). */
  category: id("CATEGORY_NOT_FOUND").nullable(),
  egyptOnly: flag,
  isAvailableForCod: flag,
  featured: flag,
  inHome: flag,
  availableEdition: intBetween(0, MAX_EDITION),
  maxPerOrder: intBetween(1, 1000),
  lists: listLines,
  arLists: listLines,
  badges: z.array(id("BADGE_NOT_FOUND")).max(20),
  tags: z.array(id("TAG_NOT_FOUND")).max(50),
  prices: z.object(
    Object.fromEntries(COUNTRY_CODES.map((c) => [c, priceRowInput.optional()])) as Record<
      (typeof COUNTRY_CODES)[number],
      z.ZodOptional<typeof priceRowInput>
    >,
  ),
};

/** What a save may change: any of the fields. */
export const productUpdateInput = z.object(fields).partial();
export type ProductUpdateInput = z.output<typeof productUpdateInput>;

/** A new product: names, slug and the Egyptian price at least. */
export const productCreateInput = z
  .object(fields)
  .partial()
  .required({ name: true, arName: true, slug: true })
  .superRefine((p, ctx) => {
    if (!p.prices?.eg)
      ctx.addIssue({ code: "custom", path: ["prices", "eg", "price"], message: "EGYPT_PRICE_REQUIRED" });
  });
export type ProductCreateInput = z.output<typeof productCreateInput>;

/** Images' and features' extra prices per country (minor units). */
export const extraPricesInput = z.object({
  egExtraPrice: money.default(0),
  suExtraPrice: money.default(0),
  emExtraPrice: money.default(0),
});

export const imageInput = z
  .object({
    primaryImage: flag,
    featured: flag,
    /** The option (feature) stage this picture shows, 0 for none. */
    stage: intBetween(0, 100),
    displayOrder: intBetween(0, 10_000),
  })
  .partial()
  .extend(extraPricesInput.partial().shape);

export const featureInput = z
  .object({
    property: name,
    arProperty: name,
    value: name,
    arValue: name,
    description: longText.default(""),
    arDescription: longText.default(""),
    stage: intBetween(0, 100).default(0),
  })
  .extend(extraPricesInput.shape);
export type FeatureInput = z.output<typeof featureInput>;
