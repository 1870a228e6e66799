/**
 * Every job the worker runs, by topic (decision 0053). A handler is a plain function of the
 * context and the payload, and must be safe to run twice.
 */
import { RESET_MAIL_TOPIC, sendResetMail } from "#domain/accounts/accounts.api.ts";
import { clearCatalogCache } from "#domain/catalog/cache.ts";
import { forgetRunningDiscounts } from "#domain/catalog/discounted-price.ts";
import { IMPORT_TOPIC, runProductImport } from "#domain/catalog/product-import.service.ts";
import { CHECKOUT_FLOWS } from "#domain/checkout/checkout.api.ts";
import { type FormKind, sendTeamMail, TEAM_MAIL_TOPIC } from "#domain/forms/forms.api.ts";
import {
  applyPayment,
  expireUnpaidOrders,
  sendOrderConfirmation,
  sendRefundMail,
} from "#domain/orders/orders.api.ts";
import {
  CANCEL_ATTEMPT_TOPIC,
  cancelPayment,
  capturePayment,
  isSettled,
  type PaymentStatus,
  REFUND_MAIL_TOPIC,
  REFUND_SEND_TOPIC,
  reconcilePayment,
  sendRefund,
} from "#domain/payments/payments.api.ts";
import { GIFT_CARD_MAIL_TOPIC, sendGiftCardMail } from "#domain/promotions/promotions.api.ts";
import { sendTicketReplyMail, TICKET_REPLY_MAIL_TOPIC } from "#domain/tickets/tickets.api.ts";
import { sweepUnclaimedAvatars } from "#domain/uploads/uploads.api.ts";
import { resumeStaleFlows } from "#kernel/flow.ts";
import { pruneDoneJobs } from "#kernel/jobs.ts";
import type { JobHandler } from "#kernel/worker.ts";

/**
 * Forgets the cached listings and running discounts this process keeps for a database; the caches
 * built on them (pages, decision 0080; GraphQL answers, 0081) follow `clearCatalogCache`.
 */
export function forgetCatalogue(db: object): void {
  clearCatalogCache(db);
  forgetRunningDiscounts(db);
}

/**
 * The flows whoever runs these jobs resumes: importing their modules defines them, so a worker
 * alone (`npm run worker`) takes up the checkouts a killed web process left.
 */
export const RESUMABLE_FLOWS: readonly string[] = [...CHECKOUT_FLOWS];

export const JOB_HANDLERS: Record<string, JobHandler> = {
  /** The catalogue changed: forget this process's cached listings, then tell the other processes. */
  "catalog.changed": async (ctx) => {
    forgetCatalogue(ctx.db);
    await ctx.services.catalogChanges.announce();
  },
  /** A products CSV import's dry run or apply, in batches, progress after each (decision 0120). */
  [IMPORT_TOPIC]: async (ctx, payload) => {
    await runProductImport(ctx, String(payload.importId));
  },
  /** Ask the provider where an unsettled payment stands (queued with each attempt, decision 0125). */
  "payments.reconcile": async (ctx, payload) => {
    await reconcilePayment(ctx, String(payload.paymentId));
  },
  /** Continue the flows a crash left behind (recurring, see RECURRING_JOBS; RESUMABLE_FLOWS). */
  "flows.resume": async (ctx) => {
    await resumeStaleFlows(ctx);
  },
  /** Forget jobs done a week ago (recurring). */
  "outbox.prune": async (ctx) => {
    await pruneDoneJobs(ctx);
  },
  /** Capture an authorized payment when its order leaves for delivery (Tabby). */
  "payments.capture": async (ctx, payload) => {
    await capturePayment(ctx, String(payload.orderId));
  },
  /**
   * A payment changed: a settled one confirms its pending order (decision 0056), or is refunded
   * when its order was cancelled meanwhile (decision 0124).
   */
  "payments.changed": async (ctx, payload) => {
    if (payload.orderId && isSettled(payload.status as PaymentStatus))
      await applyPayment(ctx, String(payload.orderId));
  },
  /** Stop an attempt at its provider: its order was cancelled (decisions 0123, 0124). */
  [CANCEL_ATTEMPT_TOPIC]: async (ctx, payload) => {
    await cancelPayment(ctx, String(payload.paymentId));
  },
  /** Send a reserved refund that nobody sent (the guarantee behind the send after the commit, 0123). */
  [REFUND_SEND_TOPIC]: async (ctx, payload) => {
    await sendRefund(ctx, String(payload.refundId));
  },
  /** The shopper's mail about a refund the provider accepted (queued once per refund, 0123). */
  [REFUND_MAIL_TOPIC]: async (ctx, payload) => {
    await sendRefundMail(ctx, String(payload.refundId));
  },
  /** The order confirmation mail (queued once per order when it is confirmed). */
  "orders.confirmation-mail": async (ctx, payload) => {
    await sendOrderConfirmation(ctx, String(payload.orderId));
  },
  /** A paid gift card's mail to its recipient, on its start date (queued once per card). */
  [GIFT_CARD_MAIL_TOPIC]: async (ctx, payload) => {
    await sendGiftCardMail(ctx, String(payload.giftCardId));
  },
  /** The designer's mail about the team's reply on a ticket (queued once per reply). */
  [TICKET_REPLY_MAIL_TOPIC]: async (ctx, payload) => {
    await sendTicketReplyMail(ctx, String(payload.messageId));
  },
  /** A password reset link, asked for with forgotPassword (its token made as it is sent). */
  [RESET_MAIL_TOPIC]: async (ctx, payload) => {
    await sendResetMail(ctx, payload);
  },
  /** The team's mail about a form someone sent (contact, career, B2B; queued once per form). */
  [TEAM_MAIL_TOPIC]: async (ctx, payload) => {
    await sendTeamMail(ctx, payload.kind as FormKind, String(payload.id));
  },
  /** Remove visitors' profile pictures no account took within a day (recurring, decision 0075). */
  "uploads.sweep": async (ctx) => {
    await sweepUnclaimedAvatars(ctx);
  },
  /** Cancel orders still unpaid after UNPAID_ORDER_MINUTES and release their stock (recurring). */
  "orders.expire-unpaid": async (ctx) => {
    await expireUnpaidOrders(ctx);
  },
};

/** Jobs queued by the worker itself, once per period across all workers. */
export const RECURRING_JOBS = [
  // With runs stale after STALE_FLOW_SECONDS (40), a killed process's checkout resumes within a minute.
  { topic: "flows.resume", seconds: 15 },
  { topic: "outbox.prune", seconds: 86_400 },
  { topic: "orders.expire-unpaid", seconds: 300 },
  { topic: "uploads.sweep", seconds: 3_600 },
];
