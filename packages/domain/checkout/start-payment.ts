/**
 * Asking the provider to start an attempt (a remote step: outside the order's transaction), for
 * placing an order and for paying it again. A decline or an unreachable provider leaves the order
 * waiting: the shopper may pay again.
 */
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { mailContactOf } from "../accounts/accounts.api.ts";
import { UNPAID_ORDER_MINUTES } from "../orders/orders.api.ts";
import { initiatePayment } from "../payments/payments.api.ts";

/**
 * When to ask the provider about a new attempt if its notification never comes (decision 0125):
 * 10 minutes on, and 5 minutes before the unpaid order's expiry (which asks again itself).
 */
export function reconcileTimes(now: Date): Date[] {
  return [10, UNPAID_ORDER_MINUTES - 5].map((minutes) => new Date(now.getTime() + minutes * 60_000));
}

export interface StartedPayment {
  paymentStatus: string;
  redirectUrl: string | null;
  reference: string | null;
  referenceExpiresAt: string | null;
}

export interface Customer {
  name: string;
  email: string;
  phone: string;
}

/**
 * The payer as the provider needs them, from a delivery address (or its snapshot in the order);
 * an address without an email takes the account's (providers require one).
 */
export async function customerOf(
  ctx: RequestContext,
  address: Record<string, unknown>,
  userId: string | null,
): Promise<Customer> {
  const text = (k: string) => (typeof address[k] === "string" ? (address[k] as string) : "");
  const email = text("email") || (userId ? ((await mailContactOf(ctx, userId))?.email ?? "") : "");
  return {
    name: [text("fName"), text("lName")].filter(Boolean).join(" "),
    email,
    phone: `${text("code")}${text("phone")}`,
  };
}

/**
 * The return address with the order, so the result page knows which order came back. The
 * parameter is `placed`: providers append fields of their own, and Paymob's include `order`.
 */
export function returnTo(base: string, orderId: string): string {
  return `${base}${base.includes("?") ? "&" : "?"}placed=${encodeURIComponent(orderId)}`;
}

/** What the shopper does next with an attempt: its provider's page, a reference, or nothing. */
export function startedOf(payment: {
  status: string;
  redirectUrl: string | null;
  reference: string | null;
  referenceExpiresAt: Date | null;
}): StartedPayment {
  return {
    paymentStatus: payment.status,
    redirectUrl: payment.redirectUrl,
    reference: payment.reference,
    referenceExpiresAt: payment.referenceExpiresAt?.toISOString() ?? null,
  };
}

export async function startPayment(
  ctx: RequestContext,
  paymentId: string,
  details: { orderNumber: string; customer: Customer; returnUrl: string },
): Promise<StartedPayment> {
  try {
    return startedOf(await initiatePayment(ctx, paymentId, { ...details, country: ctx.country }));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return {
      paymentStatus: error.code === "PAYMENT_DECLINED" ? "declined" : "error",
      redirectUrl: null,
      reference: null,
      referenceExpiresAt: null,
    };
  }
}

/** The result page's address on this site, in the caller's language and country. */
export const defaultReturnUrl = (ctx: RequestContext) =>
  `${ctx.services.publicUrl}/${ctx.language}-${ctx.country}/thankYou`;
