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
export type { GiftCardProblem, GiftCardRow } from "./gift-card.rules.ts";
// Referral
export {
  decidePayoutRequest,
  type PayoutRequest,
  referralPayoutsOf,
  requestReferralPayout,
} from "./payouts.service.ts";
export {
  loadPromotions,
  type PricedPromotions,
  type PromotionInputs,
  pricePromotions,
} from "./promotions.quote.ts";
export { redeemPromotions, releasePromotions } from "./redemption.service.ts";
export {
  callerReferralDiscount,
  creditReferralProfit,
  type ReferralDiscount,
  type ReferralOffer,
  type ReferralTerms,
  type ReferredOrder,
  referralOfferFor,
  referralTerms,
  reverseReferralProfit,
} from "./referral.service.ts";
