/**
 * Payout requests (`payout_requests`, owned by the ledger: decision 0104). Of the referral wallet
 * (decision 0059): a user asks for an amount, which leaves the wallet at once into a pending
 * request; an administrator marks it paid, or rejected (the amount comes back to the wallet). Of
 * profits (decision 0061): earnings checks the available balance and opens the request here.
 */

import { and, desc, eq } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import { audit } from "#kernel/audit.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { isRowId } from "#kernel/ids.ts";
import { parseInput } from "#kernel/input.ts";
import { requireOwnerOr, requirePermission } from "#kernel/permissions.ts";
import { withTransaction } from "#kernel/tx.ts";
import { shiftWalletBalance } from "../accounts/accounts.api.ts";
import { canMovePayout } from "./payout-state.ts";
import { PayoutDecisionInput, PayoutRequestInput } from "./payouts.schema.ts";
import { changeWallet, recordWalletChange } from "./wallet.service.ts";

export type PayoutRequest = typeof s.payoutRequests.$inferSelect;
type Currency = PayoutRequest["currency"];

/**
 * A pending payout of profits (source `profits`) to one of the seller's bank accounts, in the
 * caller's transaction: the caller (earnings' requestProfitPayout) has checked the balance.
 */
export async function openProfitPayout(
  ctx: RequestContext,
  payout: { userId: string; currency: Currency; amount: number; paymentDetailsId: string },
): Promise<string> {
  const [row] = await ctx.db
    .insert(s.payoutRequests)
    .values({ ...payout, source: "profits", createdAt: ctx.services.clock.now() })
    .returning({ id: s.payoutRequests.id });
  return row!.id;
}

/**
 * requestReferralCodeProfit: takes the amount (EGP major units) from the caller's wallet into a
 * pending request, in one conditional update; more than the balance → BALANCE_LOWER_THAN_REQUESTED.
 */
export async function requestReferralPayout(
  ctx: RequestContext,
  input: { amount?: unknown },
): Promise<PayoutRequest> {
  requirePermission(ctx, "create:payout:own");
  const userId = ctx.user!.id;
  const { minor } = parseInput(PayoutRequestInput, input);
  return withTransaction(ctx, async (tx) => {
    const balanceAfter = await shiftWalletBalance(tx, userId, -minor);
    if (balanceAfter === null)
      throw new DomainError("BALANCE_LOWER_THAN_REQUESTED", 400, { amount: "BALANCE_LOWER_THAN_REQUESTED" });
    const [request] = await tx.db
      .insert(s.payoutRequests)
      .values({
        userId,
        source: "referral",
        currency: "EGP",
        amount: minor,
        createdAt: tx.services.clock.now(),
      })
      .returning();
    await recordWalletChange(tx, {
      userId,
      amount: -minor,
      balanceAfter,
      reason: "payout",
      payoutRequestId: request!.id,
    });
    return request!;
  });
}

/** getReferralProfitRequests: a user's referral payout requests, newest first (`read:payout:any`: anyone's). */
export async function referralPayoutsOf(ctx: RequestContext, userId: string): Promise<PayoutRequest[]> {
  requireOwnerOr(ctx, "read", "payout", userId);
  return ctx.db
    .select()
    .from(s.payoutRequests)
    .where(and(eq(s.payoutRequests.userId, userId), eq(s.payoutRequests.source, "referral")))
    .orderBy(desc(s.payoutRequests.createdAt), desc(s.payoutRequests.id))
    .limit(100);
}

/**
 * updatePayoutRequest (`update:payout:any`): a pending request becomes approved, paid or rejected,
 * an approved one paid or rejected (decision 0061), its row locked; a rejected referral payout
 * gives the amount back to the wallet (a `refund`; a profits payout is simply no longer counted).
 * Asking for the status it already has changes nothing; any other move is PAYOUT_ALREADY_PROCESSED.
 */
export async function decidePayoutRequest(
  ctx: RequestContext,
  requestId: string,
  status: unknown,
): Promise<PayoutRequest> {
  requirePermission(ctx, "update:payout:any");
  const decision = parseInput(PayoutDecisionInput, { status }).status;
  return withTransaction(ctx, async (tx) => {
    const [request] = isRowId(requestId)
      ? await tx.db.select().from(s.payoutRequests).where(eq(s.payoutRequests.id, requestId)).for("update")
      : [];
    if (!request) throw new DomainError("PAYOUT_NOT_FOUND", 404);
    const record = (after: typeof request) =>
      audit(tx, {
        action: "payout.status",
        entity: "payout",
        entityId: request.id,
        before: { status: request.status },
        after: { status: after.status, amount: request.amount, currency: request.currency },
      }).then(() => after);
    if (request.status === decision) return record(request);
    if (!canMovePayout(request.status, decision)) throw new DomainError("PAYOUT_ALREADY_PROCESSED", 409);
    const [decided] = await tx.db
      .update(s.payoutRequests)
      .set({ status: decision, processedAt: tx.services.clock.now() })
      .where(eq(s.payoutRequests.id, request.id))
      .returning();
    if (decision === "rejected" && request.source === "referral")
      await changeWallet(tx, {
        userId: request.userId,
        amount: request.amount,
        reason: "refund",
        payoutRequestId: request.id,
      });
    return record(decided!);
  });
}
