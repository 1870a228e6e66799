/**
 * The staff's return requests (decisions 0057, 0114): a page at a time by status, with the order
 * and customer, the reason and the pickup address, and how many wait in each status.
 */
import { and, asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import { z } from "zod";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { type ListArgs, type ListPage, likeText, pageOf, parseList } from "#kernel/list.ts";
import { requirePermission } from "#kernel/permissions.ts";
import { nextReturnStatuses, type ReturnStatus } from "./returns.rules.ts";

export const RETURNS_LIST = {
  sortable: ["createdAt", "updatedAt"],
  filter: z.object({ status: z.enum(s.returnStatuses, { error: "INVALID_VALUE" }).nullish() }),
} as const;

type ReturnRow = typeof s.orderReturns.$inferSelect;

export interface ReturnListItem extends ReturnRow {
  nextStatuses: readonly ReturnStatus[];
  order: { id: string; orderId: string; status: string; totalPrice: number; currency: string };
  customer: { id: string; name: string; email: string | null } | null;
}

/** The requests, newest first by default; the search matches the order number or the customer. */
export async function listReturns(ctx: RequestContext, args: ListArgs): Promise<ListPage<ReturnListItem>> {
  requirePermission(ctx, "read:order:any");
  const q = parseList(RETURNS_LIST, args);
  const r = s.orderReturns;
  const pattern = q.search ? `%${likeText(q.search)}%` : null;
  const where = and(
    q.filter.status ? eq(r.status, q.filter.status) : undefined,
    pattern
      ? or(ilike(s.orders.orderId, pattern), ilike(s.users.name, pattern), ilike(s.users.email, pattern))
      : undefined,
  );
  const base = () =>
    ctx.db
      .select({
        request: r,
        order: {
          id: s.orders.id,
          orderId: s.orders.orderId,
          status: s.orders.status,
          totalPrice: s.orders.totalPrice,
          currency: s.orders.currency,
        },
        customer: { id: s.users.id, name: s.users.name, email: s.users.email },
      })
      .from(r)
      .innerJoin(s.orders, eq(s.orders.id, r.orderId))
      .leftJoin(s.users, eq(s.users.id, r.userId));
  const [rows, [count]] = await Promise.all([
    base()
      .where(where)
      .orderBy((q.direction === "asc" ? asc : desc)(r[q.sort]), desc(r.id))
      .limit(q.pageSize)
      .offset(q.offset),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(r)
      .innerJoin(s.orders, eq(s.orders.id, r.orderId))
      .leftJoin(s.users, eq(s.users.id, r.userId))
      .where(where),
  ]);
  return pageOf(
    q,
    rows.map(({ request, order, customer }) => ({
      ...request,
      nextStatuses: nextReturnStatuses(request.status),
      order,
      customer: customer?.id ? customer : null,
    })),
    count?.n ?? 0,
  );
}

/** How many requests are in each status (the list's tabs). */
export async function returnCounts(ctx: RequestContext): Promise<Record<ReturnStatus, number>> {
  requirePermission(ctx, "read:order:any");
  const rows = await ctx.db
    .select({ status: s.orderReturns.status, n: sql<number>`count(*)::int` })
    .from(s.orderReturns)
    .groupBy(s.orderReturns.status);
  const counts = { requested: 0, approved: 0, rejected: 0, received: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}
