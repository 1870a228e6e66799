/**
 * Buying gift cards (decision 0059): a signed-in shopper creates an unpaid card, which lands in the
 * cart; the order that pays it marks it paid and queues the recipient's mail for its start date.
 * Redeeming a card is the checkout's (gift-card.rules.ts, redemption.service.ts).
 */
import { and, eq, inArray } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import { COUNTRIES } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { isRowId } from "#kernel/ids.ts";
import { parseInput } from "#kernel/input.ts";
import { enqueue } from "#kernel/jobs.ts";
import { canAny, requirePermission } from "#kernel/permissions.ts";
import { withTransaction } from "#kernel/tx.ts";
import { mailContactOf } from "../accounts/accounts.api.ts";
import { addToCart } from "../cart/cart.api.ts";
import { giftCardDelivered } from "./gift-card.rules.ts";
import { createGiftCardInput, type GiftCardLimits } from "./gift-card.schema.ts";
import type { GiftCardTheme } from "./gift-card-looks.ts";
import {
  aYearAfter,
  dateIn,
  expiryOf,
  type GiftCardAmounts,
  giftCardAmountsIn,
  newGiftCardCode,
  startDateOf,
  startOfDayIn,
} from "./gift-card-purchase.rules.ts";

type GiftCardRow = typeof s.giftCards.$inferSelect;

/** The topic of the recipient's mail (queued once per card, for its start date). */
export const GIFT_CARD_MAIL_TOPIC = "gift-cards.send";

/** A card as the API shows it: the code only to whom may read it, and never while unpaid. */
export type GiftCardView = Omit<GiftCardRow, "code"> & { code: string | null; startDate: string };

/** The code is for the sender and administrators, once the card is paid (the recipient gets it by mail). */
export function giftCardView(ctx: Pick<RequestContext, "user">, card: GiftCardRow): GiftCardView {
  const mayRead = !!ctx.user && (ctx.user.id === card.senderId || canAny(ctx, "read", "gift-card"));
  const startDate = startDateOf(card.startAt, card.currency);
  return { ...card, code: card.isPaid && mayRead ? card.code : null, startDate };
}

/**
 * The cards of these ids as the caller may see them (an order's gift-card lines): the code only
 * for their sender (the buyer) and administrators who read gift cards, once paid.
 */
export async function giftCardViewsOf(
  ctx: Pick<RequestContext, "db" | "user">,
  ids: readonly string[],
): Promise<Map<string, GiftCardView>> {
  const wanted = [...new Set(ids)].filter(isRowId);
  if (!wanted.length) return new Map();
  const rows = await ctx.db.select().from(s.giftCards).where(inArray(s.giftCards.id, wanted));
  return new Map(rows.map((row) => [row.id, giftCardView(ctx, row)]));
}

export interface GiftCardOptions extends GiftCardAmounts {
  currency: string;
  themes: readonly GiftCardTheme[];
  /** The earliest and latest start dates (YYYY-MM-DD, the shopper's country). */
  today: string;
  lastDay: string;
}

function limitsOf(ctx: Pick<RequestContext, "country" | "services">): GiftCardLimits {
  const today = dateIn(ctx.services.clock.now(), ctx.country);
  return { amounts: giftCardAmountsIn(ctx.country), today, lastDay: aYearAfter(today) };
}

/** What the purchase form offers in the shopper's country: amounts, themes, dates. */
export function giftCardOptions(ctx: Pick<RequestContext, "country" | "services">): GiftCardOptions {
  const limits = limitsOf(ctx);
  return {
    ...limits.amounts,
    currency: COUNTRIES[ctx.country].currency,
    themes: s.giftCardThemes,
    today: limits.today,
    lastDay: limits.lastDay,
  };
}

/** Inserts the card under a fresh code (a clash, astronomically rare, draws another). */
async function insertWithFreshCode(
  tx: RequestContext,
  values: Omit<typeof s.giftCards.$inferInsert, "code">,
): Promise<GiftCardRow> {
  for (;;) {
    const [card] = await tx.db
      .insert(s.giftCards)
      .values({ ...values, code: newGiftCardCode() })
      .onConflictDoNothing({ target: s.giftCards.code })
      .returning();
    if (card) return card;
  }
}

/**
 * createGiftCard: an unpaid card in the shopper's currency, valid for a year from its start date,
 * added to the shopper's cart in the same transaction. The mail's language defaults to the page's.
 */
export async function createGiftCard(ctx: RequestContext, args: unknown): Promise<GiftCardView> {
  requirePermission(ctx, "create:gift-card:own");
  const given = (args ?? {}) as Record<string, unknown>;
  const input = parseInput(createGiftCardInput(limitsOf(ctx)), {
    ...given,
    language: given.language || ctx.language,
  });
  const sender = await mailContactOf(ctx, ctx.user!.id);
  if (!sender) throw new DomainError("GIFT_CARD_SENDER_EMAIL_REQUIRED", 400);
  const country = COUNTRIES[ctx.country];
  const price = input.amount * 10 ** country.minorDigits;
  const startAt = startOfDayIn(input.startAt, ctx.country);
  return withTransaction(ctx, async (tx) => {
    const card = await insertWithFreshCode(tx, {
      currency: country.currency,
      price,
      restAmount: price,
      theme: input.theme,
      recipientName: input.recipientName,
      recipientEmail: input.recipientEmail,
      senderName: input.senderName ?? sender.name,
      senderEmail: sender.email,
      senderId: ctx.user!.id,
      message: input.message ?? null,
      language: input.language,
      startAt,
      expiredAt: expiryOf(startAt),
    });
    await addToCart(tx, { giftCard: card.id });
    return giftCardView(tx, card);
  });
}

/**
 * The order that bought these cards is paid (called by orders in the transaction that confirms
 * it): each card becomes usable and its mail is queued for its start date, once per card.
 */
export async function markGiftCardsPaid(
  ctx: Pick<RequestContext, "db" | "services">,
  giftCardIds: string[],
): Promise<void> {
  if (!giftCardIds.length) return;
  await withTransaction(ctx, async (tx) => {
    const paid = await tx.db
      .update(s.giftCards)
      .set({ isPaid: true })
      .where(and(inArray(s.giftCards.id, giftCardIds), eq(s.giftCards.isPaid, false)))
      .returning({ id: s.giftCards.id, startAt: s.giftCards.startAt });
    for (const card of paid)
      await enqueue(
        tx,
        GIFT_CARD_MAIL_TOPIC,
        { giftCardId: card.id },
        {
          runAt: card.startAt,
          key: `gift-card-mail:${card.id}`,
        },
      );
  });
}

/**
 * The order that bought these cards is cancelled (in its transaction, decision 0123): a card already
 * delivered (mailed, or spent in part) refuses with ORDER_GIFT_CARD_SENT; the others are voided:
 * unpaid and empty, so their scheduled mail and any redemption refuse. Locked first, so a mail
 * going out at this moment either went (refused here) or finds the card void.
 */
export async function voidGiftCards(ctx: Pick<RequestContext, "db">, giftCardIds: string[]): Promise<void> {
  if (!giftCardIds.length) return;
  const cards = await ctx.db
    .select()
    .from(s.giftCards)
    .where(inArray(s.giftCards.id, giftCardIds))
    .orderBy(s.giftCards.id)
    .for("update");
  if (cards.some(giftCardDelivered)) throw new DomainError("ORDER_GIFT_CARD_SENT", 409);
  await ctx.db
    .update(s.giftCards)
    .set({ isPaid: false, restAmount: 0 })
    .where(and(inArray(s.giftCards.id, giftCardIds), eq(s.giftCards.isPaid, true)));
}

/** The card row, locked for the caller's transaction. */
export async function lockedGiftCard(ctx: Pick<RequestContext, "db">, id: string) {
  if (!isRowId(id)) return undefined;
  const [card] = await ctx.db.select().from(s.giftCards).where(eq(s.giftCards.id, id)).for("update");
  return card;
}
