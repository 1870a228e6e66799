/**
 * What checkout needs of one order to pay it again (decision 0058).
 */
import { eq } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { requireOwnerOr } from "#kernel/permissions.ts";

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
