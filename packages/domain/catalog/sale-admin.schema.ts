/**
 * The inputs of the back office's collections and offers (decision 0134): create, save and the
 * admin forms share these field names and error codes. On a save an absent field stays as it is.
 */
import { z } from "zod";
import { publicText } from "#kernel/fields.ts";
import { slugInput } from "./product-admin.schema.ts";

const title = publicText(120, { min: 1, code: "FIELD_REQUIRED" });
const longText = publicText(2000, { code: "TEXT_TOO_LONG" });

/** A moment as ISO 8601 text (the forms send the admin's local day start or end). */
const moment = z
  .string({ error: "FIELD_REQUIRED" })
  .trim()
  .min(1, "FIELD_REQUIRED")
  .refine((v) => !Number.isNaN(Date.parse(v)), "DATE_INVALID")
  .transform((v) => new Date(v));

/** A whole percentage taken off the list price; the tables allow 100, the screens stop at 90. */
export const MAX_SALE_DISCOUNT = 90;
const discount = z
  .number({ error: "DISCOUNT_OUT_OF_RANGE" })
  .int("DISCOUNT_OUT_OF_RANGE")
  .min(0, "DISCOUNT_OUT_OF_RANGE")
  .max(MAX_SALE_DISCOUNT, "DISCOUNT_OUT_OF_RANGE");

const common = {
  slug: slugInput,
  title,
  arTitle: title,
  discount,
  status: z.enum(["active", "inactive"], { error: "INVALID_VALUE" }),
  startDate: moment,
  endDate: moment,
};

const collectionFields = { ...common, description: longText, arDescription: longText };
const offerFields = { ...common, inHome: z.boolean({ error: "INVALID_VALUE" }) };

const required = {
  slug: true,
  title: true,
  arTitle: true,
  discount: true,
  startDate: true,
  endDate: true,
} as const;

export const collectionUpdateInput = z.object(collectionFields).partial();
export const collectionCreateInput = collectionUpdateInput.required(required);
export const offerUpdateInput = z.object(offerFields).partial();
export const offerCreateInput = offerUpdateInput.required(required);

/** Products added to or removed from a sale: 1 to 100 product ids. */
export const saleProductsInput = z
  .array(z.uuid({ error: "PRODUCT_NOT_FOUND" }), { error: "INVALID_VALUE" })
  .min(1, "FIELD_REQUIRED")
  .max(100, "INVALID_VALUE");

/** The list's tabs: the sale's state now (decision 0134). */
export const SALE_STATES = ["running", "scheduled", "ended", "paused"] as const;
export type SaleState = (typeof SALE_STATES)[number];
