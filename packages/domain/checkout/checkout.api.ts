/** Checkout's operations (decision 0056). */
export { finalPrice, type PaymentMethodGroup, paymentMethodGroups } from "./checkout.service.ts";
export { type PlacedOrder, placeOrder } from "./place-order.flow.ts";
