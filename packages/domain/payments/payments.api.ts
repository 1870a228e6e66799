/** What other domains (checkout, orders) may use of payments (decision 0055). */

export { CANCEL_ATTEMPT_TOPIC, settleCancelledPayments } from "./cancelled-order.service.ts";
export { methodDiscount, type PaymentMethodRow, paymentMethodsHere } from "./methods.service.ts";
export {
  isSettled,
  nextPaymentStatuses,
  type PaymentStatus,
  trnxStatusOf,
  UNSETTLED,
} from "./payment-state.ts";
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
export { refundDays, refundExpectedBy } from "./refund-time.rules.ts";
export { RefundInput, type RefundRequest } from "./refunds.schema.ts";
export {
  capturedPaymentsOf,
  collectCashPayment,
  type OrderPayment,
  paymentsOfOrder,
  REFUND_MAIL_TOPIC,
  REFUND_SEND_TOPIC,
  type RefundRow,
  refundableLeft,
  refundPayment,
  refundsOfOrders,
  type ShopperRefund,
  sendRefund,
  shopperRefundById,
} from "./refunds.service.ts";
