import { timingSafeEqual } from "node:crypto";
import { isRowId } from "#kernel/ids.ts";
import type { PaymentProvider, ProviderOutcome, ProviderStatus, WebhookEvent } from "../provider.ts";
import { ProviderAnswered, refusedRefund } from "./answered.ts";

export interface TabbyConfig {
  baseUrl: string;
  secretKey: string;
  merchantCode: string;
  /** The auth header registered with the webhook: its name and shared value. */
  webhookHeader: string;
  webhookSecret: string;
  /** Tabby's hosted payment page (default https://checkout.tabby.ai). */
  checkoutUrl?: string;
}

/** A Tabby payment as its API and webhooks describe it (webhooks: lowercase statuses). */
interface TabbyPayment {
  id: string;
  status: string;
  amount: string;
  currency: string;
  order?: { reference_id?: string };
  captures?: Array<{ amount: string }>;
  refunds?: Array<{ id?: string; amount: string; reference_id?: string }>;
}

/** Tabby writes amounts as decimal strings ("1710.00"). */
const decimal = (minor: number) => (minor / 100).toFixed(2);
const minorOf = (amount: string | undefined) => Math.round(Number(amount ?? 0) * 100);
const sum = (list: Array<{ amount: string }> | undefined) =>
  (list ?? []).reduce((s, x) => s + minorOf(x.amount), 0);

/** What a Tabby payment means for our attempt. */
function statusOf(p: Pick<TabbyPayment, "status" | "captures">): ProviderStatus {
  switch (p.status.toLowerCase()) {
    case "created":
      return "requires_action";
    case "authorized":
      return "authorized";
    case "closed":
      return sum(p.captures) > 0 ? "captured" : "declined";
    case "rejected":
    case "expired":
      return "declined";
    default:
      return "error";
  }
}

/**
 * Tabby (Saudi Arabia, 4 interest-free payments): a checkout session whose web page the shopper is
 * sent to; the webhook (its registered auth header checked in constant time) reports authorization;
 * the payment is captured when the order ships, and can be retrieved to reconcile.
 */
export function createTabbyProvider(config: TabbyConfig): PaymentProvider {
  const base = config.baseUrl.replace(/\/$/, "");
  async function call<T>(path: string, init: { method: string; body?: unknown }): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method: init.method,
      headers: { "content-type": "application/json", authorization: `Bearer ${config.secretKey}` },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    if (!response.ok)
      throw new ProviderAnswered(
        response.status,
        `Tabby ${path} answered ${response.status}: ${text.slice(0, 300)}`,
      );
    return JSON.parse(text) as T;
  }
  const outcomeOf = (p: TabbyPayment): ProviderOutcome => ({
    status: statusOf(p),
    providerRef: p.id,
    amount: minorOf(p.amount),
    currency: p.currency,
  });

  return {
    id: "tabby",
    // The hosted page answered as web_url: Tabby's checkout host (a sandbox serves it from its API host).
    checkoutOrigins: [
      ...new Set([new URL(config.checkoutUrl ?? "https://checkout.tabby.ai").origin, new URL(base).origin]),
    ],
    methods: ["tabby"],
    supports: (country, currency) => country === "sa" && currency === "SAR",
    async initiate(input) {
      const session = await call<{
        status: string;
        payment: { id: string };
        configuration?: { available_products?: { installments?: Array<{ web_url: string }> } };
      }>("/api/v2/checkout", {
        method: "POST",
        body: {
          payment: {
            amount: decimal(input.amount),
            currency: input.currency,
            description: `Order ${input.orderNumber}`,
            buyer: { name: input.customer.name, email: input.customer.email, phone: input.customer.phone },
            order: {
              reference_id: input.paymentId,
              items: [
                { title: `Order ${input.orderNumber}`, quantity: 1, unit_price: decimal(input.amount) },
              ],
            },
          },
          lang: "ar",
          merchant_code: config.merchantCode,
          merchant_urls: {
            success: `${input.returnUrl}${input.returnUrl.includes("?") ? "&" : "?"}result=success`,
            cancel: `${input.returnUrl}${input.returnUrl.includes("?") ? "&" : "?"}result=cancel`,
            failure: `${input.returnUrl}${input.returnUrl.includes("?") ? "&" : "?"}result=failure`,
          },
        },
      });
      const webUrl = session.configuration?.available_products?.installments?.[0]?.web_url;
      if (session.status !== "created" || !webUrl)
        return { status: "declined", providerRef: session.payment?.id, reason: `session ${session.status}` };
      return { status: "requires_action", providerRef: session.payment.id, action: { redirectUrl: webUrl } };
    },
    /**
     * Voids an authorization with `close` (decision 0124). A payment still `created` takes no money;
     * cancelling its session needs the session id, which is not kept: an authorization that still
     * comes is closed then. Answers where the payment stands.
     */
    async cancelAttempt(payment) {
      if (!payment.providerRef) return { status: "declined" };
      const now = await call<TabbyPayment>(`/api/v2/payments/${payment.providerRef}`, { method: "GET" });
      if (now.status.toLowerCase() !== "authorized") return outcomeOf(now);
      return outcomeOf(
        await call<TabbyPayment>(`/api/v2/payments/${payment.providerRef}/close`, { method: "POST" }),
      );
    },
    async capture(payment, amount) {
      return outcomeOf(
        await call<TabbyPayment>(`/api/v2/payments/${payment.providerRef}/captures`, {
          method: "POST",
          body: { amount: decimal(amount), reference_id: payment.id },
        }),
      );
    },
    async refund(payment, amount, idempotencyKey) {
      let after: TabbyPayment;
      try {
        after = await call<TabbyPayment>(`/api/v2/payments/${payment.providerRef}/refunds`, {
          method: "POST",
          body: { amount: decimal(amount), reference_id: idempotencyKey },
        });
      } catch (error) {
        return refusedRefund(error);
      }
      const mine = after.refunds?.find((r) => r.reference_id === idempotencyKey);
      return mine
        ? { status: "succeeded", providerRef: mine.id ?? after.id }
        : { status: "failed", reason: "the refund is not on the payment" };
    },
    parseWebhook(request) {
      const given = request.headers[config.webhookHeader.toLowerCase()] ?? "";
      const expected = config.webhookSecret;
      if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected)))
        return null;
      let p: TabbyPayment;
      try {
        p = JSON.parse(request.rawBody);
      } catch {
        return null;
      }
      if (!p.id || !p.status) return null;
      const event: WebhookEvent = {
        eventId: `${p.id}:${p.status}:${p.captures?.length ?? 0}:${p.refunds?.length ?? 0}`,
        paymentId: p.order?.reference_id && isRowId(p.order.reference_id) ? p.order.reference_id : null,
        providerRef: p.id,
        status: statusOf(p),
        amount: minorOf(p.amount),
        currency: p.currency,
      };
      return event;
    },
    async fetchStatus(payment) {
      if (!payment.providerRef) return { status: "pending" };
      return outcomeOf(
        await call<TabbyPayment>(`/api/v2/payments/${payment.providerRef}`, { method: "GET" }),
      );
    },
  };
}
