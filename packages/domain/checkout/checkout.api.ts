/** Checkout's operations (decision 0056). */
export { finalPrice, type PaymentMethodGroup, paymentMethodGroups } from "./checkout.service.ts";
export { refreshOrderPayment, retryOrderPayment } from "./pay-again.service.ts";
export { type PlacedOrder, placeOrder } from "./place-order.flow.ts";
export { type CheckoutSummary, checkoutSummary } from "./summary.service.ts";
