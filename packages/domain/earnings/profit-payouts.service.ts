/**
 * Payouts of profits (decision 0061): a seller asks for part of the available balance of one
 * currency, to one of their bank accounts. The caller's user row is locked first, so requests of
 * the same user run one after another and each sees the ones before it.
 */
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { parseInput } from "#kernel/input.ts";
import { requirePermission } from "#kernel/permissions.ts";
import { withTransaction } from "#kernel/tx.ts";
import { lockUser } from "../accounts/accounts.api.ts";
import { openProfitPayout } from "../ledger/ledger.api.ts";
import { ownPaymentDetails } from "./payment-details.service.ts";
import { ProfitPayoutInput } from "./profit-payouts.schema.ts";
import { type ProfitPayout, profitPayouts, sellerBalances } from "./profits.service.ts";
import { availableIn } from "./wallet.rules.ts";

/** requestProfitPayout: a pending `payout_requests` row (source `profits`), or why not. */
export async function requestProfitPayout(
  ctx: RequestContext,
  input: { amount?: unknown; currency?: unknown; payment?: unknown },
): Promise<ProfitPayout> {
  requirePermission(ctx, "read:profit:own");
  requirePermission(ctx, "create:payout:own");
  const userId = ctx.user!.id;
  const { minor, currency, payment } = parseInput(ProfitPayoutInput, input);
  return withTransaction(ctx, async (tx) => {
    await lockUser(tx, userId);
    const account = await ownPaymentDetails(tx, payment);
    if (minor > availableIn(await sellerBalances(tx, userId), currency))
      throw new DomainError("BALANCE_LOWER_THAN_REQUESTED", 400, { amount: "BALANCE_LOWER_THAN_REQUESTED" });
    const id = await openProfitPayout(tx, { userId, currency, amount: minor, paymentDetailsId: account.id });
    return (await profitPayouts(tx, userId)).find((p) => p.id === id)!;
  });
}
