import { COUNTRIES, COUNTRY_CODES, type CountryCode } from "#i18n/locales.ts";
import { DomainError } from "#kernel/errors.ts";

/**
 * The specs pass the current country as a string: eg/sa/ae, the long names egypt/saudi/emirates,
 * or the header form EG/SA/AE. All are accepted; an unknown or switched-off one is the specs'
 * 500 'This currency is not available in site!.'.
 */
export function parseCountry(value: string): CountryCode {
  const text = value.trim().toLowerCase();
  const found = COUNTRY_CODES.find((c) => c === text || COUNTRIES[c].name === text);
  if (!found || !COUNTRIES[found].enabled) throw new DomainError("CURRENCY_NOT_AVAILABLE", 500);
  return found;
}

/** The argument when given, else the accept-country header's country. */
export function countryOf(arg: string | null | undefined, ctx: { country: CountryCode }): CountryCode {
  return arg ? parseCountry(arg) : ctx.country;
}
