/**
 * The Overview's rules (decision 0121), pure: which orders are sales, which wait to be moved, and
 * the days a range covers. The back office's screen imports the constants from here.
 */
import { addDays, type Day } from "#kernel/days.ts";

export const OVERVIEW_RANGES = ["today", "7d", "30d", "90d"] as const;
export type OverviewRange = (typeof OVERVIEW_RANGES)[number];
export const DEFAULT_RANGE: OverviewRange = "30d";
/** Days each preset spans, today included. */
export const RANGE_DAYS: Record<OverviewRange, number> = { today: 1, "7d": 7, "30d": 30, "90d": 90 };
/** The longest custom range, in days. */
export const MAX_RANGE_DAYS = 366;
/** How many products and designers the tops list. */
export const TOP_SIZE = 5;

/** Orders that went ahead: sales (not awaiting payment, cancelled or returned). */
export const SALE_STAGES = ["confirmed", "ready_for_shipping", "out_for_delivery", "delivered"] as const;
/** Orders waiting for the orders team to move them on. */
export const STAGES_TO_MOVE = ["confirmed", "ready_for_shipping", "out_for_delivery"] as const;

export interface ResolvedRange {
  range: OverviewRange | "custom";
  from: Day;
  to: Day;
}

/** The days asked for: two days as given, or a preset (30 days by default) ending `today`. */
export function resolveRange(
  today: Day,
  asked: { range?: OverviewRange | null; from?: Day | null; to?: Day | null },
): ResolvedRange {
  if (asked.from && asked.to) return { range: "custom", from: asked.from, to: asked.to };
  const range = asked.range ?? DEFAULT_RANGE;
  return { range, from: addDays(today, 1 - RANGE_DAYS[range]), to: today };
}
