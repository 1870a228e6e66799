import { z } from "zod";

/** No balance reaches this many major units (payout amounts are 32-bit minor units). */
const MOST_UNITS = 21_000_000;

/** Whether an amount has at most two decimals, allowing for float noise. */
const wholeCents = (units: number) => Math.abs(units * 100 - Math.round(units * 100)) < 1e-6;

/**
 * requestProfitPayout (decision 0061): the amount in major units of the currency (a float, as
 * requestReferralCodeProfit takes it), answered in minor units; the bank account to pay it to.
 */
export const ProfitPayoutInput = z
  .object({
    amount: z
      .number({ error: "AMOUNT_INVALID" })
      .refine(Number.isFinite, "AMOUNT_INVALID")
      .positive("AMOUNT_NOT_POSITIVE")
      .refine(wholeCents, "AMOUNT_DECIMALS")
      .max(MOST_UNITS, "BALANCE_LOWER_THAN_REQUESTED"),
    currency: z.enum(["EGP", "SAR", "AED"], { error: "CURRENCY_INVALID" }),
    payment: z.string({ error: "PAYOUT_NEEDS_PAYMENT_DETAILS" }).min(1, "PAYOUT_NEEDS_PAYMENT_DETAILS"),
  })
  .transform(({ amount, ...rest }) => ({ ...rest, minor: Math.round(amount * 100) }));
