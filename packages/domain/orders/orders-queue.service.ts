/**
 * The staff's orders list (decisions 0106, 0116): every order a page at a time, filtered by stage,
 * payment status and method, country, dates, customer and number, sorted by date, total or number,
 * with how many orders are in each stage. Staff with `read:order:any`.
 */
import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { type ListArgs, type ListPage, likeText, pageOf, parseList } from "#kernel/list.ts";
import { onLocalDays } from "#kernel/local-days.ts";
import { requirePermission } from "#kernel/permissions.ts";
import { latestPayments } from "../payments/payments.api.ts";
import { nextOrderStatuses, type OrderStatus } from "./order-state.ts";

const day = z.iso.date({ error: "INVALID_VALUE" }).nullish();
const text = (max: number) => z.string().trim().max(max, "INVALID_VALUE").nullish();

export const ORDERS_LIST = {
  sortable: ["createdAt", "totalPrice", "orderId"],
  filter: z.object({
    status: z.enum(s.orderStatuses, { error: "INVALID_VALUE" }).nullish(),
    paymentStatus: z.enum(s.paymentStatuses, { error: "INVALID_VALUE" }).nullish(),
    paymentMethod: text(40),
    country: z.enum(["eg", "sa", "ae"], { error: "INVALID_VALUE" }).nullish(),
    /** Placed on or after this day (in the order's country), and on or before `to`. */
    from: day,
    to: day,
    /** A customer's name or e-mail, or part of it. */
    customer: text(200),
    /** An order number, or part of it. */
    number: text(40),
  }),
} as const;

type Filter = z.output<typeof ORDERS_LIST.filter>;

const SORT = { createdAt: s.orders.createdAt, totalPrice: s.orders.totalPrice, orderId: s.orders.orderId };

export interface OrderListItem {
  id: string;
  orderId: string;
  status: OrderStatus;
  nextStatuses: readonly OrderStatus[];
  orderedFrom: string;
  currency: string;
  paymentMethod: string;
  paymentStatus: string | null;
  totalPrice: number;
  itemCount: number;
  createdAt: Date;
  customer: { id: string; name: string; email: string | null } | null;
}

const pattern = (text: string) => `%${likeText(text)}%`;
const customerMatches = (text: string) =>
  sql`${s.orders.userId} in (select u.id from ${s.users} u where u.email ilike ${pattern(text)} or u.name ilike ${pattern(text)})`;

/** The filters' conditions, the stage's apart (the tabs count every stage under the others). */
function conditions(f: Filter, search: string | null): SQL[] {
  const o = s.orders;
  const list: Array<SQL | undefined> = [
    f.paymentMethod ? eq(o.paymentMethod, f.paymentMethod) : undefined,
    f.country ? eq(o.orderedFrom, f.country) : undefined,
    // Days as the order's country reads them (decision 0121), as the Overview counts them.
    onLocalDays(o.createdAt, o.orderedFrom, f.from, f.to),
    f.customer ? customerMatches(f.customer) : undefined,
    f.number ? ilike(o.orderId, pattern(f.number)) : undefined,
    search ? or(ilike(o.orderId, pattern(search)), customerMatches(search)) : undefined,
    f.paymentStatus
      ? sql`${o.id} in (select p.order_id from ${s.payments} p where p.status = ${f.paymentStatus}
          and not exists (select 1 from ${s.payments} n where n.order_id = p.order_id and n.created_at > p.created_at))`
      : undefined,
  ];
  return list.filter((c): c is SQL => !!c);
}

/** The list, newest first by default; the search matches an order number or a customer. */
export async function listOrders(ctx: RequestContext, args: ListArgs): Promise<ListPage<OrderListItem>> {
  requirePermission(ctx, "read:order:any");
  const q = parseList(ORDERS_LIST, args);
  const o = s.orders;
  const where = and(
    ...conditions(q.filter, q.search),
    q.filter.status ? eq(o.status, q.filter.status) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({
        order: o,
        itemCount: sql<number>`(select coalesce(sum(i.quantity), 0)::int from ${s.orderItems} i where i.order_id = ${o.id})`,
        customer: { id: s.users.id, name: s.users.name, email: s.users.email },
      })
      .from(o)
      .leftJoin(s.users, eq(s.users.id, o.userId))
      .where(where)
      .orderBy((q.direction === "asc" ? asc : desc)(SORT[q.sort]), desc(o.id))
      .limit(q.pageSize)
      .offset(q.offset),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(o).where(where),
  ]);
  const payments = await latestPayments(
    ctx,
    rows.map((r) => r.order.id),
  );
  const items = rows.map(({ order, itemCount, customer }) => ({
    id: order.id,
    orderId: order.orderId,
    status: order.status,
    nextStatuses: nextOrderStatuses(order.status),
    orderedFrom: order.orderedFrom,
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    paymentStatus: payments.get(order.id)?.status ?? null,
    totalPrice: order.totalPrice,
    itemCount,
    createdAt: order.createdAt,
    customer: customer?.id ? customer : null,
  }));
  return pageOf(q, items, count?.n ?? 0);
}

export type OrderCounts = Record<OrderStatus, number>;

/** How many orders are in each stage under the same filters (the list's tabs). */
export async function orderCounts(
  ctx: RequestContext,
  args: Pick<ListArgs, "filter" | "options">,
): Promise<OrderCounts> {
  requirePermission(ctx, "read:order:any");
  const q = parseList(ORDERS_LIST, args);
  const rows = await ctx.db
    .select({ status: s.orders.status, n: sql<number>`count(*)::int` })
    .from(s.orders)
    .where(and(...conditions(q.filter, q.search)))
    .groupBy(s.orders.status);
  const counts = Object.fromEntries(s.orderStatuses.map((st) => [st, 0])) as OrderCounts;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}
