/**
 * The order's side of the profit ledger (decision 0057): delivering an order credits each line's
 * designer (its revenue) and its product's manufacturer (its manufacturing cost). The ledger
 * domain writes the entries (decision 0104: one per line, beneficiary and kind; repeats write
 * nothing) and reverses them on return; the order's pages read them here.
 */
import { desc, eq, sql } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { requireOwnerOr } from "#kernel/permissions.ts";
import { manufacturersOf } from "../catalog/catalog.api.ts";
import { type ProfitEntry, recordProfitEntries } from "../ledger/ledger.api.ts";
import { returnUntil } from "./returns.rules.ts";

type OrderRow = typeof s.orders.$inferSelect;

/** Credits the designers and manufacturers of a delivered order's lines (inside its transaction). */
export async function creditDelivered(ctx: RequestContext, order: OrderRow): Promise<void> {
  const lines = await ctx.db.select().from(s.orderItems).where(eq(s.orderItems.orderId, order.id));
  const makers = await manufacturersOf(
    ctx,
    lines.flatMap((l) => (l.productId ? [l.productId] : [])),
  );
  const base = { orderId: order.id, country: order.orderedFrom, currency: order.currency };
  const entries: ProfitEntry[] = lines.flatMap((l) => {
    const line = { ...base, orderItemId: l.id, productId: l.productId, salesCount: l.quantity };
    const maker = l.productId ? makers.get(l.productId) : undefined;
    return [
      ...(l.designerId && l.revenue > 0
        ? [{ ...line, userId: l.designerId, profitFor: "designer" as const, amount: l.revenue }]
        : []),
      ...(maker && l.manufacturingCost > 0
        ? [{ ...line, userId: maker, profitFor: "manufacturer" as const, amount: l.manufacturingCost }]
        : []),
    ];
  });
  await recordProfitEntries(ctx, entries);
}

export interface LedgerEntry {
  id: string;
  orderId: string | null;
  orderNumber: string | null;
  orderItemId: string | null;
  productId: string | null;
  profitFor: "designer" | "manufacturer" | "referral";
  kind: "credit" | "reversal";
  amount: number;
  currency: string;
  country: string;
  createdAt: Date;
  /** When the profit is the beneficiary's to pay out: the end of the order's return window. */
  availableAt: Date | null;
}

export interface ProfitLedger {
  entries: LedgerEntry[];
  /** Credits minus reversals, per currency. */
  balances: Array<{ currency: string; credited: number; reversed: number; balance: number }>;
}

/** getProfitLedger: a beneficiary's entries, newest first (their own; `read:profit:any`: anyone's). */
export async function profitLedger(ctx: RequestContext, userId: string): Promise<ProfitLedger> {
  requireOwnerOr(ctx, "read", "profit", userId);
  const rows = await ctx.db
    .select({ p: s.profits, orderNumber: s.orders.orderId, deliveredAt: s.orders.deliveredAt })
    .from(s.profits)
    .leftJoin(s.orders, eq(s.orders.id, s.profits.orderId))
    .where(eq(s.profits.userId, userId))
    .orderBy(desc(s.profits.createdAt), desc(s.profits.kind))
    .limit(500);
  const entries = rows.map(({ p, orderNumber, deliveredAt }) => ({
    id: p.id,
    orderId: p.orderId,
    orderNumber,
    orderItemId: p.orderItemId,
    productId: p.productId,
    profitFor: p.profitFor,
    kind: p.kind,
    amount: p.amount,
    currency: p.currency,
    country: p.country,
    createdAt: p.createdAt,
    availableAt: returnUntil(deliveredAt),
  }));
  const sums = await ctx.db
    .select({
      currency: s.profits.currency,
      credited: sql<number>`coalesce(sum(${s.profits.amount}) filter (where ${s.profits.kind} = 'credit'), 0)::int`,
      reversed: sql<number>`coalesce(sum(${s.profits.amount}) filter (where ${s.profits.kind} = 'reversal'), 0)::int`,
    })
    .from(s.profits)
    .where(eq(s.profits.userId, userId))
    .groupBy(s.profits.currency)
    .orderBy(s.profits.currency);
  return { entries, balances: sums.map((b) => ({ ...b, balance: b.credited - b.reversed })) };
}
