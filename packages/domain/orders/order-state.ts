import { z } from "zod";
import { orderStatuses } from "#db/schema/orders.ts";

export type OrderStatus = (typeof orderStatuses)[number];

/** Where an order may go from each status (decision 0056). */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["ready_for_shipping", "cancelled"],
  ready_for_shipping: ["out_for_delivery", "cancelled"],
  out_for_delivery: ["delivered"],
  delivered: ["returned"],
  cancelled: [],
  returned: [],
};

/** The moves allowed next from a status (screens read this, never a copy of the table). */
export const nextOrderStatuses = (from: OrderStatus): readonly OrderStatus[] => NEXT[from];

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to);

/** The shopper may cancel until the order leaves for delivery. */
export const shopperMayCancel = (status: OrderStatus): boolean => canMove(status, "cancelled");

/** Returns are accepted within 15 days of delivery (the specs' stated policy). */
export const RETURN_DAYS = 15;

/** Whether a value looks like a row id (anything else is not found, never a database error). */
export { isRowId } from "#kernel/ids.ts";

/** An order status as an input (updateOrderStatus), named so a refusal shows on its field. */
export const OrderStatusInput = z.object({ status: z.enum(orderStatuses, { error: "INVALID_VALUE" }) });
