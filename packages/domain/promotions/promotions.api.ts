/** The promotions domain's public surface (decision 0055): coupons, gift cards and referral codes (decision 0059). */

// Coupons and gift cards at checkout
export {
  type CouponProblem,
  type CouponRow,
  minPurchaseIn,
  NO_COUPON_METHOD,
} from "./coupon.rules.ts";
export {
  AvailableSalesInput,
  CodeInput,
  type FoundCode,
  findPromotionCode,
  getCouponByCode,
  updateAvailableSales,
} from "./coupons.service.ts";
export { type GiftCardProblem, type GiftCardRow, giftCardDelivered } from "./gift-card.rules.ts";
export { type CreateGiftCardInput, createGiftCardInput } from "./gift-card.schema.ts";
export { giftCardSvg } from "./gift-card-art.ts";
export { sendGiftCardMail } from "./gift-card-delivery.ts";

// Gift cards bought and their mail
export { giftCardLine, giftCardsToBuy } from "./gift-card-lines.ts";
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
  giftCardViewsOf,
  markGiftCardsPaid,
  voidGiftCards,
} from "./gift-cards.service.ts";
export {
  loadPromotions,
  type PricedPromotions,
  type PromotionInputs,
  pricePromotions,
} from "./promotions.quote.ts";
export { redeemPromotions, releasePromotions } from "./redemption.service.ts";
// Referral (its profit and payouts are the ledger's: decision 0104)
export {
  callerReferralDiscount,
  creditReferralProfit,
  type ReferralDiscount,
  type ReferralOffer,
  type ReferralTerms,
  type ReferredOrder,
  referralOfferFor,
  referralTerms,
} from "./referral.service.ts";
