/**
 * What checkout needs of one order to pay it again or show its result (decision 0058): the order,
 * the caller's (or an administrator's), with its lines and latest payment.
 */
import { eq } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { requireOwnerOr } from "#kernel/permissions.ts";
import { latestPayments } from "../payments/payments.api.ts";
import type { OrderWithItems } from "./orders.service.ts";

type OrderRow = typeof s.orders.$inferSelect;

const isId = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

/** The order to pay again, its row locked in the caller's transaction; only while it is pending. */
export async function orderAwaitingPayment(ctx: RequestContext, orderId: string): Promise<OrderRow> {
  const [order] = isId(orderId)
    ? await ctx.db.select().from(s.orders).where(eq(s.orders.id, orderId)).for("update")
    : [];
  if (!order) throw new DomainError("ORDER_NOT_FOUND", 404);
  requireOwnerOr(ctx, "update", "order", order.userId);
  if (order.status !== "pending" || order.paymentMethod === "cod")
    throw new DomainError("ORDER_NOT_PAYABLE", 409);
  return order;
}

/** One order with its lines and latest payment, if the caller may read it. */
export async function orderForViewer(ctx: RequestContext, orderId: string): Promise<OrderWithItems> {
  const [order] = isId(orderId) ? await ctx.db.select().from(s.orders).where(eq(s.orders.id, orderId)) : [];
  if (!order) throw new DomainError("ORDER_NOT_FOUND", 404);
  requireOwnerOr(ctx, "read", "order", order.userId);
  const items = await ctx.db.select().from(s.orderItems).where(eq(s.orderItems.orderId, order.id));
  const payment = (await latestPayments(ctx, [order.id])).get(order.id) ?? null;
  return { ...order, items, payment };
}
