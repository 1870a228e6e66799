/**
 * The profit ledger's entries (`profits`, decisions 0057 and 0059; owned by the ledger: 0104).
 * Orders decides which lines credit whom at delivery; this writes them, once per line,
 * beneficiary and kind (the unique index has the last word: repeats and races write nothing),
 * and reverses them when the order comes back. Always in the caller's transaction.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";

export type ProfitEntry = Omit<typeof s.profits.$inferInsert, "id" | "createdAt">;

/** Writes credits of a delivered order's lines (kind `credit` unless given), skipping repeats. */
export async function recordProfitEntries(ctx: RequestContext, entries: ProfitEntry[]): Promise<void> {
  if (!entries.length) return;
  const at = ctx.services.clock.now();
  await ctx.db
    .insert(s.profits)
    .values(entries.map((e) => ({ ...e, createdAt: at })))
    .onConflictDoNothing({ target: [s.profits.orderItemId, s.profits.profitFor, s.profits.kind] });
}

/** Writes a reversal for every line credit of a returned order (referral credits have their own). */
export async function reverseOrderCredits(ctx: RequestContext, orderId: string): Promise<void> {
  const credits = await ctx.db
    .select()
    .from(s.profits)
    .where(
      and(eq(s.profits.orderId, orderId), eq(s.profits.kind, "credit"), isNotNull(s.profits.orderItemId)),
    );
  await recordProfitEntries(
    ctx,
    credits.map(({ id: _id, createdAt: _at, ...credit }) => ({ ...credit, kind: "reversal" as const })),
  );
}
