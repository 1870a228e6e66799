import { COUNTRIES, type CountryCode } from "#i18n/locales.ts";

/** The country whose currency is `currency` (formatMoney takes a country). */
export const countryOfCurrency = (currency: string): CountryCode =>
  (Object.keys(COUNTRIES) as CountryCode[]).find((c) => COUNTRIES[c].currency === currency) ?? "eg";
