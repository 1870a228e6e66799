/**
 * The Overview's input (decision 0121): a preset range or two calendar days. Messages are error
 * codes.
 */
import { z } from "zod";
import { daysBetween } from "#kernel/days.ts";
import { MAX_RANGE_DAYS, OVERVIEW_RANGES } from "./overview.rules.ts";

const day = z.iso.date({ error: "INVALID_VALUE" });

/** `range`, or `from` and `to` together (they win over `range`); none means the last 30 days. */
export const OverviewInput = z
  .object({
    range: z.enum(OVERVIEW_RANGES, { error: "INVALID_VALUE" }).nullish(),
    from: day.nullish(),
    to: day.nullish(),
  })
  .superRefine((v, issues) => {
    if (!v.from !== !v.to) {
      issues.addIssue({ code: "custom", path: [v.from ? "to" : "from"], message: "FIELD_REQUIRED" });
      return;
    }
    if (!v.from || !v.to) return;
    if (v.from > v.to) issues.addIssue({ code: "custom", path: ["to"], message: "DATE_RANGE_REVERSED" });
    else if (daysBetween(v.from, v.to) > MAX_RANGE_DAYS)
      issues.addIssue({ code: "custom", path: ["from"], message: "DATE_RANGE_TOO_LONG" });
  });
export type OverviewInput = z.input<typeof OverviewInput>;
