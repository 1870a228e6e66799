/**
 * What checkout needs of one order to pay it again (decision 0058).
 */
import type * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { requireOwnerOr } from "#kernel/permissions.ts";
import { lockedOrder } from "./orders.service.ts";

type OrderRow = typeof s.orders.$inferSelect;

/** The order to pay again, its row locked in the caller's transaction; only while it is pending. */
export async function orderAwaitingPayment(ctx: RequestContext, orderId: string): Promise<OrderRow> {
  const order = await lockedOrder(ctx, orderId);
  requireOwnerOr(ctx, "update", "order", order.userId);
  if (order.status !== "pending" || order.paymentMethod === "cod")
    throw new DomainError("ORDER_NOT_PAYABLE", 409);
  return order;
}
