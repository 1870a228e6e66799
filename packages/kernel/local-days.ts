/**
 * Rows by the day they were lived (decision 0121): a record's day is its calendar day in its
 * country's time zone, not in UTC. SQL pieces to filter and group rows by such days.
 */
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { COUNTRIES, COUNTRY_CODES } from "#i18n/locales.ts";
import { addDays, type Day, startOfDayIn } from "./days.ts";

// Constants of this module, written into the SQL as literals so that a select and its group by
// read the same expression.
const ZONES = COUNTRY_CODES.map((c) => `when '${c}' then '${COUNTRIES[c].timeZone}'`).join(" ");

/** The time zone of a row's country (a column of the `country` enum), as SQL. */
export const timeZoneOf = (country: SQLWrapper): SQL =>
  sql`(case ${country} ${sql.raw(ZONES)} else '${sql.raw(COUNTRIES.eg.timeZone)}' end)`;

/** A row's local calendar day: its instant read in its country's time zone. */
export const localDay = (instant: SQLWrapper, country: SQLWrapper): SQL =>
  sql`((${instant}) at time zone ${timeZoneOf(country)})::date`;

/**
 * The rows whose local day is from `from` to `to` (both counted; either may be missing): for each
 * country, its instants from its own midnight of `from` to its midnight after `to`. Plain ranges
 * on the instant, so an index on it (or on the country and it) reads only the range, and the
 * planner knows how many rows come.
 */
export function onLocalDays(
  instant: SQLWrapper,
  country: SQLWrapper,
  from: Day | null | undefined,
  to: Day | null | undefined,
): SQL | undefined {
  if (!from && !to) return undefined;
  const each = COUNTRY_CODES.map((c) => {
    const parts = [sql`${country} = ${c}`];
    if (from) parts.push(sql`${instant} >= ${startOfDayIn(from, c).toISOString()}::timestamptz`);
    if (to) parts.push(sql`${instant} < ${startOfDayIn(addDays(to, 1), c).toISOString()}::timestamptz`);
    return sql`(${sql.join(parts, sql` and `)})`;
  });
  return sql`(${sql.join(each, sql` or `)})`;
}
