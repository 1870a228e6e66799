/** Checkout's operations (decision 0056). */

import { PLACE_ORDER_FLOW } from "./place-order.flow.ts";

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

/**
 * The checkout's flows (decision 0050). Importing this module defines them; a process that runs
 * the `flows.resume` job (the web server's worker, `npm run worker`) imports it through
 * apps/server/jobs.ts, else a checkout its killed neighbour left would never be resumed.
 */
export const CHECKOUT_FLOWS: readonly string[] = [PLACE_ORDER_FLOW];
export { type CheckoutSummary, checkoutSummary } from "./summary.service.ts";
