import { z } from "zod";
import { payoutAmount } from "../ledger/ledger.api.ts";

/**
 * requestProfitPayout (decision 0061): the amount in major units of the currency (a float, as
 * requestReferralCodeProfit takes it), answered in minor units; the bank account to pay it to.
 */
export const ProfitPayoutInput = z
  .object({
    amount: payoutAmount,
    currency: z.enum(["EGP", "SAR", "AED"], { error: "CURRENCY_INVALID" }),
    payment: z.string({ error: "PAYOUT_NEEDS_PAYMENT_DETAILS" }).min(1, "PAYOUT_NEEDS_PAYMENT_DETAILS"),
  })
  .transform(({ amount, ...rest }) => ({ ...rest, minor: Math.round(amount * 100) }));
