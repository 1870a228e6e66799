import { z } from "zod";

/** Payout amounts are 32-bit integers of minor units: no balance reaches this many major units. */
const MOST_UNITS = 21_000_000;

/** Whether an amount has at most two decimals (piastres, halalas, fils), allowing for float noise. */
const wholeCents = (units: number) => Math.abs(units * 100 - Math.round(units * 100)) < 1e-6;

/** A payout's amount in major units (a float, as the specs send it), at most two decimals. */
export const payoutAmount = z
  .number({ error: "AMOUNT_INVALID" })
  .refine(Number.isFinite, "AMOUNT_INVALID")
  .positive("AMOUNT_NOT_POSITIVE")
  .refine(wholeCents, "AMOUNT_DECIMALS")
  .max(MOST_UNITS, "BALANCE_LOWER_THAN_REQUESTED");

/**
 * requestReferralCodeProfit: the amount in EGP major units (a float, as the specs send it),
 * answered in minor units.
 */
export const PayoutRequestInput = z
  .object({ amount: payoutAmount })
  .transform(({ amount }) => ({ minor: Math.round(amount * 100) }));

/** updatePayoutRequest: what an administrator makes of a pending (or approved: paid, rejected) request. */
export const PayoutDecisionInput = z.object({
  status: z.enum(["approved", "paid", "rejected"], { error: "INVALID_VALUE" }),
});
