/**
 * Paying an order again and reading its outcome (decision 0058): the result page and the
 * "pay again" button of the orders pages.
 */
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { requireSignedIn } from "#kernel/permissions.ts";
import { withTransaction } from "#kernel/tx.ts";
import { type OrderWithItems, orderAwaitingPayment, orderById } from "../orders/orders.api.ts";
import {
  isSettled,
  latestPayment,
  openPayment,
  type PaymentStatus,
  reconcilePayment,
  UNSETTLED,
} from "../payments/payments.api.ts";
import type { PlacedOrder } from "./place-order.flow.ts";
import {
  customerOf,
  defaultReturnUrl,
  reconcileTimes,
  returnTo,
  startedOf,
  startPayment,
} from "./start-payment.ts";

/** An attempt opened but not started at the provider for this long was left by a crash. */
const STALE_START_MS = 60_000;

/** Attempts still open at the provider: the shopper continues them instead of starting another. */
const OPEN: readonly PaymentStatus[] = ["initiated", "requires_action", "pending"];

/**
 * retryOrderPayment: a pending order's payment, again, with the same method and amount. An
 * attempt still open at the provider (its page, or a reference not yet expired) is answered as it
 * is, so the shopper is never charged twice; otherwise a new attempt is opened. The order row is
 * locked: two calls at once open one attempt.
 */
export async function retryOrderPayment(
  ctx: RequestContext,
  args: { orderId: string; returnUrl?: string | null },
): Promise<PlacedOrder> {
  requireSignedIn(ctx);
  const { order, payment, opened } = await withTransaction(ctx, async (tx) => {
    const order = await orderAwaitingPayment(tx, args.orderId);
    const latest = await latestPayment(tx, order.id);
    const kept = { order, payment: latest!, opened: false };
    if (latest && isSettled(latest.status)) return kept;
    const expired = latest?.referenceExpiresAt && latest.referenceExpiresAt < ctx.services.clock.now();
    if (latest && OPEN.includes(latest.status) && !expired) return kept;
    const attempt = await openPayment(tx, {
      orderId: order.id,
      method: order.paymentMethod,
      amount: order.totalPrice,
      currency: order.currency,
      idempotencyKey: `order:${order.id}:${latest ? Number(latest.idempotencyKey.split(":")[2] ?? 1) + 1 : 1}`,
      reconcileAt: reconcileTimes(ctx.services.clock.now()),
    });
    return { order, payment: attempt, opened: true };
  });
  // Only the call that opened the attempt starts it at the provider (another call at the same
  // moment is told to wait); an attempt a crash left unstarted is started after a minute.
  const stale = Date.now() - payment.createdAt.getTime() > STALE_START_MS;
  if (payment.status === "initiated" && !opened && !stale) throw new DomainError("PAYMENT_IN_PROGRESS", 409);
  const started =
    payment.status === "initiated"
      ? await startPayment({ ...ctx, country: order.orderedFrom }, payment.id, {
          orderNumber: order.orderId,
          customer: await customerOf(ctx, order.shippingAddress as Record<string, unknown>, order.userId),
          returnUrl: returnTo(
            args.returnUrl ?? defaultReturnUrl({ ...ctx, country: order.orderedFrom }),
            order.id,
          ),
        })
      : startedOf(payment);
  return {
    orderId: order.id,
    orderNumber: order.orderId,
    total: order.totalPrice,
    currency: order.currency,
    paymentId: payment.id,
    ...started,
  };
}

/**
 * refreshOrderPayment: the order as it stands, after asking the provider about an attempt that is
 * not final yet (the shopper may come back before the provider's notification). A provider that
 * does not answer leaves the attempt as it was; the reconciliation job asks again later.
 */
export async function refreshOrderPayment(ctx: RequestContext, orderId: string): Promise<OrderWithItems> {
  requireSignedIn(ctx);
  const order = await orderById(ctx, orderId);
  // A declined or cancelled attempt may have been paid after all (decision 0124): ask about it too.
  if (order.payment && UNSETTLED.includes(order.payment.status)) {
    const before = order.payment.status;
    const after = await reconcilePayment(ctx, order.payment.id).catch(() => before);
    if (after !== before) return orderById(ctx, orderId);
  }
  return order;
}
