import { toWesternDigits } from "#i18n/format.ts";

/** A typed amount as a number (Arabic digits and separators accepted); null when it is not one. */
export function amountOf(typed: string): number | null {
  const plain = toWesternDigits(typed)
    .replace(/٫/g, ".")
    .replace(/[٬,\s]/g, "");
  const amount = plain === "" ? Number.NaN : Number(plain);
  return Number.isFinite(amount) ? amount : null;
}
