/**
 * One order as staff see it (decision 0114): its lines as bought, the customer, the delivery address
 * as it was, every payment with its events and refunds, its return requests, the moves allowed next
 * and a history read from what the tables hold and the audit trail.
 */
import { and, desc, eq, inArray, or } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { requirePermission } from "#kernel/permissions.ts";
import { type OrderPayment, paymentsOfOrder } from "../payments/payments.api.ts";
import { isRowId, nextOrderStatuses, type OrderStatus } from "./order-state.ts";
import { nextReturnStatuses, type ReturnStatus } from "./returns.rules.ts";

type OrderRow = typeof s.orders.$inferSelect;
type ReturnRow = typeof s.orderReturns.$inferSelect;

/** One line of an order's history; the screen words it by `kind`. */
export interface TimelineEntry {
  at: Date;
  kind:
    | "placed"
    | "stage"
    | "delivered"
    | "payment"
    | "collected"
    | "event"
    | "refund"
    | "return"
    | "returnStatus";
  from?: string | null;
  to?: string | null;
  actor?: string | null;
  amount?: number | null;
  status?: string | null;
  note?: string | null;
}

export interface AdminOrder extends OrderRow {
  items: Array<typeof s.orderItems.$inferSelect>;
  nextStatuses: readonly OrderStatus[];
  customer: { id: string; name: string; email: string | null; phone: string | null } | null;
  payments: OrderPayment[];
  returns: Array<ReturnRow & { nextStatuses: readonly ReturnStatus[] }>;
  /** Whether cash may be marked collected now (the latest payment is uncollected cash, the order has left). */
  mayCollect: boolean;
  timeline: TimelineEntry[];
}

export async function adminOrder(ctx: RequestContext, orderId: string): Promise<AdminOrder> {
  requirePermission(ctx, "read:order:any");
  const [order] = isRowId(orderId)
    ? await ctx.db.select().from(s.orders).where(eq(s.orders.id, orderId))
    : [];
  if (!order) throw new DomainError("ORDER_NOT_FOUND", 404);
  const [items, customers, payments, returns] = await Promise.all([
    ctx.db.select().from(s.orderItems).where(eq(s.orderItems.orderId, order.id)).orderBy(s.orderItems.name),
    order.userId
      ? ctx.db
          .select({ id: s.users.id, name: s.users.name, email: s.users.email, phone: s.users.phone })
          .from(s.users)
          .where(eq(s.users.id, order.userId))
      : Promise.resolve([]),
    paymentsOfOrder(ctx, order.id),
    ctx.db
      .select()
      .from(s.orderReturns)
      .where(eq(s.orderReturns.orderId, order.id))
      .orderBy(desc(s.orderReturns.createdAt)),
  ]);
  const latest = payments.at(-1);
  return {
    ...order,
    items,
    nextStatuses: nextOrderStatuses(order.status),
    customer: customers[0] ?? null,
    payments,
    returns: returns.map((r) => ({ ...r, nextStatuses: nextReturnStatuses(r.status) })),
    mayCollect:
      latest?.provider === "cod" &&
      latest.status === "pending" &&
      (order.status === "out_for_delivery" || order.status === "delivered"),
    timeline: await timelineOf(ctx, order, payments, returns),
  };
}

/** The order's history, oldest first: its rows' own dates and the trail's entries about them. */
async function timelineOf(
  ctx: RequestContext,
  order: OrderRow,
  payments: OrderPayment[],
  returns: ReturnRow[],
): Promise<TimelineEntry[]> {
  const a = s.auditEntries;
  const orderIds = [order.id, ...returns.map((r) => r.id)];
  const paymentIds = payments.map((p) => p.id);
  const trail = await ctx.db
    .select()
    .from(a)
    .where(
      or(
        and(eq(a.entity, "order"), inArray(a.entityId, orderIds)),
        paymentIds.length ? and(eq(a.entity, "payment"), inArray(a.entityId, paymentIds)) : undefined,
      ),
    )
    .orderBy(a.createdAt);
  const entries: TimelineEntry[] = [{ at: order.createdAt, kind: "placed", amount: order.totalPrice }];
  const field = (json: unknown, key: string) =>
    json && typeof json === "object"
      ? ((json as Record<string, unknown>)[key] as string | undefined)
      : undefined;
  for (const e of trail) {
    const base = { at: e.createdAt, actor: e.actorEmail };
    if (e.action === "order.status" && field(e.before, "status") !== field(e.after, "status"))
      entries.push({ ...base, kind: "stage", from: field(e.before, "status"), to: field(e.after, "status") });
    if (e.action === "return.status" && field(e.before, "status") !== field(e.after, "status"))
      entries.push({
        ...base,
        kind: "returnStatus",
        from: field(e.before, "status"),
        to: field(e.after, "status"),
        note: field(e.after, "note") ?? null,
      });
    if (e.action === "payment.collect")
      entries.push({ ...base, kind: "collected", amount: Number(field(e.after, "capturedAmount") ?? 0) });
  }
  // Orders delivered before the trail (or by no staff member) still show when they arrived.
  if (order.deliveredAt && !entries.some((e) => e.kind === "stage" && e.to === "delivered"))
    entries.push({ at: order.deliveredAt, kind: "delivered" });
  for (const p of payments) {
    entries.push({ at: p.createdAt, kind: "payment", status: p.status, amount: p.amount, note: p.method });
    for (const e of p.events)
      if (!e.eventId.startsWith("collected:"))
        entries.push({ at: e.processedAt, kind: "event", status: e.outcome, note: e.provider });
    for (const r of p.refunds)
      entries.push({
        at: r.createdAt,
        kind: "refund",
        amount: r.amount,
        status: r.status,
        note: r.reason || null,
      });
  }
  for (const r of returns)
    entries.push({ at: r.createdAt, kind: "return", note: r.reason, status: r.status });
  return entries.sort((x, y) => x.at.getTime() - y.at.getTime());
}
