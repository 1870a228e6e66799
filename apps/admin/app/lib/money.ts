/**
 * Money and dates on staff pages (decision 0114): minor units of the order's currency, written in
 * the admin's language with Latin digits (`useT().locale`); the admin app may use Intl (0106).
 */
import { toWesternDigits } from "#i18n/format.ts";

const money = new Map<string, Intl.NumberFormat>();

export function formatMoney(minor: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = money.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 2 });
    money.set(key, format);
  }
  return format.format(minor / 100);
}

export const formatDate = (iso: string, locale: string, withTime = false): string =>
  new Intl.DateTimeFormat(
    locale,
    withTime ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "medium" },
  ).format(new Date(iso));

/**
 * An amount typed by staff in major units ("150", "150.50", "١٥٠٫٥") as minor units, or null when
 * it is not a number with at most two decimals.
 */
export function minorOf(typed: string): number | null {
  const text = toWesternDigits(typed.trim()).replace(/[٫,]/g, ".");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}
