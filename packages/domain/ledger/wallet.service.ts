/**
 * The referral wallet's movements (decision 0059): the balance is `users.wallet` (EGP minor units,
 * changed through `accounts.api`, never below 0) and every change writes one `wallet_transactions`
 * row with the balance after it, in the caller's transaction (decision 0104: the ledger owns it).
 */
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { withTransaction } from "#kernel/tx.ts";
import { shiftWalletBalance } from "../accounts/accounts.api.ts";

type Reason = (typeof s.walletTransactions.$inferInsert)["reason"];

export interface WalletChange {
  userId: string;
  /** Minor units; negative takes from the wallet. */
  amount: number;
  reason: Reason;
  orderId?: string;
  payoutRequestId?: string;
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
    const balanceAfter = await shiftWalletBalance(tx, change.userId, change.amount);
    if (balanceAfter !== null) await recordWalletChange(tx, { ...change, balanceAfter });
    return balanceAfter;
  });
}
