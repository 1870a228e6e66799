/**
 * The referral wallet (`users.wallet`, EGP minor units) and its ledger (`wallet_transactions`):
 * every change is one conditional update that never takes the balance below 0 and one ledger row
 * with the balance after it, in the caller's transaction.
 */
import { and, eq, sql } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { withTransaction } from "#kernel/tx.ts";

type Reason = (typeof s.walletTransactions.$inferInsert)["reason"];

export interface WalletChange {
  userId: string;
  /** Minor units; negative takes from the wallet. */
  amount: number;
  reason: Reason;
  orderId?: string;
  payoutRequestId?: string;
}

/**
 * Adds `amount` to the wallet unless the balance would go below 0 (the row is locked by the
 * update, and PostgreSQL re-checks the condition after waiting for a concurrent change). The new
 * balance, or null when the balance is short or the user does not exist.
 */
export async function shiftWallet(
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

/** Writes the ledger row of a change already made to the wallet. */
export async function recordWalletChange(
  ctx: RequestContext,
  change: WalletChange & { balanceAfter: number },
): Promise<void> {
  await ctx.db.insert(s.walletTransactions).values({ ...change, createdAt: ctx.services.clock.now() });
}

/** Changes the wallet and writes its ledger row in one transaction: the balance after, or null when short. */
export function changeWallet(ctx: RequestContext, change: WalletChange): Promise<number | null> {
  return withTransaction(ctx, async (tx) => {
    const balanceAfter = await shiftWallet(tx, change.userId, change.amount);
    if (balanceAfter !== null) await recordWalletChange(tx, { ...change, balanceAfter });
    return balanceAfter;
  });
}

/** The wallet's balance, its row locked for the caller's transaction (0 for no such user). */
export async function lockedBalance(ctx: RequestContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ wallet: s.users.wallet })
    .from(s.users)
    .where(eq(s.users.id, userId))
    .for("update");
  return row?.wallet ?? 0;
}
