/** What other domains (checkout, orders) may use of payments (decision 0055). */

export { methodDiscount, type PaymentMethodRow, paymentMethodsHere } from "./methods.service.ts";
export { isSettled, nextPaymentStatuses, type PaymentStatus, trnxStatusOf } from "./payment-state.ts";
export {
  cancelPayment,
  capturePayment,
  handleWebhook,
  initiatePayment,
  latestPayment,
  latestPayments,
  openPayment,
  reconcilePayment,
} from "./payments.service.ts";
export type { PaymentProvider, PaymentRegistry } from "./provider.ts";
export { RefundInput, type RefundRequest } from "./refunds.schema.ts";
export {
  capturedPaymentsOf,
  collectCashPayment,
  type OrderPayment,
  paymentsOfOrder,
  type RefundRow,
  refundableLeft,
  refundPayment,
} from "./refunds.service.ts";
