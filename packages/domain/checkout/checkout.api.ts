/** Checkout's operations (decision 0056). */

export { GIFT_CARD_METHOD } from "./checkout.rules.ts";
export { finalPrice, type PaymentMethodGroup, paymentMethodGroups } from "./checkout.service.ts";
export {
  type AppliedGiftCardView,
  type CheckedCode,
  type CouponView,
  checkCoupon,
  removeCoupon,
} from "./coupon.service.ts";
export { refreshOrderPayment, retryOrderPayment } from "./pay-again.service.ts";
export { type PlacedOrder, placeOrder } from "./place-order.flow.ts";
export { type CheckoutSummary, checkoutSummary } from "./summary.service.ts";
