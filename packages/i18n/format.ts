import { COUNTRIES, type CountryCode, intlLocale, type Language } from "./locales.ts";
import { writeDay, writeInteger, writeLongDate, writeMinor } from "./written.ts";

const moneyFormats = new Map<string, Intl.NumberFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The formatter kept under `key`, made the first time it is asked for. */
function kept<T>(formats: Map<string, T>, key: string, make: () => T): T {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/**
 * One date formatter per locale and options, made once: making one took 50 µs here against 1 µs
 * to use one again (several times both on a phone), and a list of orders, tickets or ledger lines
 * made one per date, on the server and again while the page hydrated.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(
    dateFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

/**
 * A price in minor units, in the country's currency, written for the language: Arabic puts the
 * Arabic currency sign after the number (١٬٢٣٤ ج.م is written 1,234 ج.م: Latin digits, see
 * docs/decisions/0003), English uses the ISO code (EGP 1,234).
 */
export function formatMoney(minor: number, country: CountryCode, lang: Language): string {
  const c = COUNTRIES[country];
  const amount = writeMinor(minor, c.minorDigits, lang) ?? intlAmount(minor, c.minorDigits, lang, country);
  return lang === "ar" ? `${amount} ${c.currencySymbols.ar}` : `${c.currencySymbols.en} ${amount}`;
}

/** What `writeMinor` leaves (a fraction of a minor unit): whole amounts without decimals. */
function intlAmount(minor: number, digits: number, lang: Language, country: CountryCode): string {
  const whole = minor % 10 ** digits === 0;
  const format = kept(
    moneyFormats,
    `${lang}-${country}-${whole}`,
    () =>
      new Intl.NumberFormat(intlLocale({ lang, country }), {
        minimumFractionDigits: whole ? 0 : digits,
        maximumFractionDigits: digits,
      }),
  );
  return format.format(minor / 10 ** digits);
}

export function formatNumber(value: number, lang: Language, country: CountryCode = "eg"): string {
  const written = writeInteger(value, lang);
  if (written !== null) return written;
  const locale = intlLocale({ lang, country });
  return kept(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value);
}

export function formatDate(date: Date | string, lang: Language, country: CountryCode = "eg"): string {
  const day = new Date(date);
  return (
    writeLongDate(day, lang, country) ??
    dateFormat(intlLocale({ lang, country }), { dateStyle: "long" }).format(day)
  );
}

/** A delivery day: "الجمعة، 27 نوفمبر", "Fri 27 November". */
export function formatDay(date: Date | string, lang: Language): string {
  const day = new Date(date);
  return (
    writeDay(day, lang) ??
    dateFormat(lang === "ar" ? "ar-EG-u-nu-latn" : "en-GB", {
      weekday: "short",
      day: "numeric",
      month: "long",
    }).format(day)
  );
}

/** Arabic-Indic and Persian digits to Western ones (the specs' numeric fields). */
export function toWesternDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

/**
 * A phone as pages show it: stored in E.164 since decision 0133 ("+201012345678"), shown as is;
 * one kept before (digits, with the address's code apart) gets its code in front.
 */
export function phoneForDisplay(phone: string | null | undefined, code?: string | null): string {
  if (!phone) return "";
  return phone.startsWith("+") ? phone : `${code ?? ""}${phone}`;
}
