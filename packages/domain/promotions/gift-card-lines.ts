/**
 * Gift cards bought through the checkout (decision 0059): a cart line holding an unpaid card of
 * the buyer's, in the currency of the country being shopped. Anything else is not for sale.
 */
import { and, eq, inArray } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import type { GiftCardRow } from "./gift-card.rules.ts";

/** The unpaid cards of `buyerId` with these ids, in the order asked; CHECKOUT_ITEM_UNAVAILABLE otherwise. */
export async function giftCardsToBuy(
  ctx: RequestContext,
  ids: string[],
  buyer: { userId: string; currency: string },
): Promise<GiftCardRow[]> {
  if (!ids.length) return [];
  const rows = await ctx.db
    .select()
    .from(s.giftCards)
    .where(and(inArray(s.giftCards.id, ids), eq(s.giftCards.isPaid, false)));
  return ids.map((id) => {
    const card = rows.find((r) => r.id === id);
    if (!card || card.senderId !== buyer.userId || card.currency !== buyer.currency)
      throw new DomainError("CHECKOUT_ITEM_UNAVAILABLE", 409);
    return card;
  });
}

/** How an order line shows a gift card bought: for whom, in both languages, with its design. */
export function giftCardLine(card: GiftCardRow) {
  return {
    name: `Gift card for ${card.recipientName}`,
    arName: `بطاقة هدايا إلى ${card.recipientName}`,
    imagePath: `/gift-cards/art/${card.theme}.svg`,
  };
}
