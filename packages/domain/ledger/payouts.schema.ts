import { z } from "zod";

/** The wallet is a 32-bit integer of EGP minor units: no balance reaches this many pounds. */
const MOST_POUNDS = 21_000_000;

/** Whether a number of pounds has at most two decimals (piastres), allowing for float noise. */
const wholePiastres = (pounds: number) => Math.abs(pounds * 100 - Math.round(pounds * 100)) < 1e-6;

/**
 * requestReferralCodeProfit: the amount in EGP major units (a float, as the specs send it),
 * answered in minor units.
 */
export const PayoutRequestInput = z
  .object({
    amount: z
      .number({ error: "AMOUNT_INVALID" })
      .refine(Number.isFinite, "AMOUNT_INVALID")
      .positive("AMOUNT_NOT_POSITIVE")
      .refine(wholePiastres, "AMOUNT_DECIMALS")
      .max(MOST_POUNDS, "BALANCE_LOWER_THAN_REQUESTED"),
  })
  .transform(({ amount }) => ({ minor: Math.round(amount * 100) }));

/** updatePayoutRequest: what an administrator makes of a pending (or approved: paid, rejected) request. */
export const PayoutDecisionInput = z.object({
  status: z.enum(["approved", "paid", "rejected"], { error: "INVALID_VALUE" }),
});
export type PayoutDecision = z.output<typeof PayoutDecisionInput>["status"];
