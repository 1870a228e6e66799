/**
 * What a cancelled order's payments become (decisions 0123, 0124): called in the cancellation's
 * transaction (the order row locked by the caller), and again when money still arrives for it.
 */
import { eq } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { enqueue } from "#kernel/jobs.ts";
import { afterCommit, rootOf } from "#kernel/tx.ts";
import { OPEN_ATTEMPT } from "./payment-state.ts";
import {
  lockedPayment,
  REFUND_SEND_TOPIC,
  REFUNDABLE,
  type RefundRow,
  refundableLeft,
  reserveRefund,
  sendRefund,
} from "./refunds.service.ts";

/** The job that stops an attempt at its provider (decision 0124). */
export const CANCEL_ATTEMPT_TOPIC = "payments.cancel-attempt";

/** How long the send job waits behind the send right after the commit (it finds it claimed). */
const SEND_GUARANTEE_MS = 2 * 60_000;

/**
 * Settles the money of a cancelled order, each payment row locked in turn:
 * - captured (or partly refunded): what is left is refunded, once per payment (key
 *   `cancelled-order:<payment>`, however many cancellations, notifications or jobs arrive), sent
 *   right after the commit, with a `payments.refund` job as the guarantee;
 * - authorized or still open: stopped at the provider by a job when its adapter can, else an open
 *   attempt is marked cancelled at once (a payment that still comes is refunded, decision 0124).
 * A provider without refunds (none today) leaves the payment to staff.
 */
export async function settleCancelledPayments(
  ctx: RequestContext,
  orderId: string,
  cause: Exclude<RefundRow["cause"], "staff">,
): Promise<void> {
  const attempts = await ctx.db
    .select({ id: s.payments.id })
    .from(s.payments)
    .where(eq(s.payments.orderId, orderId))
    .orderBy(s.payments.createdAt);
  const toSend: string[] = [];
  for (const { id } of attempts) {
    const payment = await lockedPayment(ctx, id);
    const provider = ctx.services.payments.get(payment.provider);
    if (REFUNDABLE.includes(payment.status)) {
      if (!provider?.refund) continue;
      const idempotencyKey = `cancelled-order:${payment.id}`;
      const [known] = await ctx.db
        .select({ id: s.refunds.id })
        .from(s.refunds)
        .where(eq(s.refunds.idempotencyKey, idempotencyKey));
      const left = known ? 0 : await refundableLeft(ctx, payment);
      if (left <= 0) continue;
      const refund = await reserveRefund(ctx, payment, { amount: left, reason: "", idempotencyKey, cause });
      await enqueue(
        ctx,
        REFUND_SEND_TOPIC,
        { refundId: refund.id },
        {
          key: `refund-send:${refund.id}`,
          runAt: new Date(ctx.services.clock.now().getTime() + SEND_GUARANTEE_MS),
        },
      );
      toSend.push(refund.id);
    } else if (payment.status === "authorized" || OPEN_ATTEMPT.includes(payment.status)) {
      if (provider?.cancelAttempt && payment.providerRef)
        await enqueue(
          ctx,
          CANCEL_ATTEMPT_TOPIC,
          { paymentId: payment.id },
          { key: `cancel-attempt:${payment.id}` },
        );
      else if (payment.status !== "authorized")
        await ctx.db
          .update(s.payments)
          .set({ status: "cancelled", updatedAt: ctx.services.clock.now() })
          .where(eq(s.payments.id, payment.id));
    }
  }
  if (!toSend.length) return;
  const root = { ...ctx, db: rootOf(ctx.db) };
  afterCommit(ctx, async () => {
    for (const id of toSend) await sendRefund(root, id);
  });
}
