import { z } from "zod";
import { intBetween, MAX_INT32, publicText } from "#kernel/fields.ts";
import { isRowId } from "#kernel/ids.ts";

/**
 * refundPayment (decision 0115): which payment, how much (minor units, a whole number from 1), why
 * (required for cash: how the money went back), and a key that makes a repeat answer the same refund.
 */
export const RefundInput = z.object({
  payment: z.string({ error: "FIELD_REQUIRED" }).refine(isRowId, "INVALID_VALUE"),
  amount: intBetween(1, MAX_INT32),
  reason: publicText(500).nullish(),
  idempotencyKey: z
    .string({ error: "FIELD_REQUIRED" })
    .trim()
    .min(8, "INVALID_VALUE")
    .max(100, "INVALID_VALUE"),
});

export type RefundRequest = z.input<typeof RefundInput>;
