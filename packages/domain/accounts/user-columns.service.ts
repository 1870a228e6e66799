/**
 * The columns of `users` that other domains keep up to date (decision 0104: accounts alone writes
 * `users`): the referral wallet's balance, on the ledger's request, and the designer's count of
 * unread replies, on the tickets' request. Each runs in the caller's transaction.
 */
import { and, eq, sql } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";

/** The user's row, locked until the caller's transaction ends (undefined: no such user). */
const lockedRow = async (ctx: RequestContext, userId: string) =>
  (
    await ctx.db.select({ wallet: s.users.wallet }).from(s.users).where(eq(s.users.id, userId)).for("update")
  )[0];

/** Locks the user's row until the caller's transaction ends: false when there is no such user. */
export const lockUser = async (ctx: RequestContext, userId: string): Promise<boolean> =>
  (await lockedRow(ctx, userId)) !== undefined;

/** The wallet's balance (EGP minor units), its row locked for the caller's transaction (0 for no such user). */
export const lockedWalletBalance = async (ctx: RequestContext, userId: string): Promise<number> =>
  (await lockedRow(ctx, userId))?.wallet ?? 0;

/**
 * Adds `amount` to the wallet unless the balance would go below 0 (the row is locked by the
 * update, and PostgreSQL re-checks the condition after waiting for a concurrent change). The new
 * balance, or null when the balance is short or the user does not exist. Only the ledger calls
 * it, with the movement's row (`ledger.api`'s `changeWallet`).
 */
export async function shiftWalletBalance(
  ctx: RequestContext,
  userId: string,
  amount: number,
): Promise<number | null> {
  const [row] = await ctx.db
    .update(s.users)
    .set({ wallet: sql`${s.users.wallet} + ${amount}` })
    .where(and(eq(s.users.id, userId), sql`${s.users.wallet} + ${amount} >= 0`))
    .returning({ wallet: s.users.wallet });
  return row?.wallet ?? null;
}

/** Sets the header's badge of unread replies (`responsesReaded`); the count the tickets worked out. */
export async function setUnreadReplies(ctx: RequestContext, userId: string, count: number): Promise<number> {
  const [row] = await ctx.db
    .update(s.users)
    .set({ responsesReaded: count })
    .where(eq(s.users.id, userId))
    .returning({ count: s.users.responsesReaded });
  return row?.count ?? 0;
}
