// GraphQL of coupons, gift cards and referral codes (decision 0059).
import "./gift-card.ts";
import "./referral.ts";
