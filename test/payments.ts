import { randomUUID } from "node:crypto";
import * as s from "#db/schema/index.ts";
import { initiatePayment, openPayment } from "#domain/payments/payments.api.ts";
import type { RequestContext } from "#kernel/context.ts";

/**
 * An order row and a payment attempt for it through `method`, initiated at its provider: what the
 * payment and provider tests start from (checkout makes real orders).
 */
export async function startTestPayment(
  ctx: RequestContext,
  amount: number,
  method: string,
  where: { country: "eg" | "sa"; currency: "EGP" | "SAR" } = { country: "eg", currency: "EGP" },
) {
  const [order] = await ctx.db
    .insert(s.orders)
    .values({
      orderId: `T-${randomUUID().slice(0, 8)}`,
      shippingAddress: {},
      orderedFrom: where.country,
      currency: where.currency,
      paymentMethod: method,
      subtotal: amount,
      totalPrice: amount,
    })
    .returning();
  const opened = await openPayment(ctx, {
    orderId: order!.id,
    method,
    amount,
    currency: "EGP",
    idempotencyKey: randomUUID(),
  });
  return initiatePayment(ctx, opened.id, {
    orderNumber: order!.orderId,
    country: where.country,
    customer: { name: "Nour Hassan", email: "nour@example.com", phone: "01001234567" },
    returnUrl: "http://localhost:3000/ar-eg/payment/result",
    webhookUrl: `http://localhost:3000/webhooks/payments/${opened.provider}`,
  });
}

/**
 * Lists the fake provider's method ("fake", Egypt) as an administrator would list a new
 * provider's method; `extra` adds its own discount or limits.
 */
export async function listFakeMethod(
  db: RequestContext["db"],
  extra: Partial<typeof s.paymentMethods.$inferInsert> = {},
): Promise<void> {
  await db.insert(s.paymentMethods).values({
    group: "test",
    groupName: "Test",
    arGroupName: "اختبار",
    method: "fake",
    provider: "fake",
    displayName: "Test payment",
    arDisplayName: "دفع تجريبي",
    supportedCountries: ["eg"],
    ...extra,
  });
}
