/**
 * The few shapes the storefront's main pages write, by hand, the way ICU writes them for our
 * languages and countries (decision 0093): a browser's first `Intl` formatter costs 50-90 ms
 * while the page hydrates. The tests compare each shape with `Intl`'s own output.
 */
import type { CountryCode, Language } from "./locales.ts";

const MONTHS: Record<Language, readonly string[]> = {
  ar: [
    "يناير",
    "فبراير",
    "مارس",
    "أبريل",
    "مايو",
    "يونيو",
    "يوليو",
    "أغسطس",
    "سبتمبر",
    "أكتوبر",
    "نوفمبر",
    "ديسمبر",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};

/** Short weekday names, Sunday first (Arabic's short names are its full names). */
const WEEKDAYS: Record<Language, readonly string[]> = {
  ar: ["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"],
  en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
};

/** English in the Emirates writes the day before the month (29 November 2026). */
const ENGLISH_DAY_FIRST: Record<CountryCode, boolean> = { eg: false, sa: false, ae: true };

/** Latin digits grouped by threes: "1234567" → "1,234,567". */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** ICU marks Arabic's minus sign left-to-right, so it stays before the digits in RTL text. */
function signed(text: string, negative: boolean, lang: Language): string {
  if (!negative) return text;
  return lang === "ar" ? `\u200E-${text}` : `-${text}`;
}

/**
 * An amount in minor units with `digits` minor digits: whole amounts without decimals, others
 * with all of them (1,234 and 22,016.50). `null` when `minor` is not a safe integer.
 */
export function writeMinor(minor: number, digits: number, lang: Language): string | null {
  if (!Number.isSafeInteger(minor)) return null;
  const scale = 10 ** digits;
  const size = Math.abs(minor);
  const fraction = size % scale;
  const text =
    grouped(String(Math.floor(size / scale))) +
    (fraction ? `.${String(fraction).padStart(digits, "0")}` : "");
  return signed(text, minor < 0, lang);
}

/** A whole number grouped by threes; `null` for anything else. */
export function writeInteger(value: number, lang: Language): string | null {
  if (!Number.isSafeInteger(value)) return null;
  return signed(grouped(String(Math.abs(value))), value < 0, lang);
}

/** Dates ICU writes in another era or form (before year 1000) or cannot write: left to `Intl`. */
function plainDate(date: Date): boolean {
  const year = date.getFullYear();
  return Number.isFinite(year) && year >= 1000;
}

/** A long date in the runtime's time zone, as `dateStyle: "long"` writes it; `null` if not plain. */
export function writeLongDate(date: Date, lang: Language, country: CountryCode): string | null {
  if (!plainDate(date)) return null;
  const day = date.getDate();
  const month = MONTHS[lang][date.getMonth()];
  const year = date.getFullYear();
  if (lang === "en" && !ENGLISH_DAY_FIRST[country]) return `${month} ${day}, ${year}`;
  return `${day} ${month} ${year}`;
}

/** A delivery day: "الجمعة، 27 نوفمبر", "Fri 27 November" (British order in English). */
export function writeDay(date: Date, lang: Language): string | null {
  if (!plainDate(date)) return null;
  const weekday = WEEKDAYS[lang][date.getDay()];
  const rest = `${date.getDate()} ${MONTHS[lang][date.getMonth()]}`;
  return lang === "ar" ? `${weekday}، ${rest}` : `${weekday} ${rest}`;
}

/** Alternatives: "valU أو Sympl أو Aman", "valU, Sympl, or Aman". */
export function writeAlternatives(items: readonly string[], lang: Language): string {
  if (lang === "ar" || items.length < 3) return items.join(lang === "ar" ? " أو " : " or ");
  return `${items.slice(0, -1).join(", ")}, or ${items.at(-1)}`;
}
