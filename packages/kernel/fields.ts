/**
 * zod helpers every input schema shares (decision 0073). Messages are error codes.
 */
import { z } from "zod";
import { toWesternDigits } from "#i18n/format.ts";

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

/** Overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder the text around them. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
/** Invisible marks with no place in a name or a review: zero-width space, LRM, RLM, BOM. */
const INVISIBLE = /[\u200B\u200E\u200F\uFEFF]/g;
/** A run of ZWNJ/ZWJ: one is enough. */
const JOINER_RUNS = /([\u200C\u200D])[\u200C\u200D]+/g;
/** ZWNJ/ZWJ that are not between two letters, marks or emoji: they only hide things there. */
const STRAY_JOINERS =
  /(?<![\p{L}\p{M}\p{Extended_Pictographic}])[\u200C\u200D]|[\u200C\u200D](?![\p{L}\p{M}\p{Extended_Pictographic}])/gu;

export const hasBidiControls = (text: string): boolean => BIDI_CONTROLS.test(text);

/**
 * Text with the invisible characters removed: ZWNJ and ZWJ stay only between two letters (Arabic
 * script needs them: Persian and Urdu names) or emoji (ZWJ joins them), one at a time.
 */
export const withoutInvisibles = (text: string): string =>
  text.replace(INVISIBLE, "").replace(JOINER_RUNS, "$1").replace(STRAY_JOINERS, "");

/**
 * Text other people will see (names, reviews, comments): trimmed, invisible characters removed,
 * bidirectional overrides refused with `UNSAFE_CHARACTERS`, at most `max` characters.
 */
export function publicText(max: number, tooLong = "INVALID_VALUE") {
  return z
    .string({ error: "FIELD_REQUIRED" })
    .refine((text) => !hasBidiControls(text), "UNSAFE_CHARACTERS")
    .transform((text) => withoutInvisibles(text).trim())
    .pipe(z.string().max(max, tooLong));
}
