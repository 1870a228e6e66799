import type { CountryCode } from "#i18n/locales.ts";
import { isRowId } from "#kernel/ids.ts";
import type { PaymentProvider, ProviderOutcome, ProviderStatus, WebhookEvent } from "../provider.ts";
import { ProviderAnswered, refusedRefund } from "./answered.ts";
import { hmacMatches, processedString, responseString } from "./paymob.hmac.ts";

export interface PaymobConfig {
  /** The adapter's id: `paymob` (Egypt's account), `paymob-sa` (Saudi Arabia's, decision 0131). */
  id?: string;
  baseUrl: string;
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  apiKey: string;
  currency: string;
  country: CountryCode;
  /**
   * Checkout method → Paymob integration id (card, wallet, valu, souhoola, sympl, aman, halan ...).
   * `applepay` is no method of ours: the card intention names it too, so Paymob's page offers Apple
   * Pay on Apple devices (decision 0131).
   */
  integrations: Record<string, number>;
}

/** A Paymob transaction as its callbacks and inquiry describe it. */
interface Transaction {
  id: number | string;
  pending: boolean | string;
  success: boolean | string;
  is_auth?: boolean | string;
  is_voided?: boolean | string;
  is_refunded?: boolean | string;
  error_occured?: boolean | string;
  amount_cents: number | string;
  currency: string;
  order: { id: number | string; merchant_order_id?: string | null } | number | string;
  source_data?: { type?: string; sub_type?: string; pan?: string };
}

const yes = (v: unknown) => v === true || v === "true";

/** What a Paymob transaction means for our attempt. */
function statusOf(
  t: Pick<Transaction, "pending" | "success" | "is_auth" | "is_voided" | "is_refunded" | "error_occured">,
): ProviderStatus {
  if (yes(t.is_voided) || yes(t.is_refunded)) return "declined";
  if (yes(t.pending)) return "pending";
  if (yes(t.success)) return yes(t.is_auth) ? "authorized" : "captured";
  return yes(t.error_occured) ? "error" : "declined";
}

const orderIdOf = (t: Transaction) => String(typeof t.order === "object" ? t.order.id : t.order);

function eventOf(t: Transaction, merchantRef: string | null): WebhookEvent {
  const status = statusOf(t);
  const source = t.source_data
    ? { type: t.source_data.type ?? "", subType: t.source_data.sub_type, pan: t.source_data.pan }
    : undefined;
  return {
    eventId: `${t.id}:${status}`,
    paymentId: merchantRef && isRowId(merchantRef) ? merchantRef : null,
    providerRef: orderIdOf(t),
    status,
    amount: Number(t.amount_cents),
    currency: t.currency,
    source,
  };
}

/**
 * Paymob (Egypt, and Saudi Arabia's account with cards and mada, decision 0131): card, mobile wallets, Valu, Souhoola, Sympl, Aman and Halan through the intention
 * API and the unified checkout (redirect). Callbacks are verified with HMAC-SHA512 over Paymob's
 * ordered fields, in constant time. Card data never reaches us: the shopper pays on Paymob's page.
 */
export function createPaymobProvider(config: PaymobConfig): PaymentProvider {
  const base = config.baseUrl.replace(/\/$/, "");
  async function call<T>(path: string, init: { method: string; body?: unknown; auth?: string }): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method: init.method,
      headers: { "content-type": "application/json", ...(init.auth ? { authorization: init.auth } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    if (!response.ok)
      throw new ProviderAnswered(
        response.status,
        `Paymob ${path} answered ${response.status}: ${text.slice(0, 300)}`,
      );
    return JSON.parse(text) as T;
  }

  /** The transaction of a Paymob order (the inquiry, with an auth token from the API key). */
  async function paidTransaction(providerRef: string | null): Promise<Transaction> {
    const { token } = await call<{ token: string }>("/api/auth/tokens", {
      method: "POST",
      body: { api_key: config.apiKey },
    });
    return call<Transaction>("/api/ecommerce/orders/transaction_inquiry", {
      method: "POST",
      auth: `Bearer ${token}`,
      body: { order_id: Number(providerRef) },
    });
  }

  return {
    id: config.id ?? "paymob",
    // The unified checkout is served from the API's host.
    checkoutOrigins: [new URL(base).origin],
    methods: Object.keys(config.integrations).filter((m) => m !== "applepay"),
    supports: (country, currency) => country === config.country && currency === config.currency,
    async initiate(input): Promise<ProviderOutcome> {
      const integration = config.integrations[input.method];
      if (!integration || input.method === "applepay")
        return { status: "error", reason: `no Paymob integration for ${input.method}` };
      const applePay = input.method === "card" ? config.integrations.applepay : undefined;
      const [first, ...rest] = input.customer.name.trim().split(/\s+/);
      const intention = await call<{ id: string; client_secret: string; intention_order_id: number }>(
        "/v1/intention/",
        {
          method: "POST",
          auth: `Token ${config.secretKey}`,
          body: {
            amount: input.amount,
            currency: input.currency,
            payment_methods: applePay ? [integration, applePay] : [integration],
            items: [{ name: `Order ${input.orderNumber}`, amount: input.amount, quantity: 1 }],
            billing_data: {
              first_name: first || "NA",
              last_name: rest.join(" ") || "NA",
              email: input.customer.email,
              phone_number: input.customer.phone || "NA",
              country: input.country.toUpperCase(),
            },
            special_reference: input.paymentId,
            notification_url: input.webhookUrl,
            redirection_url: input.returnUrl,
          },
        },
      );
      const redirectUrl = `${base}/unifiedcheckout/?publicKey=${encodeURIComponent(config.publicKey)}&clientSecret=${encodeURIComponent(intention.client_secret)}`;
      return {
        status: "requires_action",
        providerRef: String(intention.intention_order_id),
        action: { redirectUrl },
      };
    },
    // No cancelAttempt (decision 0124): Paymob publishes no call that cancels an unpaid intention
    // (its void reverses a successful card transaction the same day, which our refund does); a
    // payment that still comes for a cancelled order is refunded.
    parseWebhook(request) {
      const hmac = request.query.hmac;
      if (request.rawBody) {
        let body: { type?: string; obj?: Transaction };
        try {
          body = JSON.parse(request.rawBody);
        } catch {
          return null;
        }
        if (body.type !== "TRANSACTION" || !body.obj) return null;
        if (!hmacMatches(config.hmacSecret, processedString(body.obj as never), hmac)) return null;
        const ref = typeof body.obj.order === "object" ? (body.obj.order.merchant_order_id ?? null) : null;
        return eventOf(body.obj, ref);
      }
      if (!hmacMatches(config.hmacSecret, responseString(request.query), hmac)) return null;
      const q = request.query;
      return eventOf(
        {
          id: q.id ?? "",
          pending: q.pending ?? "false",
          success: q.success ?? "false",
          is_auth: q.is_auth,
          is_voided: q.is_voided,
          is_refunded: q.is_refunded,
          error_occured: q.error_occured,
          amount_cents: q.amount_cents ?? "0",
          currency: q.currency ?? "",
          order: q.order ?? q.order_id ?? "",
          source_data: {
            type: q["source_data.type"],
            sub_type: q["source_data.sub_type"],
            pan: q["source_data.pan"],
          },
        },
        q.merchant_order_id ?? null,
      );
    },
    async fetchStatus(payment) {
      let transaction: Transaction;
      try {
        transaction = await paidTransaction(payment.providerRef);
      } catch (error) {
        // The inquiry finds no transaction: nobody has paid the intention yet (decision 0125).
        if (error instanceof ProviderAnswered && error.status === 404)
          return { status: "requires_action", providerRef: payment.providerRef ?? undefined };
        throw error;
      }
      const event = eventOf(transaction, null);
      return {
        status: event.status,
        providerRef: event.providerRef,
        source: event.source,
        amount: event.amount,
        currency: event.currency,
      };
    },
    /**
     * Refunds part or all of the order's paid transaction (found by the inquiry): Paymob's
     * void_refund/refund with the secret key, answered by the refund transaction.
     */
    async refund(payment, amount) {
      try {
        const paid = await paidTransaction(payment.providerRef);
        const refund = await call<Transaction>("/api/acceptance/void_refund/refund", {
          method: "POST",
          auth: `Token ${config.secretKey}`,
          body: { transaction_id: Number(paid.id), amount_cents: amount },
        });
        if (yes(refund.pending)) return { status: "pending", providerRef: String(refund.id) };
        return yes(refund.success)
          ? { status: "succeeded", providerRef: String(refund.id) }
          : { status: "failed", providerRef: String(refund.id), reason: "Paymob declined the refund" };
      } catch (error) {
        return refusedRefund(error);
      }
    },
  };
}
