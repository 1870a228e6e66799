import { z } from "zod";
import { returnStatuses } from "#db/schema/orders.ts";
import { publicText } from "#kernel/fields.ts";

/** requestOrderReturn: why the shopper returns the order, 3 to 500 characters. */
export const ReturnRequestInput = z.object({
  reason: z
    .string({ error: "FIELD_REQUIRED" })
    .trim()
    .min(1, "FIELD_REQUIRED")
    .min(3, "RETURN_REASON_LENGTH")
    .max(500, "RETURN_REASON_LENGTH"),
});

/**
 * updateReturnStatus: the status an administrator moves a request to; a rejection says why, in 3
 * to 500 characters, for the shopper (decision 0114).
 */
export const ReturnStatusInput = z
  .object({
    status: z.enum(returnStatuses, { error: "INVALID_VALUE" }),
    note: publicText(500).nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.status === "rejected" && (value.note ?? "").length < 3)
      ctx.addIssue({ code: "custom", path: ["note"], message: "RETURN_REJECT_REASON" });
  });
