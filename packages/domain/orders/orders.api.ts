/** The orders domain's public surface (decision 0055). */

export { orderAwaitingPayment, orderForViewer } from "./order-payment.service.ts";
export {
  canMove,
  type OrderStatus,
  OrderStatusInput,
  RETURN_DAYS,
  shopperMayCancel,
  UNPAID_ORDER_MINUTES,
} from "./order-state.ts";
export {
  cancelOrder,
  confirmCashOrder,
  confirmPaidOrder,
  createOrder,
  expireUnpaidOrders,
  moveOrder,
  type NewOrder,
  type OrderWithItems,
  ordersOfUser,
  sendOrderConfirmation,
} from "./orders.service.ts";
