/**
 * The back office's product rules (decision 0117), pure: what a price row may hold, and which
 * fields a save changed (for the audit trail: only those, before and after).
 */
import type { CountryCode } from "#i18n/locales.ts";
import type { PriceRowInput } from "./product-admin.schema.ts";

type PriceProblem = "PRICE_BELOW_COSTS" | "EGYPT_ONLY_ELSEWHERE";

/** Field codes for price rows that break a rule (none: the rows are fine). */
export function priceRowProblems(
  rows: Partial<Record<CountryCode, PriceRowInput>>,
  egyptOnly: boolean,
): Record<string, PriceProblem> {
  const problems: Record<string, PriceProblem> = {};
  for (const [country, row] of Object.entries(rows) as Array<[CountryCode, PriceRowInput | undefined]>) {
    if (!row) continue;
    const parts = row.tax + row.revenue + row.siteRevenue + row.manufacturingCost;
    if (parts > row.price) problems[`prices.${country}.price`] = "PRICE_BELOW_COSTS";
    if (egyptOnly && country !== "eg" && row.available)
      problems[`prices.${country}.available`] = "EGYPT_ONLY_ELSEWHERE";
  }
  return problems;
}

const same = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((x, i) => same(x, b[i]))
    : a instanceof Date && b instanceof Date
      ? a.getTime() === b.getTime()
      : a === b;

/**
 * The fields of `next` whose value differs from `current` (a field absent from `next` is
 * unchanged), as the audit trail keeps them.
 */
export function changedFields(
  current: Record<string, unknown>,
  next: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || same(current[key], value)) continue;
    before[key] = current[key] ?? null;
    after[key] = value;
  }
  return { before, after };
}

/** A price row's fields flattened as `prices.<country>.<field>` (how the trail and the form name them). */
export function flatPrices(
  rows: Partial<Record<CountryCode, Partial<PriceRowInput>>>,
): Record<string, number | boolean> {
  const flat: Record<string, number | boolean> = {};
  for (const [country, row] of Object.entries(rows))
    for (const [field, value] of Object.entries(row ?? {}))
      if (value !== undefined) flat[`prices.${country}.${field}`] = value as number | boolean;
  return flat;
}

/** The cost fields only holders of `update:product-cost:any` may change. */
export const COST_FIELDS = ["revenue", "siteRevenue", "manufacturingCost"] as const;

/** Whether a flattened change touches a cost field. */
export const touchesCosts = (changed: Record<string, unknown>): boolean =>
  Object.keys(changed).some((k) => COST_FIELDS.some((f) => k.endsWith(`.${f}`)));
