/**
 * Payment settings (decision 0061): the bank accounts a seller is paid to. A user reads and
 * changes their own (`…:payment-details:own`); finance and the super administrator anyone's.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { isRowId } from "#kernel/ids.ts";
import { parseInput } from "#kernel/input.ts";
import { canAny, requireOwnerOr, requireSignedIn } from "#kernel/permissions.ts";
import { withTransaction } from "#kernel/tx.ts";
import { PaymentDetailsInput } from "./payment-details.schema.ts";

export const MOST_PAYMENT_DETAILS = 5;

/** What is read back: never anything card-like. */
export interface PaymentDetailsView {
  id: string;
  userId: string;
  bank: string;
  branch: string;
  name: string;
  accountNo: string;
  iban: string;
  swiftCode: string;
  email: string | null;
  country: string;
  createdAt: Date;
}

const VIEW = {
  id: s.paymentDetails.id,
  userId: s.paymentDetails.userId,
  bank: s.paymentDetails.bank,
  branch: s.paymentDetails.branch,
  name: s.paymentDetails.name,
  accountNo: s.paymentDetails.accountNo,
  iban: s.paymentDetails.iban,
  swiftCode: s.paymentDetails.swiftCode,
  email: s.paymentDetails.email,
  country: s.paymentDetails.country,
  createdAt: s.paymentDetails.createdAt,
};

/** getPayments: a user's bank accounts, oldest first. */
export async function paymentDetailsOf(ctx: RequestContext, userId: string): Promise<PaymentDetailsView[]> {
  requireOwnerOr(ctx, "read", "payment-details", userId);
  if (!isRowId(userId)) return [];
  return ctx.db
    .select(VIEW)
    .from(s.paymentDetails)
    .where(eq(s.paymentDetails.userId, userId))
    .orderBy(asc(s.paymentDetails.createdAt), asc(s.paymentDetails.id));
}

/** The row of `id`, after checking the caller may `action` it; PAYMENT_DETAILS_NOT_FOUND otherwise. */
async function detailsFor(ctx: RequestContext, id: string, action: "read" | "update" | "delete") {
  const user = requireSignedIn(ctx);
  const [row] = isRowId(id)
    ? await ctx.db.select(VIEW).from(s.paymentDetails).where(eq(s.paymentDetails.id, id)).for("update")
    : [];
  // Another user's account, without the right to it: we do not say it exists.
  if (!row || (row.userId !== user.id && !canAny(ctx, action, "payment-details")))
    throw new DomainError("PAYMENT_DETAILS_NOT_FOUND", 404);
  requireOwnerOr(ctx, action, "payment-details", row.userId);
  return row;
}

/** The caller's own bank account `id` (a payout goes only to the requester's account). */
export async function ownPaymentDetails(ctx: RequestContext, id: string): Promise<PaymentDetailsView> {
  const user = requireSignedIn(ctx);
  const [row] = isRowId(id)
    ? await ctx.db
        .select(VIEW)
        .from(s.paymentDetails)
        .where(and(eq(s.paymentDetails.id, id), eq(s.paymentDetails.userId, user.id)))
    : [];
  if (!row) throw new DomainError("PAYMENT_DETAILS_NOT_FOUND", 404, { payment: "PAYMENT_DETAILS_NOT_FOUND" });
  return row;
}

/** addPayment: a new bank account of the caller (at most MOST_PAYMENT_DETAILS). */
export async function addPaymentDetails(ctx: RequestContext, input: Record<string, unknown>) {
  const user = requireSignedIn(ctx);
  requireOwnerOr(ctx, "create", "payment-details", user.id);
  const fields = parseInput(PaymentDetailsInput, { country: ctx.country, ...input });
  return withTransaction(ctx, async (tx) => {
    // The user's row serialises two adds at once, so the limit holds.
    await tx.db.select({ id: s.users.id }).from(s.users).where(eq(s.users.id, user.id)).for("update");
    const mine = await tx.db
      .select({ id: s.paymentDetails.id })
      .from(s.paymentDetails)
      .where(eq(s.paymentDetails.userId, user.id));
    if (mine.length >= MOST_PAYMENT_DETAILS) throw new DomainError("PAYMENT_DETAILS_LIMIT", 409);
    const now = tx.services.clock.now();
    const [row] = await tx.db
      .insert(s.paymentDetails)
      .values({ ...fields, userId: user.id, creditMethod: "bank", createdAt: now, updatedAt: now })
      .returning(VIEW);
    return row!;
  });
}

/** updatePayment: replaces the fields of one of the caller's accounts (finance: anyone's). */
export async function updatePaymentDetails(ctx: RequestContext, id: string, input: Record<string, unknown>) {
  const fields = parseInput(PaymentDetailsInput, { country: ctx.country, ...input });
  return withTransaction(ctx, async (tx) => {
    await detailsFor(tx, id, "update");
    const [row] = await tx.db
      .update(s.paymentDetails)
      .set({ ...fields, updatedAt: tx.services.clock.now() })
      .where(eq(s.paymentDetails.id, id))
      .returning(VIEW);
    return row!;
  });
}

/** removePayment: refused while a pending or approved payout goes to the account. */
export async function removePaymentDetails(ctx: RequestContext, id: string): Promise<PaymentDetailsView> {
  return withTransaction(ctx, async (tx) => {
    const row = await detailsFor(tx, id, "delete");
    const [busy] = await tx.db
      .select({ id: s.payoutRequests.id })
      .from(s.payoutRequests)
      .where(
        and(
          eq(s.payoutRequests.paymentDetailsId, id),
          inArray(s.payoutRequests.status, ["pending", "approved"]),
        ),
      )
      .limit(1);
    if (busy) throw new DomainError("PAYMENT_DETAILS_IN_USE", 409);
    await tx.db.delete(s.paymentDetails).where(eq(s.paymentDetails.id, id));
    return row;
  });
}
