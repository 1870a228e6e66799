/**
 * The referrer's profit (decision 0059) as the ledger writes it (decision 0104): a `referral`
 * profit plus the wallet's `referral_bonus` movement when a referred customer's order is
 * delivered, and their reversal when it comes back. Promotions decides whether a referral earns.
 */
import { and, eq, sql } from "drizzle-orm";
import { queryRows } from "#db/client.ts";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { withTransaction } from "#kernel/tx.ts";
import { lockedWalletBalance } from "../accounts/accounts.api.ts";
import { changeWallet } from "./wallet.service.ts";

type Country = (typeof s.profits.$inferInsert)["country"];

/** Whether this order, or another order of its customer, already earned a referral profit. */
export async function referralCredited(
  ctx: RequestContext,
  order: { id: string; userId: string },
): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    ctx.db,
    sql`select
    exists (select 1 from ${s.walletTransactions} w
            where w.order_id = ${order.id} and w.reason = 'referral_bonus')
    or exists (select 1 from ${s.profits} p join ${s.orders} o on o.id = p.order_id
               where p.profit_for = 'referral' and p.kind = 'credit' and o.user_id = ${order.userId}) as found`,
  );
  return !!row?.found;
}

/** Credits the referrer's wallet and writes the `referral` profit (EGP), in one transaction. */
export async function creditReferral(
  ctx: RequestContext,
  credit: { referrerId: string; orderId: string; country: Country; amount: number },
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    await changeWallet(tx, {
      userId: credit.referrerId,
      amount: credit.amount,
      reason: "referral_bonus",
      orderId: credit.orderId,
    });
    await tx.db.insert(s.profits).values({
      userId: credit.referrerId,
      profitFor: "referral",
      orderId: credit.orderId,
      country: credit.country,
      currency: "EGP",
      amount: credit.amount,
      createdAt: tx.services.clock.now(),
    });
  });
}

/**
 * A delivered order came back: its referral profit gets a `reversal` of the whole amount, and the
 * wallet gives back as much of it as it still holds (an `adjustment`; never below 0: what was
 * already paid out stays paid). Once per order.
 */
export async function reverseReferralCredit(ctx: RequestContext, orderId: string): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const entries = await tx.db
      .select()
      .from(s.profits)
      .where(and(eq(s.profits.orderId, orderId), eq(s.profits.profitFor, "referral")));
    const credit = entries.find((e) => e.kind === "credit");
    if (!credit || entries.some((e) => e.kind === "reversal")) return;
    const takeBack = Math.min(await lockedWalletBalance(tx, credit.userId), credit.amount);
    if (takeBack > 0)
      await changeWallet(tx, { userId: credit.userId, amount: -takeBack, reason: "adjustment", orderId });
    const { id: _id, createdAt: _at, ...entry } = credit;
    await tx.db.insert(s.profits).values({ ...entry, kind: "reversal", createdAt: tx.services.clock.now() });
  });
}
