/**
 * zod helpers every input schema shares (decision 0073). Messages are error codes.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
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

/** The countries whose numbers a phone typed without its country code may be (decision 0133). */
const PHONE_COUNTRIES = ["EG", "SA"] as const;
type PhoneCountry = (typeof PHONE_COUNTRIES)[number];

/**
 * A phone number as people type it ("010 1234 5678", "٠١٠١٢٣٤٥٦٧٨", "+966 50 123 4567",
 * "00201012345678", "1012345678") in one form, E.164 ("+201012345678"); null when it is no real
 * number. Without a country code it is read as `prefer`'s number when valid there, else as the first
 * of Egypt's and Saudi Arabia's plans where it is a mobile, else where it is valid (decision 0133).
 */
export function normalizePhone(typed: string, prefer?: string | null): string | null {
  const text = toWesternDigits(withoutInvisibles(typed))
    .replace(/[\s\-().\u00a0]/g, "")
    .replace(/^00/, "+");
  if (!/^\+?[0-9]{4,17}$/.test(text)) return null;
  if (text.startsWith("+")) {
    const parsed = parsePhoneNumberFromString(text);
    return parsed?.isValid() ? parsed.number : null;
  }
  const hint = prefer?.toUpperCase();
  const order = [...PHONE_COUNTRIES.filter((c) => c === hint), ...PHONE_COUNTRIES.filter((c) => c !== hint)];
  const valid = order.flatMap((country: PhoneCountry) => {
    const parsed = parsePhoneNumberFromString(text, country);
    return parsed?.isValid() ? [parsed] : [];
  });
  if (hint && valid[0]?.country === hint) return valid[0].number;
  const mobile = valid.find((p) => p.getType() === "MOBILE" || p.getType() === "FIXED_LINE_OR_MOBILE");
  const national = (mobile ?? valid[0])?.number;
  if (national) return national;
  // The country code typed without its "+" ("201012345678", "966501234567").
  const coded = /^(20|966)/.test(text) ? parsePhoneNumberFromString(`+${text}`) : undefined;
  return coded?.isValid() ? coded.number : null;
}

/** A required phone number, stored in E.164: empty reads `FIELD_REQUIRED`, no real number `PHONE_INVALID`. */
export const phoneField = z
  .string({ error: "FIELD_REQUIRED" })
  .trim()
  .min(1, "FIELD_REQUIRED")
  .transform((typed, ctx) => normalizePhone(typed) ?? invalidPhone(ctx));

/** The same, optional: null, undefined and an empty field read as null. */
export const optionalPhoneField = z
  .string({ error: "PHONE_INVALID" })
  .nullish()
  .transform((typed, ctx) => (typed?.trim() ? (normalizePhone(typed) ?? invalidPhone(ctx)) : null));

function invalidPhone(ctx: z.RefinementCtx): never {
  ctx.addIssue({ code: "custom", message: "PHONE_INVALID" });
  return z.NEVER;
}

/**
 * An object's phone read as its country's number when typed without its code (an address in Saudi
 * Arabia, a B2B enquiry from there): `.transform(phoneOfCountry)` on an object whose `phone` is the
 * typed text, checked by `phoneText` / `optionalPhoneText` (decision 0133).
 */
export function phoneOfCountry<T extends { phone?: string | null; country?: string | null }>(
  value: T,
  ctx: z.RefinementCtx,
): T {
  if (!value.phone?.trim()) return { ...value, phone: value.phone ? null : value.phone };
  const phone = normalizePhone(value.phone, countryCodeOf(value.country));
  if (phone) return { ...value, phone };
  ctx.addIssue({ code: "custom", path: ["phone"], message: "PHONE_INVALID" });
  return z.NEVER;
}

/** The address forms' country values ("sa", "saudi", "SA") as a two-letter code. */
function countryCodeOf(country: string | null | undefined): string | null {
  const c = country?.toLowerCase();
  if (!c) return null;
  return ({ egypt: "eg", saudi: "sa", emirates: "ae" } as Record<string, string>)[c] ?? c;
}

/** A phone's text, kept as typed for `phoneOfCountry`: required, and a real number somewhere. */
export const phoneText = z
  .string({ error: "FIELD_REQUIRED" })
  .trim()
  .min(1, "FIELD_REQUIRED")
  .refine((typed) => normalizePhone(typed) !== null, "PHONE_INVALID");
