/**
 * The one category input of the back office (decision 0119): create, save and the admin form
 * share its field names and error codes. On a save an absent field stays as it is.
 */
import { z } from "zod";
import { publicText } from "#kernel/fields.ts";
import { slugInput } from "./product-admin.schema.ts";

const name = publicText(120, { min: 1, code: "FIELD_REQUIRED" });
const longText = publicText(2000, { code: "TEXT_TOO_LONG" });

const fields = {
  name,
  arName: name,
  slug: slugInput,
  description: longText,
  arDescription: longText,
  /** The main category this one is under; null makes it a main category. */
  parent: z.uuid({ error: "CATEGORY_PARENT_INVALID" }).nullable(),
  /** Shown among the main categories even with a parent (the specs' `isMain`). */
  isMain: z.boolean({ error: "INVALID_VALUE" }),
  /** Hidden from the shop. */
  hidden: z.boolean({ error: "INVALID_VALUE" }),
};

export const categoryUpdateInput = z.object(fields).partial();
export type CategoryUpdateInput = z.output<typeof categoryUpdateInput>;

export const categoryCreateInput = z
  .object(fields)
  .partial()
  .required({ name: true, arName: true, slug: true });

export const categoryMoveInput = z.enum(["up", "down"], { error: "INVALID_VALUE" });
