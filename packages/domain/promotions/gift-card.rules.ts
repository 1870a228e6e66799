/** When a gift card may pay an order, and how much of it (decision 0059). */
import type { giftCards } from "#db/schema/index.ts";

export type GiftCardRow = typeof giftCards.$inferSelect;

export type GiftCardProblem =
  | "COUPON_NOT_FOUND"
  | "GIFT_CARD_NOT_IN_PERIOD"
  | "GIFT_CARD_USED_UP"
  | "GIFT_CARD_OTHER_CURRENCY";

/** The first reason the card cannot pay an order in `currency` now, or null. */
export function giftCardProblem(
  card: GiftCardRow,
  facts: { now: Date; currency: string },
): GiftCardProblem | null {
  if (!card.isPaid) return "COUPON_NOT_FOUND";
  if (facts.now < card.startAt || facts.now > card.expiredAt) return "GIFT_CARD_NOT_IN_PERIOD";
  if (card.restAmount <= 0) return "GIFT_CARD_USED_UP";
  if (card.currency !== facts.currency) return "GIFT_CARD_OTHER_CURRENCY";
  return null;
}

/** What the card pays of `due`: all of it when its rest covers it, else its rest. */
export function giftCardPays(card: GiftCardRow, due: number): number {
  return Math.max(0, Math.min(card.restAmount, due));
}

/**
 * A paid card whose mail went out, or already spent in part, is in someone's hands: the order that
 * bought it can no longer be cancelled (decision 0123).
 */
export const giftCardDelivered = (
  card: Pick<GiftCardRow, "isPaid" | "sentAt" | "restAmount" | "price">,
): boolean => card.isPaid && (!!card.sentAt || card.restAmount < card.price);
