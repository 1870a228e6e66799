/**
 * The team's ticket queue (decisions 0060, 0106): every designer's requests a page at a time, by
 * status, designer or text, and how many wait in each status. Staff with `read:ticket:any`.
 */
import { and, asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import { z } from "zod";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { isRowId } from "#kernel/ids.ts";
import { type ListArgs, type ListPage, likeText, pageOf, parseList } from "#kernel/list.ts";
import { requirePermission } from "#kernel/permissions.ts";
import type { TicketStatus } from "./tickets.rules.ts";
import { type TicketView, ticketViews } from "./tickets.view.ts";

const STATUSES = ["waiting", "accepted", "rejected"] as const satisfies readonly TicketStatus[];

export const TICKETS_LIST = {
  sortable: ["createdAt", "name", "basePrice"],
  filter: z.object({
    status: z.enum(STATUSES, { error: "INVALID_VALUE" }).nullish(),
    designer: z.string().refine(isRowId, "INVALID_VALUE").nullish(),
  }),
} as const;

const SORT = {
  createdAt: s.designerTickets.createdAt,
  name: s.designerTickets.name,
  basePrice: s.designerTickets.basePrice,
};

/** The queue, newest first by default; the search matches the request's or its designer's name. */
export async function listTickets(ctx: RequestContext, args: ListArgs): Promise<ListPage<TicketView>> {
  requirePermission(ctx, "read:ticket:any");
  const q = parseList(TICKETS_LIST, args);
  const t = s.designerTickets;
  const pattern = q.search ? `%${likeText(q.search)}%` : null;
  const where = and(
    q.filter.status ? eq(t.productStatus, q.filter.status) : undefined,
    q.filter.designer ? eq(t.designerId, q.filter.designer) : undefined,
    pattern
      ? or(
          ilike(t.name, pattern),
          sql`exists (select 1 from ${s.users} u where u.id = ${t.designerId} and u.name ilike ${pattern})`,
        )
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(t)
      .where(where)
      .orderBy((q.direction === "asc" ? asc : desc)(SORT[q.sort]), desc(t.id))
      .limit(q.pageSize)
      .offset(q.offset),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(t).where(where),
  ]);
  return pageOf(q, await ticketViews(ctx.db, rows), count?.n ?? 0);
}

/** How many tickets are in each status (the queue's tabs). */
export async function ticketCounts(ctx: RequestContext): Promise<Record<TicketStatus, number>> {
  requirePermission(ctx, "read:ticket:any");
  const rows = await ctx.db
    .select({ status: s.designerTickets.productStatus, n: sql<number>`count(*)::int` })
    .from(s.designerTickets)
    .groupBy(s.designerTickets.productStatus);
  const counts = { waiting: 0, accepted: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}
