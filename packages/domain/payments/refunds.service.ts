/**
 * Refunds (decision 0115): reserved under the payment's lock, sent to the provider after the commit,
 * settled by its answer. Cash on delivery is refunded by hand (no call). Also the courier's cash
 * collected (decision 0114). Called by the admin API and, through payments.api.ts, other domains.
 */
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import { audit } from "#kernel/audit.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { parseInput } from "#kernel/input.ts";
import { enqueue } from "#kernel/jobs.ts";
import { requirePermission } from "#kernel/permissions.ts";
import { afterCommit, inTransaction, rootOf, withTransaction } from "#kernel/tx.ts";
import { type PaymentStatus, transition } from "./payment-state.ts";
import type { RefundOutcome } from "./provider.ts";
import { refundExpectedBy } from "./refund-time.rules.ts";
import { RefundInput, type RefundRequest } from "./refunds.schema.ts";

type PaymentRow = typeof s.payments.$inferSelect;
export type RefundRow = typeof s.refunds.$inferSelect;

/** Statuses a payment may be refunded from. */
export const REFUNDABLE: PaymentStatus[] = ["captured", "partially_refunded"];

/** The shopper's refund mail, queued when a refund is accepted (decision 0123). */
export const REFUND_MAIL_TOPIC = "payments.refund-mail";
/** The guarantee that a reserved refund is sent (decision 0123). */
export const REFUND_SEND_TOPIC = "payments.refund";
/** Refunds that hold part of the captured amount. */
const HOLDING = ["pending", "succeeded"] as const;

export async function lockedPayment(ctx: RequestContext, paymentId: string): Promise<PaymentRow> {
  const [payment] = await ctx.db.select().from(s.payments).where(eq(s.payments.id, paymentId)).for("update");
  if (!payment) throw new DomainError("PAYMENT_NOT_FOUND", 404);
  return payment;
}

/** What is left to refund of a payment: captured, less refunds pending or succeeded. */
export async function refundableLeft(ctx: RequestContext, payment: PaymentRow): Promise<number> {
  const [row] = await ctx.db
    .select({ held: sql<number>`coalesce(sum(${s.refunds.amount}), 0)::int` })
    .from(s.refunds)
    .where(and(eq(s.refunds.paymentId, payment.id), inArray(s.refunds.status, [...HOLDING])));
  return Math.max(0, payment.capturedAmount - (row?.held ?? 0));
}

/**
 * Refunds `amount` of a captured payment (`create:refund:any`). Answers the refund: succeeded,
 * failed, or pending while the provider has not answered. Inside a caller's transaction the
 * provider is asked after that transaction commits, and the refund is answered pending.
 */
export async function refundPayment(ctx: RequestContext, input: RefundRequest): Promise<RefundRow> {
  requirePermission(ctx, "create:refund:any");
  const q = parseInput(RefundInput, input);
  const { refund, send } = await withTransaction(ctx, async (tx) => {
    const payment = await lockedPayment(tx, q.payment);
    const [known] = await tx.db
      .select()
      .from(s.refunds)
      .where(eq(s.refunds.idempotencyKey, q.idempotencyKey));
    if (known) {
      if (known.paymentId !== payment.id)
        throw new DomainError("INVALID_INPUT", 400, { idempotencyKey: "INVALID_VALUE" });
      await audit(tx, {
        action: "refund.create",
        entity: "refund",
        entityId: known.id,
        after: { repeated: true, status: known.status },
      });
      return { refund: known, send: false };
    }
    if (!REFUNDABLE.includes(payment.status)) throw new DomainError("PAYMENT_NOT_REFUNDABLE", 409);
    const manual = payment.provider === "cod";
    if (!manual && !tx.services.payments.get(payment.provider)?.refund)
      throw new DomainError("REFUND_UNSUPPORTED", 409);
    if (manual && !q.reason) throw new DomainError("FIELD_REQUIRED", 400, { reason: "FIELD_REQUIRED" });
    if (q.amount > (await refundableLeft(tx, payment)))
      throw new DomainError("REFUND_TOO_LARGE", 409, { amount: "REFUND_TOO_LARGE" });
    const created = await reserveRefund(tx, payment, {
      amount: q.amount,
      reason: q.reason ?? "",
      idempotencyKey: q.idempotencyKey,
      cause: "staff",
    });
    // Cash went back by hand (the courier or a transfer): nothing to ask, settled at once.
    if (manual) {
      await tx.db
        .update(s.refunds)
        .set({ sentAt: tx.services.clock.now() })
        .where(eq(s.refunds.id, created.id));
      return { refund: await settle(tx, created.id, { status: "succeeded" }), send: false };
    }
    return { refund: created, send: true };
  });
  if (!send) return refund;
  if (inTransaction(ctx.db)) {
    const root = { ...ctx, db: rootOf(ctx.db) };
    afterCommit(ctx, async () => void (await sendRefund(root, refund.id)));
    return refund;
  }
  return sendRefund(ctx, refund.id);
}

/**
 * Writes a refund `pending` for a payment locked in the caller's transaction, with its audit entry
 * (decision 0115's reservation); the caller has checked the amount is left to refund.
 */
export async function reserveRefund(
  tx: RequestContext,
  payment: PaymentRow,
  r: { amount: number; reason: string; idempotencyKey: string; cause: RefundRow["cause"] },
): Promise<RefundRow> {
  const [created] = await tx.db
    .insert(s.refunds)
    .values({
      paymentId: payment.id,
      amount: r.amount,
      currency: payment.currency,
      reason: r.reason,
      idempotencyKey: r.idempotencyKey,
      cause: r.cause,
      status: "pending",
    })
    .returning();
  await audit(tx, {
    action: "refund.create",
    entity: "refund",
    entityId: created!.id,
    before: null,
    after: {
      payment: payment.id,
      order: payment.orderId,
      amount: r.amount,
      reason: r.reason,
      cause: r.cause,
    },
  });
  return created!;
}

/**
 * Sends a reserved refund to its provider and settles it by the answer (decision 0123). The refund
 * is first claimed (`sent_at`, its own committed update): of every caller (the after-commit call,
 * the `payments.refund` job, a repeat) exactly one asks the provider; the others answer the refund
 * as it stands. No answer leaves it pending (it may have happened).
 */
export async function sendRefund(ctx: RequestContext, refundId: string): Promise<RefundRow> {
  const [claimed] = await ctx.db
    .update(s.refunds)
    .set({ sentAt: ctx.services.clock.now() })
    .where(and(eq(s.refunds.id, refundId), eq(s.refunds.status, "pending"), isNull(s.refunds.sentAt)))
    .returning();
  if (!claimed) {
    const [now] = await ctx.db.select().from(s.refunds).where(eq(s.refunds.id, refundId));
    if (!now) throw new DomainError("PAYMENT_NOT_FOUND", 404);
    return now;
  }
  const [payment] = await ctx.db.select().from(s.payments).where(eq(s.payments.id, claimed.paymentId));
  const provider = ctx.services.payments.get(payment!.provider);
  let outcome: RefundOutcome;
  try {
    outcome = provider?.refund
      ? await provider.refund(payment!, claimed.amount, claimed.idempotencyKey)
      : { status: "failed", reason: `${payment!.provider} cannot refund` };
  } catch (error) {
    outcome = { status: "pending", reason: `no answer from the provider: ${String(error).slice(0, 200)}` };
  }
  return withTransaction(ctx, (tx) => settle(tx, refundId, outcome));
}

/**
 * Writes the provider's answer on a pending refund (in the caller's transaction, the payment
 * locked first): a success adds to the payment's refunded amount and moves its status.
 */
async function settle(tx: RequestContext, refundId: string, outcome: RefundOutcome): Promise<RefundRow> {
  const [found] = await tx.db.select().from(s.refunds).where(eq(s.refunds.id, refundId));
  const payment = await lockedPayment(tx, found!.paymentId);
  const [refund] = await tx.db.select().from(s.refunds).where(eq(s.refunds.id, refundId)).for("update");
  if (refund!.status !== "pending") return refund!;
  const now = tx.services.clock.now();
  const [after] = await tx.db
    .update(s.refunds)
    .set({
      status: outcome.status,
      providerRef: outcome.providerRef ?? refund!.providerRef,
      providerReason: outcome.reason ?? null,
      updatedAt: now,
    })
    .where(eq(s.refunds.id, refundId))
    .returning();
  let paymentAfter: Partial<PaymentRow> = {};
  if (outcome.status === "succeeded") {
    const refunded = payment.refundedAmount + refund!.amount;
    const to: PaymentStatus = refunded >= payment.capturedAmount ? "refunded" : "partially_refunded";
    const status = transition(payment.status, to) === "illegal" ? payment.status : to;
    paymentAfter = { refundedAmount: refunded, status };
    await tx.db
      .update(s.payments)
      .set({ ...paymentAfter, updatedAt: now })
      .where(eq(s.payments.id, payment.id));
  }
  // The shopper hears of a refund the provider accepted (or has not answered yet), once.
  if (outcome.status !== "failed")
    await enqueue(tx, REFUND_MAIL_TOPIC, { refundId }, { key: `refund-mail:${refundId}` });
  await audit(tx, {
    action: "refund.settle",
    entity: "refund",
    entityId: refundId,
    before: { status: refund!.status },
    after: { status: after!.status, providerRef: after!.providerRef, ...paymentAfter },
  });
  return after!;
}

/**
 * The courier's cash is in (`update:payment:any`, decision 0114): the order's latest cash payment,
 * still pending, on an order out for delivery or delivered, becomes captured for its whole amount;
 * an event keeps who and when.
 */
export async function collectCashPayment(ctx: RequestContext, orderId: string): Promise<PaymentRow> {
  requirePermission(ctx, "update:payment:any");
  return withTransaction(ctx, async (tx) => {
    const [latest] = await tx.db
      .select({ id: s.payments.id })
      .from(s.payments)
      .where(eq(s.payments.orderId, orderId))
      .orderBy(desc(s.payments.createdAt))
      .limit(1);
    const [order] = await tx.db
      .select({ status: s.orders.status })
      .from(s.orders)
      .where(eq(s.orders.id, orderId));
    if (!order) throw new DomainError("ORDER_NOT_FOUND", 404);
    const payment = latest ? await lockedPayment(tx, latest.id) : null;
    if (
      payment?.provider !== "cod" ||
      payment.status !== "pending" ||
      !["out_for_delivery", "delivered"].includes(order.status)
    )
      throw new DomainError("PAYMENT_NOT_COLLECTABLE", 409);
    const now = tx.services.clock.now();
    const [after] = await tx.db
      .update(s.payments)
      .set({ status: "captured", capturedAmount: payment.amount, updatedAt: now })
      .where(eq(s.payments.id, payment.id))
      .returning();
    await tx.db.insert(s.paymentEvents).values({
      provider: "cod",
      eventId: `collected:${payment.id}`,
      paymentId: payment.id,
      payload: { amount: payment.amount, currency: payment.currency, collectedBy: tx.user?.id ?? null },
      outcome: "applied",
      processedAt: now,
    });
    await audit(tx, {
      action: "payment.collect",
      entity: "payment",
      entityId: payment.id,
      before: { status: payment.status, capturedAmount: payment.capturedAmount },
      after: { status: "captured", capturedAmount: payment.amount, order: orderId },
    });
    await enqueue(tx, "payments.changed", { paymentId: payment.id, orderId, status: "captured" });
    return after!;
  });
}

/** An order's payment attempts, oldest first, each with its events and refunds (staff's order page). */
export async function paymentsOfOrder(ctx: RequestContext, orderId: string) {
  requirePermission(ctx, "read:order:any");
  const payments = await ctx.db
    .select()
    .from(s.payments)
    .where(eq(s.payments.orderId, orderId))
    .orderBy(s.payments.createdAt);
  const ids = payments.map((p) => p.id);
  const [events, refunds] = ids.length
    ? await Promise.all([
        ctx.db
          .select()
          .from(s.paymentEvents)
          .where(inArray(s.paymentEvents.paymentId, ids))
          .orderBy(s.paymentEvents.processedAt),
        ctx.db.select().from(s.refunds).where(inArray(s.refunds.paymentId, ids)).orderBy(s.refunds.createdAt),
      ])
    : [[], []];
  return Promise.all(
    payments.map(async (p) => ({
      ...p,
      events: events.filter((e) => e.paymentId === p.id),
      refunds: refunds.filter((r) => r.paymentId === p.id),
      refundableLeft: REFUNDABLE.includes(p.status) ? await refundableLeft(ctx, p) : 0,
      refundable:
        REFUNDABLE.includes(p.status) &&
        (p.provider === "cod" || !!ctx.services.payments.get(p.provider)?.refund),
    })),
  );
}

export type OrderPayment = Awaited<ReturnType<typeof paymentsOfOrder>>[number];

/**
 * A provider's captured payments (the demo's test gateway adopts the seeded ones at start, so they
 * can be refunded through it; decision 0115).
 */
export async function capturedPaymentsOf(ctx: Pick<RequestContext, "db">, provider: string) {
  return ctx.db
    .select({
      id: s.payments.id,
      providerRef: s.payments.providerRef,
      amount: s.payments.capturedAmount,
      refunded: s.payments.refundedAmount,
      currency: s.payments.currency,
    })
    .from(s.payments)
    .where(and(eq(s.payments.provider, provider), inArray(s.payments.status, REFUNDABLE)));
}

/** A refund as the shopper sees it (decision 0123): how much, to which method, where it stands, by when. */
export interface ShopperRefund {
  id: string;
  orderId: string;
  amount: number;
  currency: RefundRow["currency"];
  status: RefundRow["status"];
  cause: RefundRow["cause"];
  /** The checkout method paid with (card, fawry, tabby ...): the money goes back there. */
  method: string;
  provider: string;
  createdAt: Date;
  /** When the provider accepted it (null while pending). */
  settledAt: Date | null;
  /** When it should have reached the shopper. */
  expectedBy: Date;
}

/** The refunds of these orders, oldest first, by order (the order pages, the result page, the mail). */
export async function refundsOfOrders(
  ctx: Pick<RequestContext, "db">,
  orderIds: readonly string[],
): Promise<Map<string, ShopperRefund[]>> {
  const found = new Map<string, ShopperRefund[]>();
  if (!orderIds.length) return found;
  const rows = await ctx.db
    .select({ refund: s.refunds, payment: s.payments })
    .from(s.refunds)
    .innerJoin(s.payments, eq(s.payments.id, s.refunds.paymentId))
    .where(inArray(s.payments.orderId, [...orderIds]))
    .orderBy(s.refunds.createdAt);
  for (const { refund, payment } of rows) {
    const list = found.get(payment.orderId!) ?? [];
    list.push(shopperRefund(refund, payment));
    found.set(payment.orderId!, list);
  }
  return found;
}

/** One refund as the shopper sees it (its mail), or null. */
export async function shopperRefundById(
  ctx: Pick<RequestContext, "db">,
  refundId: string,
): Promise<ShopperRefund | null> {
  const [row] = await ctx.db
    .select({ refund: s.refunds, payment: s.payments })
    .from(s.refunds)
    .innerJoin(s.payments, eq(s.payments.id, s.refunds.paymentId))
    .where(eq(s.refunds.id, refundId));
  return row?.payment.orderId ? shopperRefund(row.refund, row.payment) : null;
}

function shopperRefund(refund: RefundRow, payment: PaymentRow): ShopperRefund {
  return {
    id: refund.id,
    orderId: payment.orderId!,
    amount: refund.amount,
    currency: refund.currency,
    status: refund.status,
    cause: refund.cause,
    method: payment.method,
    provider: payment.provider,
    createdAt: refund.createdAt,
    settledAt: refund.status === "succeeded" ? refund.updatedAt : null,
    expectedBy: refundExpectedBy(
      refund.status === "succeeded" ? refund.updatedAt : refund.createdAt,
      payment.provider,
    ),
  };
}
