import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNotNull, lt } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { CountryCode } from "#i18n/locales.ts";
import { audit } from "#kernel/audit.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { enqueue } from "#kernel/jobs.ts";
import { requireOwnerOr, requirePermission } from "#kernel/permissions.ts";
import { withTransaction } from "#kernel/tx.ts";
import { mailContactOf } from "../accounts/accounts.api.ts";
import { recordSales, releaseStock } from "../catalog/catalog.api.ts";
import { reverseOrderCredits, reverseReferralCredit } from "../ledger/ledger.api.ts";
import { orderConfirmationMail, refundMail } from "../mail/mail.api.ts";
import {
  isSettled,
  type latestPayment,
  latestPayments,
  reconcilePayment,
  refundsOfOrders,
  type ShopperRefund,
  settleCancelledPayments,
  shopperRefundById,
  UNSETTLED,
} from "../payments/payments.api.ts";
import {
  creditReferralProfit,
  type GiftCardView,
  giftCardDelivered,
  giftCardViewsOf,
  markGiftCardsPaid,
  releasePromotions,
  voidGiftCards,
} from "../promotions/promotions.api.ts";
import { creditDelivered } from "./ledger.service.ts";
import { UNPAID_ORDER_MINUTES } from "./order-hold.rules.ts";
import { canMove, isRowId, type OrderStatus, shopperMayCancel } from "./order-state.ts";
import { isOpenReturn, returnRefusal, returnUntil } from "./returns.rules.ts";

type OrderRow = typeof s.orders.$inferSelect;
type OrderItemInsert = Omit<typeof s.orderItems.$inferInsert, "orderId">;

export interface NewOrder {
  userId: string;
  cartId: string;
  addressId: string;
  shippingAddress: Record<string, unknown>;
  country: CountryCode;
  currency: OrderRow["currency"];
  paymentMethod: string;
  subtotal: number;
  shippingFees: number;
  discount: number;
  codFees: number;
  /** The promotions used (decision 0059): the coupon, the referral code, the gift card. */
  usedCouponId?: string | null;
  couponDiscount?: number;
  usedReferralCode?: string | null;
  referralDiscount?: number;
  usedGiftCardId?: string | null;
  giftCardAmount?: number;
  /** A gift card paid all of it: nothing is left to pay online. */
  paidInFull?: boolean;
  totalPrice: number;
  requiredDays: number;
  items: OrderItemInsert[];
}

/** MZ-241124-7F3K2Q: the date and six random letters and digits. */
function orderNumber(now: Date): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, "");
  const code = randomBytes(6).toString("base64url").replace(/[-_]/g, "X").toUpperCase().slice(0, 6);
  return `MZ-${day}-${code}`;
}

/** Writes an order and its lines as they are now (a local step of checkout). */
export async function createOrder(ctx: RequestContext, o: NewOrder): Promise<OrderRow> {
  const [order] = await ctx.db
    .insert(s.orders)
    .values({
      orderId: orderNumber(ctx.services.clock.now()),
      userId: o.userId,
      cartId: o.cartId,
      addressId: o.addressId,
      shippingAddress: o.shippingAddress,
      orderedFrom: o.country,
      currency: o.currency,
      status: "pending",
      trnxStatus: o.paidInFull ? "success" : "pending",
      paymentMethod: o.paymentMethod,
      subtotal: o.subtotal,
      shippingFees: o.shippingFees,
      discount: o.discount,
      usedCouponId: o.usedCouponId ?? null,
      couponDiscount: o.couponDiscount ?? 0,
      usedReferralCode: o.usedReferralCode ?? null,
      referralDiscount: o.referralDiscount ?? 0,
      usedGiftCardId: o.usedGiftCardId ?? null,
      giftCardAmount: o.giftCardAmount ?? 0,
      codFees: o.codFees,
      codAmount: o.paymentMethod === "cod" ? o.totalPrice : 0,
      totalPrice: o.totalPrice,
      requiredDays: o.requiredDays,
    })
    .returning();
  await ctx.db.insert(s.orderItems).values(o.items.map((item) => ({ ...item, orderId: order!.id })));
  return order!;
}

/** An order by id (locked for update when asked), or 404 ORDER_NOT_FOUND. */
async function findOrder(ctx: RequestContext, orderId: string, lock = false): Promise<OrderRow> {
  const query = ctx.db.select().from(s.orders).where(eq(s.orders.id, orderId));
  const [order] = isRowId(orderId) ? await (lock ? query.for("update") : query) : [];
  if (!order) throw new DomainError("ORDER_NOT_FOUND", 404);
  return order;
}

/** The order row locked for the caller's transaction, or 404. */
export const lockedOrder = (ctx: RequestContext, orderId: string) => findOrder(ctx, orderId, true);

/** Moves an order along the transition table; a repeat of the same move is a no-op. */
async function move(ctx: RequestContext, order: OrderRow, to: OrderStatus): Promise<OrderRow> {
  if (order.status === to) return order;
  if (!canMove(order.status, to)) throw new DomainError("ORDER_TRANSITION_INVALID", 409);
  if (to === "confirmed")
    await enqueue(ctx, "orders.confirmation-mail", { orderId: order.id }, { key: `order-mail:${order.id}` });
  const now = ctx.services.clock.now();
  const [updated] = await ctx.db
    .update(s.orders)
    .set({ status: to, updatedAt: now, ...(to === "delivered" ? { deliveredAt: now } : {}) })
    .where(eq(s.orders.id, order.id))
    .returning();
  return updated!;
}

/** The order's products and quantities (lines whose product was since removed are left out). */
async function stockLines(ctx: RequestContext, orderId: string) {
  const lines = await ctx.db
    .select({ productId: s.orderItems.productId, quantity: s.orderItems.quantity })
    .from(s.orderItems)
    .where(eq(s.orderItems.orderId, orderId));
  return lines.flatMap((l) => (l.productId ? [{ productId: l.productId, quantity: l.quantity }] : []));
}

async function restock(ctx: RequestContext, orderId: string): Promise<void> {
  await releaseStock(ctx, await stockLines(ctx, orderId));
}

/** The gift cards an order bought. */
async function giftCardsOf(ctx: RequestContext, orderId: string): Promise<string[]> {
  const cards = await ctx.db
    .select({ id: s.orderItems.giftCardId })
    .from(s.orderItems)
    .where(and(eq(s.orderItems.orderId, orderId), isNotNull(s.orderItems.giftCardId)));
  return cards.map((c) => c.id!);
}

/**
 * A cancelled order gives back what it took: its stock, its coupon use and its gift card amount;
 * the gift cards it bought are voided (refused once one was delivered), and its money is settled:
 * paid payments refunded, open attempts stopped (decision 0123). Every cancellation comes here,
 * in its transaction, the order row locked.
 */
async function undoCancelled(ctx: RequestContext, order: OrderRow): Promise<void> {
  await voidGiftCards(ctx, await giftCardsOf(ctx, order.id));
  await restock(ctx, order.id);
  await releasePromotions(ctx, order);
  await settleCancelledPayments(ctx, order.id, "order_cancelled");
}

/**
 * A delivered order comes back (inside the caller's transaction, the order row locked): its stock
 * returns, its profit credits (and referral profit, decision 0059) are reversed and an open return
 * request is closed as received.
 */
export async function returnOrder(ctx: RequestContext, order: OrderRow): Promise<OrderRow> {
  if (order.status === "returned") return order;
  if (!canMove(order.status, "returned")) throw new DomainError("ORDER_TRANSITION_INVALID", 409);
  await restock(ctx, order.id);
  await reverseOrderCredits(ctx, order.id);
  await reverseReferralCredit(ctx, order.id);
  await ctx.db
    .update(s.orderReturns)
    .set({ status: "received", updatedAt: ctx.services.clock.now() })
    .where(
      and(eq(s.orderReturns.orderId, order.id), inArray(s.orderReturns.status, ["requested", "approved"])),
    );
  return move(ctx, order, "returned");
}

/**
 * An administrator moves an order along its stages (`update:order:any`): cancelling returns its
 * stock; delivering counts its sales (salesNumberIn*) and credits the profit ledger and the
 * referrer of a referral code (decision 0059); returning
 * restocks and reverses the ledger (decision 0057), all in the move's transaction.
 */
export async function moveOrder(
  ctx: RequestContext,
  orderId: string,
  to: OrderStatus,
): Promise<OrderWithItems> {
  requirePermission(ctx, "update:order:any");
  const moved = await withTransaction(ctx, async (tx) => {
    const order = await lockedOrder(tx, orderId);
    const after = await moveLocked(tx, order, to);
    await audit(tx, {
      action: "order.status",
      entity: "order",
      entityId: order.id,
      before: { status: order.status },
      after: { status: after.status },
    });
    return after;
  });
  return (await withItems(ctx, [moved]))[0]!;
}

async function moveLocked(tx: RequestContext, order: OrderRow, to: OrderStatus): Promise<OrderRow> {
  if (order.status === to) return order;
  if (!canMove(order.status, to)) throw new DomainError("ORDER_TRANSITION_INVALID", 409);
  if (to === "cancelled") await undoCancelled(tx, order);
  if (to === "returned") return returnOrder(tx, order);
  if (to === "delivered") {
    await recordSales(tx, await stockLines(tx, order.id), order.orderedFrom);
    await creditDelivered(tx, order);
    await creditReferralProfit(tx, order);
  }
  // Providers that authorize first (Tabby) are captured when the order leaves, after this commit.
  if (to === "out_for_delivery")
    await enqueue(tx, "payments.capture", { orderId: order.id }, { key: `capture:${order.id}` });
  return move(tx, order, to);
}

/** The shopper cancels an order that has not left yet: its stock comes back. */
export async function cancelOrder(ctx: RequestContext, orderId: string): Promise<OrderWithItems> {
  const cancelled = await withTransaction(ctx, async (tx) => {
    const order = await lockedOrder(tx, orderId);
    requireOwnerOr(tx, "update", "order", order.userId);
    if (order.status === "cancelled") return order;
    if (!shopperMayCancel(order.status)) throw new DomainError("ORDER_CANNOT_CANCEL", 409);
    await undoCancelled(tx, order);
    return move(tx, order, "cancelled");
  });
  return (await withItems(ctx, [cancelled]))[0]!;
}

/**
 * A payment of the order settled (the `payments.changed` job, or a gift card that paid all of
 * it): a pending order is confirmed and the gift cards it bought become usable (decision 0059).
 */
export async function confirmPaidOrder(ctx: RequestContext, orderId: string): Promise<void> {
  await withTransaction(ctx, async (tx) => confirmLocked(tx, await lockedOrder(tx, orderId)));
}

async function confirmLocked(tx: RequestContext, order: OrderRow): Promise<void> {
  if (order.status !== "pending") return;
  await move(tx, order, "confirmed");
  await markGiftCardsPaid(tx, await giftCardsOf(tx, order.id));
}

/**
 * A payment of the order settled (the `payments.changed` job, decision 0124): a pending order is
 * confirmed; money that reached an order already cancelled is refunded (an authorization voided),
 * once, whatever else arrives at the same moment (the order row is locked first).
 */
export async function applyPayment(ctx: RequestContext, orderId: string): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const order = await lockedOrder(tx, orderId);
    if (order.status === "pending") return confirmLocked(tx, order);
    if (order.status === "cancelled") await settleCancelledPayments(tx, order.id, "paid_after_cancel");
  });
}

/** Confirms a cash-on-delivery order right after it is placed (nothing is paid yet). */
export async function confirmCashOrder(ctx: RequestContext, orderId: string): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const order = await lockedOrder(tx, orderId);
    if (order.status === "pending") await move(tx, order, "confirmed");
  });
}

/**
 * Cancels orders still unpaid `UNPAID_ORDER_MINUTES` after they were placed and releases their
 * stock (the recurring `orders.expire-unpaid` job), unless their payment may still settle. The
 * provider is asked first (decision 0125): a paid order whose notification was lost is confirmed,
 * never cancelled. A provider that cannot be asked keeps the order until the next round, for at
 * most `ASK_PROVIDER_HOURS`. Answers how many were cancelled.
 */
export async function expireUnpaidOrders(ctx: RequestContext): Promise<number> {
  const now = ctx.services.clock.now();
  const before = new Date(now.getTime() - UNPAID_ORDER_MINUTES * 60_000);
  const giveUp = new Date(now.getTime() - ASK_PROVIDER_HOURS * 3_600_000);
  const stale = await ctx.db
    .select({ id: s.orders.id, createdAt: s.orders.createdAt })
    .from(s.orders)
    .where(
      and(
        eq(s.orders.status, "pending"),
        lt(s.orders.createdAt, before),
        inArray(s.orders.paymentMethod, PAID_ONLINE),
      ),
    )
    .orderBy(s.orders.createdAt)
    .limit(100);
  let expired = 0;
  for (const { id, createdAt } of stale) {
    const latest = (await latestPayments(ctx, [id])).get(id);
    if (latest && !isSettled(latest.status) && stillPayable(latest, before, now)) continue;
    if (latest && UNSETTLED.includes(latest.status)) {
      const asked = await reconcilePayment(ctx, latest.id).then(
        () => true,
        (error) => {
          console.warn(
            `orders: the provider of payment ${latest.id} could not be asked before expiry`,
            error,
          );
          return false;
        },
      );
      if (!asked && createdAt > giveUp) continue;
    }
    await withTransaction(ctx, async (tx) => {
      const order = await lockedOrder(tx, id);
      if (order.status !== "pending") return;
      const payment = (await latestPayments(tx, [order.id])).get(order.id);
      if (payment && isSettled(payment.status)) return confirmLocked(tx, order);
      if (payment && stillPayable(payment, before, now)) return;
      await undoCancelled(tx, order);
      await move(tx, order, "cancelled");
      expired++;
    });
  }
  return expired;
}

/** How long the expiry waits for a provider that cannot be asked before cancelling anyway. */
const ASK_PROVIDER_HOURS = 24;

/**
 * An unpaid order is kept while its latest attempt may still settle (decision 0058): paid and
 * waiting for its job, a reference the shopper may still pay (Fawry: 48 hours), or an attempt
 * opened within the hold (paying again restarts it).
 */
function stillPayable(
  payment: NonNullable<Awaited<ReturnType<typeof latestPayment>>>,
  holdStart: Date,
  now: Date,
): boolean {
  if (["authorized", "captured"].includes(payment.status)) return true;
  if (payment.createdAt > holdStart) return true;
  const open = ["initiated", "requires_action", "pending"].includes(payment.status);
  return open && !!payment.referenceExpiresAt && payment.referenceExpiresAt > now;
}

/** Methods paid before delivery (every one but cash on delivery). */
const PAID_ONLINE = [
  "card",
  "wallet",
  "valu",
  "souhoola",
  "sympl",
  "aman",
  "halan",
  "fawry",
  "tabby",
  "fake",
];

/** An order's line; a gift card's line with the card as the caller may see it (decision 0059). */
export type OrderItemView = typeof s.orderItems.$inferSelect & { giftCard: GiftCardView | null };

export interface OrderWithItems extends OrderRow {
  items: OrderItemView[];
  /** The latest payment attempt: the specs' trnxId, trnxStatus, fawryRef and sourceData. */
  payment: Awaited<ReturnType<typeof latestPayment>>;
  /** The latest return request, or null. */
  returnRequest: ReturnRow | null;
  /** The last moment a return may be requested (null before delivery). */
  returnUntil: Date | null;
  /** Its refunds, oldest first (decision 0123). */
  refunds: ShopperRefund[];
  /** Whether the shopper may cancel now (not once a gift card it bought was delivered). */
  mayCancel: boolean;
  /** Whether the shopper may ask to return it now. */
  mayReturn: boolean;
}

type ReturnRow = typeof s.orderReturns.$inferSelect;

/** getOrderById: one order (its owner's, or anyone's for `read:order:any`), 404 otherwise. */
export async function orderById(ctx: RequestContext, orderId: string): Promise<OrderWithItems> {
  const order = await findOrder(ctx, orderId);
  requireOwnerOr(ctx, "read", "order", order.userId);
  return (await withItems(ctx, [order]))[0]!;
}

/** getOrdersByUserId: the caller's orders (administrators with read:order:any: anyone's), newest first. */
export async function ordersOfUser(ctx: RequestContext, userId: string): Promise<OrderWithItems[]> {
  requireOwnerOr(ctx, "read", "order", userId);
  const orders = await ctx.db
    .select()
    .from(s.orders)
    .where(eq(s.orders.userId, userId))
    .orderBy(desc(s.orders.createdAt))
    .limit(100);
  return withItems(ctx, orders);
}

/** Orders with their lines and latest payment, in the order given. */
async function withItems(ctx: RequestContext, orders: OrderRow[]): Promise<OrderWithItems[]> {
  if (!orders.length) return [];
  const items = await ctx.db
    .select()
    .from(s.orderItems)
    .where(
      inArray(
        s.orderItems.orderId,
        orders.map((o) => o.id),
      ),
    );
  const ids = orders.map((o) => o.id);
  const [payments, refunds, returns, giftCards] = await Promise.all([
    latestPayments(ctx, ids),
    refundsOfOrders(ctx, ids),
    ctx.db
      .select()
      .from(s.orderReturns)
      .where(inArray(s.orderReturns.orderId, ids))
      .orderBy(desc(s.orderReturns.createdAt)),
    giftCardViewsOf(
      ctx,
      items.flatMap((i) => (i.giftCardId ? [i.giftCardId] : [])),
    ),
  ]);
  const now = ctx.services.clock.now();
  return orders.map((o) => {
    const returnRequest = returns.find((r) => r.orderId === o.id) ?? null;
    const lines = items
      .filter((i) => i.orderId === o.id)
      .map((i) => ({ ...i, giftCard: (i.giftCardId && giftCards.get(i.giftCardId)) || null }));
    return {
      ...o,
      items: lines,
      payment: payments.get(o.id) ?? null,
      refunds: refunds.get(o.id) ?? [],
      returnRequest,
      returnUntil: o.status === "delivered" ? returnUntil(o.deliveredAt) : null,
      mayCancel:
        shopperMayCancel(o.status) && !lines.some((i) => i.giftCard && giftCardDelivered(i.giftCard)),
      mayReturn: !returnRefusal(o, now) && !(returnRequest && isOpenReturn(returnRequest.status)),
    };
  });
}

/** The order confirmation mail, in the shopper's mail language (the `orders.confirmation-mail` job). */
export async function sendOrderConfirmation(ctx: RequestContext, orderId: string): Promise<void> {
  const [order] = await ctx.db.select().from(s.orders).where(eq(s.orders.id, orderId));
  if (!order?.userId) return;
  const contact = await mailContactOf(ctx, order.userId);
  if (!contact) return;
  const items = await ctx.db.select().from(s.orderItems).where(eq(s.orderItems.orderId, order.id));
  await ctx.services.mailer.send(
    orderConfirmationMail({
      to: contact.email,
      name: contact.name,
      lang: contact.lang,
      orderNumber: order.orderId,
      country: order.orderedFrom,
      items,
      total: order.totalPrice,
      requiredDays: order.requiredDays,
      link: `${ctx.services.publicUrl}/${contact.lang}-${order.orderedFrom}/profile/orders`,
    }),
  );
}

/**
 * The shopper's mail about a refund (the `payments.refund-mail` job, decision 0123): how much comes
 * back, why, and by when, in their mail language; none for a refund the provider refused.
 */
export async function sendRefundMail(ctx: RequestContext, refundId: string): Promise<void> {
  const refund = await shopperRefundById(ctx, refundId);
  if (!refund || refund.status === "failed") return;
  const [order] = await ctx.db.select().from(s.orders).where(eq(s.orders.id, refund.orderId));
  if (!order?.userId) return;
  const contact = await mailContactOf(ctx, order.userId);
  if (!contact) return;
  await ctx.services.mailer.send(
    refundMail({
      id: `refund-${refund.id}@manzil`,
      to: contact.email,
      name: contact.name,
      lang: contact.lang,
      orderNumber: order.orderId,
      country: order.orderedFrom,
      amount: refund.amount,
      cause: refund.cause,
      settled: refund.status === "succeeded",
      expectedBy: refund.expectedBy,
      link: `${ctx.services.publicUrl}/${contact.lang}-${order.orderedFrom}/profile/orders/${order.id}`,
    }),
  );
}
