/** The inputs of the back office's badges and tags (decision 0135); on a save an absent field stays. */
import { z } from "zod";
import { publicText } from "#kernel/fields.ts";
import { slugInput } from "./product-admin.schema.ts";

const name = publicText(60, { min: 1, code: "FIELD_REQUIRED" });

export const tagUpdateInput = z.object({ name, arName: name }).partial();
export const tagCreateInput = tagUpdateInput.required();

export const badgeUpdateInput = z
  .object({
    name,
    arName: name,
    code: slugInput,
    color: z
      .string({ error: "COLOR_INVALID" })
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, "COLOR_INVALID")
      .transform((c) => c.toUpperCase()),
  })
  .partial();
export const badgeCreateInput = badgeUpdateInput.required();
