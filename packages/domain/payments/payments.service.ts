import { createHash } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { enqueue } from "#kernel/jobs.ts";
import { withTransaction } from "#kernel/tx.ts";
import { fromProvider, isSettled, type PaymentStatus, transition, UNSETTLED } from "./payment-state.ts";
import type { InitiateInput, PaymentProvider, ProviderOutcome, WebhookRequest } from "./provider.ts";

type PaymentRow = typeof s.payments.$inferSelect;

function providerOf(ctx: RequestContext, id: string): PaymentProvider {
  const provider = ctx.services.payments.get(id);
  if (!provider) throw new DomainError("PAYMENT_METHOD_UNAVAILABLE", 400);
  return provider;
}

/**
 * Opens a payment attempt for an order in the caller's transaction (a local step of checkout).
 * The same idempotency key answers the same attempt. `reconcileAt`: when to ask the provider if no
 * notification came (decision 0125), one `payments.reconcile` job per time, queued in this
 * transaction.
 */
export async function openPayment(
  ctx: RequestContext,
  p: {
    orderId: string;
    method: string;
    amount: number;
    currency: PaymentRow["currency"];
    idempotencyKey: string;
    reconcileAt?: readonly Date[];
  },
): Promise<PaymentRow> {
  const { reconcileAt = [], ...attempt } = p;
  // The provider of the method in the attempt's currency's country (decision 0131: card is Paymob
  // Egypt in pounds, Paymob KSA in riyals).
  const country = COUNTRY_CODES.find((c) => COUNTRIES[c].currency === p.currency) ?? ctx.country;
  const provider = ctx.services.payments.forMethod(p.method, { country, currency: p.currency });
  if (!provider) throw new DomainError("PAYMENT_METHOD_UNAVAILABLE", 400);
  const [created] = await ctx.db
    .insert(s.payments)
    .values({ ...attempt, provider: provider.id })
    .onConflictDoNothing()
    .returning();
  if (created) {
    // Cash on delivery has nothing to ask.
    if (created.provider !== "cod")
      for (const [i, runAt] of reconcileAt.entries())
        await enqueue(
          ctx,
          "payments.reconcile",
          { paymentId: created.id },
          { runAt, key: `reconcile:${created.id}:${i + 1}` },
        );
    return created;
  }
  const [existing] = await ctx.db
    .select()
    .from(s.payments)
    .where(eq(s.payments.idempotencyKey, p.idempotencyKey));
  return existing!;
}

/** Applies a provider's outcome to an attempt, if the transition is legal; answers the row after. */
async function applyOutcome(ctx: RequestContext, payment: PaymentRow, outcome: ProviderOutcome) {
  const to: PaymentStatus = fromProvider(outcome.status);
  const move = transition(payment.status, to);
  if (move === "illegal") return { payment, changed: false };
  const [updated] = await ctx.db
    .update(s.payments)
    .set({
      status: to,
      providerRef: outcome.providerRef ?? payment.providerRef,
      redirectUrl: outcome.action?.redirectUrl ?? payment.redirectUrl,
      reference: outcome.action?.reference ?? payment.reference,
      referenceExpiresAt: outcome.action?.expiresAt ?? payment.referenceExpiresAt,
      source: outcome.source ?? payment.source,
      reason: outcome.reason ?? payment.reason,
      capturedAmount: to === "captured" ? payment.amount : payment.capturedAmount,
      updatedAt: new Date(),
    })
    .where(eq(s.payments.id, payment.id))
    .returning();
  if (move === "apply")
    await enqueue(ctx, "payments.changed", { paymentId: payment.id, orderId: payment.orderId, status: to });
  return { payment: updated!, changed: move === "apply" };
}

/**
 * Asks the provider to start the payment (a remote step: after the order's transaction has
 * committed). A provider that cannot be reached leaves the attempt in `error` and throws.
 */
export async function initiatePayment(
  ctx: RequestContext,
  paymentId: string,
  details: Omit<
    InitiateInput,
    "paymentId" | "amount" | "currency" | "method" | "idempotencyKey" | "country" | "webhookUrl"
  > & {
    country: CountryCode;
    /** Default: this site's /webhooks/payments/<provider>. */
    webhookUrl?: string;
  },
): Promise<PaymentRow> {
  const [payment] = await ctx.db.select().from(s.payments).where(eq(s.payments.id, paymentId));
  if (!payment) throw new DomainError("PAYMENT_NOT_FOUND", 404);
  if (payment.status !== "initiated") return payment;
  const provider = providerOf(ctx, payment.provider);
  let outcome: ProviderOutcome;
  try {
    outcome = await provider.initiate({
      ...details,
      webhookUrl: details.webhookUrl ?? `${ctx.services.publicUrl}/webhooks/payments/${provider.id}`,
      paymentId: payment.id,
      method: payment.method,
      amount: payment.amount,
      currency: payment.currency,
      idempotencyKey: payment.idempotencyKey,
    });
  } catch (error) {
    await applyOutcome(ctx, payment, { status: "error", reason: String(error).slice(0, 500) });
    throw new DomainError("PAYMENT_PROVIDER_ERROR", 502);
  }
  const { payment: after } = await withTransaction(ctx, (tx) => applyOutcome(tx, payment, outcome));
  if (after.status === "declined") throw new DomainError("PAYMENT_DECLINED", 402);
  if (after.status === "error") throw new DomainError("PAYMENT_PROVIDER_ERROR", 502);
  return after;
}

/**
 * Stops an attempt (the `payments.cancel-attempt` job, checkout's compensation; decision 0124): at
 * the provider when its adapter can, then marked `cancelled`. An attempt the provider says was paid
 * meanwhile records that instead (checked as a status read is), so it is refunded. Safe to call
 * twice; throws when the provider cannot be reached (the job tries again).
 */
export async function cancelPayment(ctx: RequestContext, paymentId: string): Promise<void> {
  const [payment] = await ctx.db.select().from(s.payments).where(eq(s.payments.id, paymentId));
  if (!payment || transition(payment.status, "cancelled") !== "apply") return;
  const provider = providerOf(ctx, payment.provider);
  const answer = payment.providerRef && provider.cancelAttempt ? await provider.cancelAttempt(payment) : null;
  if (answer && isSettled(fromProvider(answer.status))) {
    await applyAnswer(ctx, payment.id, answer);
    return;
  }
  await withTransaction(ctx, async (tx) => {
    const now = await lockedAttempt(tx, payment.id);
    if (transition(now.status, "cancelled") !== "apply") return;
    await tx.db
      .update(s.payments)
      .set({ status: "cancelled", updatedAt: new Date() })
      .where(eq(s.payments.id, now.id));
  });
}

async function lockedAttempt(ctx: RequestContext, paymentId: string): Promise<PaymentRow> {
  const [payment] = await ctx.db.select().from(s.payments).where(eq(s.payments.id, paymentId)).for("update");
  if (!payment) throw new DomainError("PAYMENT_NOT_FOUND", 404);
  return payment;
}

const digest = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

/**
 * Why a provider's status answer does not belong to this attempt, or null (decision 0125): another
 * reference, or, for an answer that says money was taken, another amount or currency.
 */
function mismatchOf(payment: PaymentRow, answer: ProviderOutcome): string | null {
  if (answer.providerRef && payment.providerRef && answer.providerRef !== payment.providerRef)
    return "reference";
  if (!isSettled(fromProvider(answer.status))) return null;
  if (answer.amount !== payment.amount) return "amount";
  if (answer.currency !== payment.currency) return "currency";
  return null;
}

/**
 * Applies a provider's answer about an attempt (a status read, a cancellation's answer) with its
 * row locked, once it is checked against the attempt; a mismatch changes nothing, is kept in the
 * inbox as rejected (once per distinct answer) and logged.
 */
async function applyAnswer(ctx: RequestContext, paymentId: string, answer: ProviderOutcome) {
  return withTransaction(ctx, async (tx) => {
    const payment = await lockedAttempt(tx, paymentId);
    const why = mismatchOf(payment, answer);
    if (!why) return (await applyOutcome(tx, payment, answer)).payment;
    const body = JSON.stringify({ source: "status", why, answer });
    await tx.db
      .insert(s.paymentEvents)
      .values({
        provider: payment.provider,
        eventId: `status:${payment.id}:${digest(body)}`,
        paymentId: payment.id,
        payload: JSON.parse(body),
        outcome: "rejected",
      })
      .onConflictDoNothing();
    console.warn(
      `payments: ${payment.provider}'s status answer for payment ${payment.id} refused (${why} differs); nothing changed`,
    );
    return payment;
  });
}

/**
 * A provider's notification (decision 0051): verified, stored once in the inbox, checked against
 * the attempt's amount and currency, then applied, all in one transaction. A replay changes
 * nothing; a forged one is refused with 401 and nothing is stored.
 */
export async function handleWebhook(
  ctx: RequestContext,
  providerId: string,
  request: WebhookRequest,
): Promise<{ outcome: "applied" | "ignored" | "rejected" | "duplicate" }> {
  const provider = ctx.services.payments.get(providerId);
  const event = provider?.parseWebhook(request) ?? null;
  if (!provider || !event) throw new DomainError("WEBHOOK_SIGNATURE_INVALID", 401);
  return withTransaction(ctx, async (tx) => {
    const [payment] = await tx.db
      .select()
      .from(s.payments)
      .where(
        event.paymentId
          ? eq(s.payments.id, event.paymentId)
          : and(eq(s.payments.provider, provider.id), eq(s.payments.providerRef, event.providerRef)),
      )
      .for("update");
    const matches = !!payment && payment.amount === event.amount && payment.currency === event.currency;
    // A refused notification keeps its own id, so the genuine one that follows applies (decision 0125).
    const refused = `${event.eventId}#rejected:${digest(request.rawBody || JSON.stringify(request.query))}`;
    const [stored] = await tx.db
      .insert(s.paymentEvents)
      .values({
        provider: provider.id,
        eventId: matches ? event.eventId : refused,
        paymentId: payment?.id ?? null,
        payload: JSON.parse(request.rawBody || "{}"),
        outcome: matches ? "applied" : "rejected",
      })
      .onConflictDoNothing()
      .returning({ id: s.paymentEvents.id });
    if (!stored) return { outcome: "duplicate" as const };
    if (!matches) return { outcome: "rejected" as const };
    const { changed } = await applyOutcome(tx, payment!, {
      status: event.status,
      providerRef: event.providerRef,
      source: event.source,
    });
    if (!changed)
      await tx.db
        .update(s.paymentEvents)
        .set({ outcome: "ignored" })
        .where(eq(s.paymentEvents.id, stored.id));
    return { outcome: changed ? ("applied" as const) : ("ignored" as const) };
  });
}

/**
 * Asks the provider where an attempt that may still turn into money stands (the reconciliation
 * job, the result page, the expiry; decision 0125), including a declined or cancelled one (paid
 * after all), and applies the answer once it is checked against the attempt.
 */
export async function reconcilePayment(
  ctx: RequestContext,
  paymentId: string,
): Promise<PaymentStatus | null> {
  const [payment] = await ctx.db.select().from(s.payments).where(eq(s.payments.id, paymentId));
  if (!payment) return null;
  if (!UNSETTLED.includes(payment.status) || payment.provider === "cod") return payment.status;
  const answer = await providerOf(ctx, payment.provider).fetchStatus(payment);
  return (await applyAnswer(ctx, payment.id, answer)).status;
}

/** The latest attempt of an order (the specs' trnxId, trnxStatus, fawryRef, sourceData). */
export async function latestPayment(ctx: RequestContext, orderId: string): Promise<PaymentRow | null> {
  return (await latestPayments(ctx, [orderId])).get(orderId) ?? null;
}

/** The latest attempt of each of these orders, in one query. */
export async function latestPayments(
  ctx: RequestContext,
  orderIds: readonly string[],
): Promise<Map<string, PaymentRow>> {
  if (!orderIds.length) return new Map();
  const rows = await ctx.db
    .selectDistinctOn([s.payments.orderId])
    .from(s.payments)
    .where(inArray(s.payments.orderId, [...orderIds]))
    .orderBy(s.payments.orderId, desc(s.payments.createdAt));
  return new Map(rows.map((r) => [r.orderId!, r]));
}

/**
 * Captures an order's authorized payment at its provider (Tabby, when the order leaves for
 * delivery: the `payments.capture` job). A payment already captured, or a provider without
 * captures, is left as it is.
 */
export async function capturePayment(ctx: RequestContext, orderId: string): Promise<PaymentStatus | null> {
  const payment = await latestPayment(ctx, orderId);
  if (payment?.status !== "authorized") return payment?.status ?? null;
  const provider = providerOf(ctx, payment.provider);
  if (!provider.capture) return payment.status;
  const outcome = await provider.capture(payment, payment.amount);
  const { payment: after } = await withTransaction(ctx, (tx) => applyOutcome(tx, payment, outcome));
  return after.status;
}
