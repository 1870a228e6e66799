/** The promotions domain's public surface (decision 0055): coupons, gift cards and referral codes. */

// Referral
export {
  decidePayoutRequest,
  type PayoutRequest,
  referralPayoutsOf,
  requestReferralPayout,
} from "./payouts.service.ts";
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
