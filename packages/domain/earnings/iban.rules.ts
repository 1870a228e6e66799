/**
 * IBAN (ISO 13616) and SWIFT/BIC (ISO 9362) checks (decision 0061): pure functions, the codes of
 * what is wrong. Typed spaces are allowed; the stored form is upper-case without them.
 */

/** IBAN length per country, from the ISO 13616 registry (SWIFT, release of 2024). */
// biome-ignore format: the registry as a compact table
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22,
  IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20,
  LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28, NL: 18,
  NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31,
  SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29,
  VA: 22, VG: 24, XK: 20, YE: 30,
};

type IbanProblem = "IBAN_INVALID" | "IBAN_COUNTRY_UNKNOWN" | "IBAN_LENGTH" | "IBAN_CHECKSUM";

/** What was typed without spaces, upper-case. */
export const compactCode = (typed: string): string => typed.replace(/[\s-]+/g, "").toUpperCase();

/** The remainder of the IBAN's number (country and check digits moved to the end, letters as 10..35) by 97. */
function ibanRemainder(iban: string): number {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const value = Number.parseInt(char, 36);
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder;
}

/** Why a (compact) IBAN is not valid, or null when it is. */
export function ibanProblem(iban: string): IbanProblem | null {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return "IBAN_INVALID";
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (!length) return "IBAN_COUNTRY_UNKNOWN";
  if (iban.length !== length) return "IBAN_LENGTH";
  return ibanRemainder(iban) === 1 ? null : "IBAN_CHECKSUM";
}

/** The country (lower-case ISO code) an IBAN belongs to. */
export const ibanCountry = (iban: string): string => iban.slice(0, 2).toLowerCase();

/** An IBAN in groups of four, as banks print it. */
export const printIban = (iban: string): string => iban.replace(/(.{4})(?=.)/g, "$1 ");

/** SWIFT/BIC: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const isSwift = (code: string): boolean => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(code);
