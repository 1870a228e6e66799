/**
 * Calendar days (YYYY-MM-DD) where they are lived (decision 0121): an instant's day in a country
 * is its date in the country's time zone (`timeZone` in `#i18n/locales.ts`). Pure: the back
 * office's screens may import it. The SQL side is `local-days.ts`.
 */
import { COUNTRIES, type CountryCode } from "#i18n/locales.ts";

/** A calendar date, YYYY-MM-DD. */
export type Day = string;

const DAY_MS = 86_400_000;

/** The calendar date of an instant in a country. */
export function dateIn(instant: Date, country: CountryCode): Day {
  return new Intl.DateTimeFormat("en-CA", { timeZone: COUNTRIES[country].timeZone }).format(instant);
}

/** Minutes the country's clock is ahead of UTC at an instant. */
function offsetMinutes(instant: Date, country: CountryCode): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: COUNTRIES[country].timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return Math.round((local - instant.getTime()) / 60_000);
}

/** Midnight of a calendar date (YYYY-MM-DD) in a country, as an instant (daylight saving included). */
export function startOfDayIn(date: Day, country: CountryCode): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const first = new Date(utcMidnight - offsetMinutes(new Date(utcMidnight), country) * 60_000);
  return new Date(utcMidnight - offsetMinutes(first, country) * 60_000);
}

/** The date `days` after (or before, when negative) a date. */
export const addDays = (day: Day, days: number): Day =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** How many days from `from` to `to`, both counted (1 for the same day). */
export const daysBetween = (from: Day, to: Day): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** Every date from `from` to `to`, in order. */
export const eachDay = (from: Day, to: Day): Day[] =>
  Array.from({ length: Math.max(0, daysBetween(from, to)) }, (_, i) => addDays(from, i));
