/**
 * Rows by the day they were lived (decision 0121): a record's day is its calendar day in its
 * country's time zone, not in UTC. SQL pieces to filter and group rows by such days.
 */
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { COUNTRIES, COUNTRY_CODES } from "#i18n/locales.ts";
import { addDays, type Day } from "./days.ts";

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
 * The rows whose local day is from `from` to `to` (both counted; either may be missing). A coarse
 * bound on the instant (a day either side in UTC) lets an index on it read only the range; the
 * exact local day is then checked on those rows.
 */
export function onLocalDays(
  instant: SQLWrapper,
  country: SQLWrapper,
  from: Day | null | undefined,
  to: Day | null | undefined,
): SQL | undefined {
  const parts: SQL[] = [];
  if (from)
    parts.push(
      sql`${instant} >= ${`${addDays(from, -1)}T00:00:00Z`}::timestamptz`,
      sql`${localDay(instant, country)} >= ${from}::date`,
    );
  if (to)
    parts.push(
      sql`${instant} < ${`${addDays(to, 2)}T00:00:00Z`}::timestamptz`,
      sql`${localDay(instant, country)} <= ${to}::date`,
    );
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}
