/**
 * Using a promotion, inside the order's transaction (decision 0059): the coupon's counters move
 * by one conditional update and its use is recorded once per shopper; the gift card pays down its
 * rest. A cancelled order gives both back in the cancelling transaction.
 */
import { and, eq, gte, sql } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import type { PricedPromotions } from "./promotions.quote.ts";

/** Records the promotions a new order used; throws (and so rolls the order back) when one ran out meanwhile. */
export async function redeemPromotions(
  ctx: RequestContext,
  order: { id: string; userId: string; currency: (typeof s.couponUses.$inferInsert)["currency"] },
  priced: PricedPromotions,
): Promise<void> {
  const coupon = priced.coupon;
  if (coupon && !coupon.problem) {
    const [counted] = await ctx.db
      .update(s.coupons)
      .set({
        availableSales: sql`${s.coupons.availableSales} - 1`,
        salesNumber: sql`${s.coupons.salesNumber} + 1`,
      })
      .where(and(eq(s.coupons.id, coupon.row.id), gte(s.coupons.availableSales, 1)))
      .returning({ id: s.coupons.id });
    if (!counted) throw new DomainError("COUPON_SOLD_OUT", 409, { couponCode: "COUPON_SOLD_OUT" });
    const [used] = await ctx.db
      .insert(s.couponUses)
      .values({
        couponId: coupon.row.id,
        userId: order.userId,
        orderId: order.id,
        currency: order.currency,
        amount: coupon.discount,
      })
      .onConflictDoNothing()
      .returning({ id: s.couponUses.id });
    if (!used) throw new DomainError("COUPON_ALREADY_USED", 409, { couponCode: "COUPON_ALREADY_USED" });
  }
  const card = priced.giftCard;
  if (card && !card.problem && card.amount > 0) {
    const [paid] = await ctx.db
      .update(s.giftCards)
      .set({ restAmount: sql`${s.giftCards.restAmount} - ${card.amount}` })
      .where(and(eq(s.giftCards.id, card.row.id), gte(s.giftCards.restAmount, card.amount)))
      .returning({ id: s.giftCards.id });
    if (!paid) throw new DomainError("GIFT_CARD_USED_UP", 409, { couponCode: "GIFT_CARD_USED_UP" });
  }
}

/** Gives back a cancelled order's coupon use and gift card amount (in the cancelling transaction). */
export async function releasePromotions(
  ctx: RequestContext,
  order: { id: string; usedCouponId: string | null; usedGiftCardId: string | null; giftCardAmount: number },
): Promise<void> {
  if (order.usedCouponId) {
    const released = await ctx.db
      .delete(s.couponUses)
      .where(and(eq(s.couponUses.orderId, order.id), eq(s.couponUses.couponId, order.usedCouponId)))
      .returning({ id: s.couponUses.id });
    if (released.length)
      await ctx.db
        .update(s.coupons)
        .set({
          availableSales: sql`${s.coupons.availableSales} + 1`,
          salesNumber: sql`greatest(${s.coupons.salesNumber} - 1, 0)`,
        })
        .where(eq(s.coupons.id, order.usedCouponId));
  }
  if (order.usedGiftCardId && order.giftCardAmount > 0)
    await ctx.db
      .update(s.giftCards)
      .set({
        restAmount: sql`least(${s.giftCards.restAmount} + ${order.giftCardAmount}, ${s.giftCards.price})`,
      })
      .where(eq(s.giftCards.id, order.usedGiftCardId));
}
