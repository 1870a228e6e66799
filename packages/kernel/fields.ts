/**
 * zod helpers every input schema shares (decision 0073). Messages are error codes.
 */
import { z } from "zod";
import { hasBidiControls, withoutInvisibles } from "#i18n/bidi.ts";
import { toWesternDigits } from "#i18n/format.ts";

export { hasBidiControls, withoutInvisibles };

/** PostgreSQL's `integer`: the largest whole number a column of ours holds. */
export const MAX_INT32 = 2_147_483_647;

/**
 * A whole number between `min` and `max` (within 32 bits), given as a number or typed with any
 * digits ("١٢", " 12 "): not a number reads `NUMBERS_ONLY`, a fraction or one out of range `code`.
 */
export function intBetween(min: number, max: number, code = "NUMBER_OUT_OF_RANGE") {
  return z
    .union([z.number(), z.string()], { error: "NUMBERS_ONLY" })
    .transform((value, ctx) => wholeNumberIn(value, min, max, code, ctx));
}

/** The same, optional: null, undefined and an empty field read as null. */
export function optionalIntBetween(min: number, max: number, code = "NUMBER_OUT_OF_RANGE") {
  return z
    .union([z.number(), z.string()], { error: "NUMBERS_ONLY" })
    .nullish()
    .transform((value, ctx) =>
      value === null || value === undefined || value.toString().trim() === ""
        ? null
        : wholeNumberIn(value, min, max, code, ctx),
    );
}

function wholeNumberIn(value: number | string, min: number, max: number, code: string, ctx: z.RefinementCtx) {
  const low = Math.max(min, -MAX_INT32 - 1);
  const high = Math.min(max, MAX_INT32);
  const text = typeof value === "string" ? toWesternDigits(value).trim() : null;
  if (text !== null && !/^-?[0-9]+$/.test(text)) {
    ctx.addIssue({ code: "custom", message: "NUMBERS_ONLY" });
    return z.NEVER;
  }
  const n = text === null ? (value as number) : Number(text);
  if (!Number.isInteger(n) || n < low || n > high) {
    ctx.addIssue({ code: "custom", message: code });
    return z.NEVER;
  }
  return n;
}

/**
 * Text other people will see (names, reviews, product requests): trimmed, invisible characters
 * removed, bidirectional overrides refused with `UNSAFE_CHARACTERS`, then `min` to `max`
 * characters (`code` when not; `missing` when it is not a string).
 */
export function publicText(
  max: number,
  {
    code = "INVALID_VALUE",
    min = 0,
    missing = "FIELD_REQUIRED",
  }: { code?: string; min?: number; missing?: string } = {},
) {
  return z
    .string({ error: missing })
    .refine((text) => !hasBidiControls(text), "UNSAFE_CHARACTERS")
    .transform((text) => withoutInvisibles(text).trim())
    .pipe(z.string().min(min, code).max(max, code));
}
