/** The orders domain's public surface (decision 0055). */

export { type LedgerEntry, type ProfitLedger, profitLedger } from "./ledger.service.ts";
// The back office's orders and returns areas (decisions 0114, 0116).
export { type AdminOrder, adminOrder, type TimelineEntry } from "./order-admin.service.ts";
export { UNPAID_ORDER_MINUTES } from "./order-hold.rules.ts";
export { orderAwaitingPayment } from "./order-payment.service.ts";
export {
  canMove,
  nextOrderStatuses,
  type OrderStatus,
  OrderStatusInput,
  RETURN_DAYS,
  shopperMayCancel,
} from "./order-state.ts";
export {
  applyPayment,
  cancelOrder,
  confirmCashOrder,
  confirmPaidOrder,
  createOrder,
  expireUnpaidOrders,
  moveOrder,
  type NewOrder,
  type OrderWithItems,
  orderById,
  ordersOfUser,
  sendOrderConfirmation,
  sendRefundMail,
} from "./orders.service.ts";
export {
  listOrders,
  ORDERS_LIST,
  type OrderCounts,
  type OrderListItem,
  orderCounts,
} from "./orders-queue.service.ts";
export { nextReturnStatuses, returnUntil } from "./returns.rules.ts";
export { moveReturn, type OrderReturn, requestReturn } from "./returns.service.ts";
export { listReturns, RETURNS_LIST, type ReturnListItem, returnCounts } from "./returns-queue.service.ts";
