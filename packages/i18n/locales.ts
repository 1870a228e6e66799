/**
 * Languages, countries, currencies and the locale prefix, as data: the one list every
 * other module reads. Nothing else switches on these strings.
 */

export const LANGUAGES = ["ar", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

export const COUNTRY_CODES = ["eg", "sa", "ae"] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export type Currency = "EGP" | "SAR" | "AED";

interface Country {
  code: CountryCode;
  /** The specs' long name: egypt, saudi, emirates. */
  name: "egypt" | "saudi" | "emirates";
  /** Value of the accept-country header. */
  header: "EG" | "SA" | "AE";
  /** Suffix of the specs' per-country fields: egPrice, suPrice, emPrice. */
  fieldPrefix: "eg" | "su" | "em";
  currency: Currency;
  /** Digits after the decimal point of the currency (minor units). */
  minorDigits: 2;
  /** Whether the store sells there now (the Emirates are modelled but switched off). */
  enabled: boolean;
  /** Where the country's days start (IANA): an order's day is its day there (decision 0121). */
  timeZone: string;
  names: Record<Language, string>;
  currencyNames: Record<Language, string>;
  currencySymbols: Record<Language, string>;
}

export const COUNTRIES: Record<CountryCode, Country> = {
  eg: {
    code: "eg",
    name: "egypt",
    header: "EG",
    fieldPrefix: "eg",
    currency: "EGP",
    minorDigits: 2,
    enabled: true,
    timeZone: "Africa/Cairo",
    names: { ar: "مصر", en: "Egypt" },
    currencyNames: { ar: "جنيه مصري", en: "Egyptian pound" },
    currencySymbols: { ar: "ج.م", en: "EGP" },
  },
  sa: {
    code: "sa",
    name: "saudi",
    header: "SA",
    fieldPrefix: "su",
    currency: "SAR",
    minorDigits: 2,
    enabled: true,
    timeZone: "Asia/Riyadh",
    names: { ar: "السعودية", en: "Saudi Arabia" },
    currencyNames: { ar: "ريال سعودي", en: "Saudi riyal" },
    currencySymbols: { ar: "ر.س", en: "SAR" },
  },
  ae: {
    code: "ae",
    name: "emirates",
    header: "AE",
    fieldPrefix: "em",
    currency: "AED",
    minorDigits: 2,
    enabled: false,
    timeZone: "Asia/Dubai",
    names: { ar: "الإمارات", en: "United Arab Emirates" },
    currencyNames: { ar: "درهم إماراتي", en: "UAE dirham" },
    currencySymbols: { ar: "د.إ", en: "AED" },
  },
};

export const ENABLED_COUNTRIES: CountryCode[] = COUNTRY_CODES.filter((c) => COUNTRIES[c].enabled);

export const DEFAULT_LANGUAGE: Language = "ar";
export const DEFAULT_COUNTRY: CountryCode = "eg";
/** The specs: the API's accept-language defaults to en. */
export const DEFAULT_API_LANGUAGE: Language = "en";

export interface Locale {
  lang: Language;
  country: CountryCode;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === "string" && (COUNTRY_CODES as readonly string[]).includes(value);
}

export function dirOf(lang: Language): "rtl" | "ltr" {
  return lang === "ar" ? "rtl" : "ltr";
}

export function localePrefix(locale: Locale): string {
  return `${locale.lang}-${locale.country}`;
}

type PrefixParse =
  | { kind: "ok"; locale: Locale }
  /** A known locale that the store answers elsewhere (ae, a language-only segment). */
  | { kind: "redirect"; locale: Locale }
  | { kind: "invalid" };

/**
 * Reads the first path segment as a locale prefix. `en-eg` is ok, `en-ae` redirects to en-eg
 * (the Emirates are switched off), `en` alone means en-eg, anything else is invalid.
 */
export function parseLocalePrefix(segment: string): PrefixParse {
  const lower = segment.toLowerCase();
  if (isLanguage(lower)) return { kind: "redirect", locale: { lang: lower, country: DEFAULT_COUNTRY } };
  const match = /^([a-z]{2})-([a-z]{2})$/.exec(lower);
  if (!match) return { kind: "invalid" };
  const [, lang, country] = match;
  if (!isLanguage(lang) || !isCountryCode(country)) return { kind: "invalid" };
  if (!COUNTRIES[country].enabled)
    return { kind: "redirect", locale: { lang: "en", country: DEFAULT_COUNTRY } };
  if (segment !== lower) return { kind: "redirect", locale: { lang, country } };
  return { kind: "ok", locale: { lang, country } };
}

/** Reads the accept-country header value (EG, SA, AE); unknown values are ignored. */
export function countryFromHeader(value: string | null | undefined): CountryCode | undefined {
  if (!value) return undefined;
  const upper = value.trim().toUpperCase();
  return COUNTRY_CODES.find((c) => COUNTRIES[c].header === upper);
}

/** Reads the accept-language header (en, ar, or a list like "ar-EG,ar;q=0.9"). */
export function languageFromHeader(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const first = value.split(",")[0]?.trim().slice(0, 2).toLowerCase();
  return isLanguage(first) ? first : undefined;
}

/** The BCP 47 tag used with Intl: Latin digits everywhere (see docs/decisions/0003). */
export function intlLocale(locale: Locale): string {
  return `${locale.lang}-${COUNTRIES[locale.country].header}-u-nu-latn`;
}
