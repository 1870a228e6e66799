import { asc, eq } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import { COUNTRIES } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";

export type PaymentMethodRow = typeof s.paymentMethods.$inferSelect;

/**
 * The checkout methods a shopper may use here (getPaymentMethods): active, sold in the current
 * country, and carried by a provider this deployment has configured (decision 0051: a provider
 * without its keys is hidden). With an amount (minor units, and the same in EGP for the limits,
 * which the table keeps in EGP), only the methods whose limits allow it.
 */
export async function paymentMethodsHere(
  ctx: RequestContext,
  amount?: { minor: number; egp: number },
): Promise<PaymentMethodRow[]> {
  const rows = await ctx.db
    .select()
    .from(s.paymentMethods)
    .where(eq(s.paymentMethods.isActive, true))
    .orderBy(asc(s.paymentMethods.displayOrder));
  const currency = COUNTRIES[ctx.country].currency;
  return rows.filter((m) => {
    if (!m.supportedCountries.includes(ctx.country)) return false;
    const provider = ctx.services.payments.forMethod(m.method, { country: ctx.country, currency });
    if (!provider?.supports(ctx.country, currency)) return false;
    if (!amount) return true;
    return (
      (m.minAmount == null || amount.egp >= m.minAmount) && (m.maxAmount == null || amount.egp <= m.maxAmount)
    );
  });
}

/** The method's own discount on an amount (card payments' extra 10 %), never more than the amount. */
export function methodDiscount(
  method: Pick<PaymentMethodRow, "specialDiscount" | "discountType">,
  amount: number,
): number {
  if (method.specialDiscount <= 0) return 0;
  // Whole pounds or riyals (a shop never shows 1,453.70 off): percentages round to 100 minor units.
  const off =
    method.discountType === "percentage"
      ? Math.round((amount * Math.min(100, method.specialDiscount)) / 10_000) * 100
      : method.specialDiscount;
  return Math.min(amount, off);
}
