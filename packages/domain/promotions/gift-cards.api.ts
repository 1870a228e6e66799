/**
 * Gift card purchase, the promotions domain's public surface for it (decision 0055); to be merged
 * into promotions.api.ts. Orders call `markGiftCardsPaid` in the transaction that confirms a paid
 * order; the job list registers `sendGiftCardMail` for `GIFT_CARD_MAIL_TOPIC`.
 */

export { type CreateGiftCardInput, createGiftCardInput } from "./gift-card.schema.ts";
export { giftCardSvg } from "./gift-card-art.ts";
export { sendGiftCardMail } from "./gift-card-delivery.ts";
export {
  GIFT_CARD_LOOKS,
  GIFT_CARD_SIZE,
  type GiftCardTheme,
  isGiftCardTheme,
} from "./gift-card-looks.ts";
export { startDateOf } from "./gift-card-purchase.rules.ts";
export {
  createGiftCard,
  GIFT_CARD_MAIL_TOPIC,
  type GiftCardOptions,
  type GiftCardView,
  giftCardOptions,
  giftCardView,
  markGiftCardsPaid,
} from "./gift-cards.service.ts";
