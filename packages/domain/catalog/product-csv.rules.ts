/**
 * The products CSV (decision 0120): its columns, and a row read into the product input's fields
 * (pure). Money is major units of the country's currency (as on the product form), flags are
 * yes/no; an empty cell leaves the field as it is.
 */
import type { CountryCode } from "#i18n/locales.ts";

export const CSV_COLUMNS = [
  "slug",
  "name",
  "arName",
  "category",
  "eg.price",
  "eg.available",
  "sa.price",
  "sa.available",
  "availableEdition",
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export const CSV_COUNTRIES = ["eg", "sa"] as const satisfies readonly CountryCode[];
export const MAX_IMPORT_ROWS = 5000;
export const IMPORT_BATCH = 50;

/** A cell refused: its column and the error code (translated when the report is read). */
export interface CellError {
  column: string;
  code: string;
}

/** "12.5" → 1250 minor units; null for an empty cell, NaN when it is not a number. */
export function minorOf(text: string): number | null {
  const t = text.trim().replace(/,/g, "");
  if (!t) return null;
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

export const majorOf = (minor: number) =>
  minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);

const YES = new Set(["yes", "true", "1", "نعم"]);
const NO = new Set(["no", "false", "0", "لا"]);

/** yes/no (true/false, 1/0, نعم/لا); null for an empty cell, undefined when unreadable. */
export function flagOf(text: string): boolean | null | undefined {
  const t = text.trim().toLowerCase();
  if (!t) return null;
  return YES.has(t) ? true : NO.has(t) ? false : undefined;
}

/** The columns of a header that are not ours (the header must name `slug`). */
export function headerProblems(header: string[]): CellError[] {
  const errors: CellError[] = header
    .filter((h) => !(CSV_COLUMNS as readonly string[]).includes(h))
    .map((column) => ({ column, code: "CSV_COLUMN_UNKNOWN" }));
  if (!header.includes("slug")) errors.push({ column: "slug", code: "CSV_SLUG_COLUMN_REQUIRED" });
  return errors;
}

/** A zod issue's path (`prices.eg.price`) as the CSV's column (`eg.price`). */
export const columnOf = (path: string) => path.replace(/^prices\./, "");
