/** The recipient's gift card mail: sent once, on the card's start date (decision 0053). */
import { eq } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import { formatMoney } from "#i18n/format.ts";
import { type CountryCode, intlLocale, type Language } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";
import { withTransaction } from "#kernel/tx.ts";
import { giftCardMail } from "../mail/mail.api.ts";
import { giftCardPng } from "./gift-card-art.ts";
import { countryOfCurrency, TIME_ZONES } from "./gift-card-purchase.rules.ts";
import { lockedGiftCard } from "./gift-cards.service.ts";

/** A date as the card's country reads it, in the mail's language. */
function cardDate(date: Date, lang: Language, country: CountryCode): string {
  return new Intl.DateTimeFormat(intlLocale({ lang, country }), {
    dateStyle: "long",
    timeZone: TIME_ZONES[country],
  }).format(date);
}

/**
 * The `gift-cards.send` job: mails a paid card to its recipient, in the card's language. A retry
 * or a second worker never sends it twice: the card's row is locked, a card with `sent_at` is
 * skipped, and `sent_at` is set in the transaction that sends. What remains is the moment between
 * the mail server accepting the mail and our commit: a crash there rolls `sent_at` back and the
 * job's next attempt sends again. The mail's Message-ID is the card's, so clients that collapse
 * duplicates (most do) show that rare second copy as one.
 */
export async function sendGiftCardMail(ctx: RequestContext, giftCardId: string): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const card = await lockedGiftCard(tx, giftCardId);
    if (!card?.isPaid || card.sentAt) return;
    const image = await giftCardPng(card.theme);
    const country = countryOfCurrency(card.currency);
    const lang = card.language;
    await tx.db
      .update(s.giftCards)
      .set({ sentAt: tx.services.clock.now() })
      .where(eq(s.giftCards.id, card.id));
    await tx.services.mailer.send(
      giftCardMail({
        id: `gift-card-${card.id}@manzil`,
        to: card.recipientEmail,
        lang,
        recipientName: card.recipientName,
        senderName: card.senderName,
        message: card.message,
        code: card.code,
        amount: formatMoney(card.price, country, lang),
        validFrom: cardDate(card.startAt, lang, country),
        validUntil: cardDate(new Date(card.expiredAt.getTime() - 1), lang, country),
        image,
        link: `${tx.services.publicUrl}/${lang}-${country}/`,
      }),
    );
  });
}
