import { createHash, timingSafeEqual } from "node:crypto";
import type { PaymentProvider, ProviderOutcome, ProviderStatus, WebhookEvent } from "../provider.ts";
import { ProviderAnswered, refusedRefund } from "./answered.ts";

export interface FawryConfig {
  baseUrl: string;
  merchantCode: string;
  secureKey: string;
  /** Hours a reference code stays payable at an outlet. */
  expiryHours: number;
}

export const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
/** Fawry writes amounts with two decimals in signatures ("580.50"). */
export const decimal = (minor: number) => (minor / 100).toFixed(2);

/** FawryPay's order statuses, as our attempt's statuses. */
function statusOf(orderStatus: string | undefined): ProviderStatus {
  switch ((orderStatus ?? "").toUpperCase()) {
    case "PAID":
      return "captured";
    case "NEW":
    case "UNPAID":
      return "pending";
    case "CANCELED":
    case "CANCELLED":
    case "EXPIRED":
    case "REFUNDED":
    case "FAILED":
      return "declined";
    default:
      return "error";
  }
}

/** The V2 server notification's messageSignature. */
export function notificationSignature(n: Record<string, unknown>, secureKey: string): string {
  return sha256(
    `${n.fawryRefNumber ?? ""}${n.merchantRefNumber ?? ""}${Number(n.paymentAmount ?? 0).toFixed(2)}${Number(n.orderAmount ?? 0).toFixed(2)}${n.orderStatus ?? ""}${n.paymentMethod ?? ""}${n.paymentRefrenceNumber ?? ""}${secureKey}`,
  );
}

/** The refund request's signature. */
export const refundSignature = (
  keys: { merchantCode: string; secureKey: string },
  referenceNumber: string,
  amount: number,
  reason: string,
) => sha256(`${keys.merchantCode}${referenceNumber}${decimal(amount)}${reason}${keys.secureKey}`);

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));

/**
 * FawryPay reference code (`fawry`): the charge request (SHA-256 signature) answers a reference the
 * shopper pays at any Fawry outlet before it expires; the V2 server notification is verified by its
 * messageSignature; the payment-status V2 call reconciles.
 */
export function createFawryProvider(config: FawryConfig): PaymentProvider {
  const base = config.baseUrl.replace(/\/$/, "");
  async function call<T>(url: string, init: { method: string; body?: unknown }): Promise<T> {
    const response = await fetch(url, {
      method: init.method,
      headers: { "content-type": "application/json", accept: "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    if (!response.ok)
      throw new ProviderAnswered(response.status, `Fawry answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }

  return {
    id: "fawry",
    methods: ["fawry"],
    supports: (country, currency) => country === "eg" && currency === "EGP",
    async initiate(input): Promise<ProviderOutcome> {
      const paymentMethod = "PAYATFAWRY";
      const expiresAt = new Date(Date.now() + config.expiryHours * 3_600_000);
      const answer = await call<{ statusCode: number; statusDescription?: string; referenceNumber?: string }>(
        `${base}/ECommerceWeb/Fawry/payments/charge`,
        {
          method: "POST",
          body: {
            merchantCode: config.merchantCode,
            merchantRefNum: input.paymentId,
            customerMobile: input.customer.phone,
            customerEmail: input.customer.email,
            customerName: input.customer.name,
            paymentMethod,
            amount: Number(decimal(input.amount)),
            currencyCode: input.currency,
            language: "ar-eg",
            paymentExpiry: expiresAt.getTime(),
            description: `Order ${input.orderNumber}`,
            chargeItems: [
              {
                itemId: input.orderNumber,
                description: `Order ${input.orderNumber}`,
                price: Number(decimal(input.amount)),
                quantity: 1,
              },
            ],
            signature: sha256(
              `${config.merchantCode}${input.paymentId}${paymentMethod}${decimal(input.amount)}${config.secureKey}`,
            ),
          },
        },
      );
      if (answer.statusCode !== 200 || !answer.referenceNumber)
        return { status: "error", reason: `${answer.statusCode} ${answer.statusDescription ?? ""}`.trim() };
      return {
        status: "pending",
        providerRef: answer.referenceNumber,
        action: { reference: answer.referenceNumber, expiresAt },
      };
    },
    /**
     * FawryPay's Cancel Unpaid Order (decision 0124): the reference can no longer be paid. Fawry
     * refuses it for a reference already paid: the status read then says so (and the payment is
     * refunded); a refusal that leaves it unpaid throws, so the job tries again.
     */
    async cancelAttempt(payment) {
      if (!payment.providerRef) return { status: "declined" };
      const lang = "ar-eg";
      const answer = await call<{ statusCode?: number; code?: string | number; statusDescription?: string }>(
        `${base}/ECommerceWeb/api/orders/cancel-unpaid-order`,
        {
          method: "POST",
          body: {
            merchantAccount: config.merchantCode,
            orderRefNo: payment.providerRef,
            lang,
            signature: sha256(`${payment.providerRef}${config.merchantCode}${lang}${config.secureKey}`),
          },
        },
      );
      if (Number(answer.statusCode ?? answer.code) === 200)
        return { status: "declined", providerRef: payment.providerRef };
      const now = await this.fetchStatus(payment);
      if (now.status === "pending" || now.status === "error")
        throw new Error(`Fawry did not cancel ${payment.providerRef}: ${answer.statusDescription ?? ""}`);
      return now;
    },
    parseWebhook(request) {
      let n: Record<string, unknown>;
      try {
        n = JSON.parse(request.rawBody);
      } catch {
        return null;
      }
      const given = typeof n.messageSignature === "string" ? n.messageSignature.toLowerCase() : "";
      if (!given || !same(given, notificationSignature(n, config.secureKey))) return null;
      const status = statusOf(String(n.orderStatus));
      const event: WebhookEvent = {
        eventId: `${n.fawryRefNumber}:${n.orderStatus}`,
        paymentId: typeof n.merchantRefNumber === "string" ? n.merchantRefNumber : null,
        providerRef: String(n.fawryRefNumber ?? ""),
        status,
        amount: Math.round(Number(n.orderAmount ?? 0) * 100),
        currency: "EGP",
        source: { type: "fawry", subType: String(n.paymentMethod ?? "PAYATFAWRY") },
      };
      return event;
    },
    /** FawryPay's refund request (SHA-256 over code, reference, amount, reason and key). */
    async refund(payment, amount, idempotencyKey) {
      const reason = `Manzil refund ${idempotencyKey}`.slice(0, 100);
      try {
        const answer = await call<{ statusCode: number; statusDescription?: string }>(
          `${base}/ECommerceWeb/Fawry/payments/refund`,
          {
            method: "POST",
            body: {
              merchantCode: config.merchantCode,
              referenceNumber: payment.providerRef,
              refundAmount: Number(decimal(amount)),
              reason,
              signature: refundSignature(config, String(payment.providerRef), amount, reason),
            },
          },
        );
        return answer.statusCode === 200
          ? { status: "succeeded", providerRef: String(payment.providerRef) }
          : { status: "failed", reason: `${answer.statusCode} ${answer.statusDescription ?? ""}`.trim() };
      } catch (error) {
        return refusedRefund(error);
      }
    },
    async fetchStatus(payment) {
      const query = new URLSearchParams({
        merchantCode: config.merchantCode,
        merchantRefNumber: payment.id,
        signature: sha256(`${config.merchantCode}${payment.id}${config.secureKey}`),
      });
      const answer = await call<{
        statusCode: number;
        orderStatus?: string;
        paymentStatus?: string;
        referenceNumber?: string;
        orderAmount?: number;
        paymentAmount?: number;
      }>(`${base}/ECommerceWeb/Fawry/payments/status/v2?${query}`, { method: "GET" });
      if (answer.statusCode !== 200)
        return { status: "pending", providerRef: payment.providerRef ?? undefined };
      const amount = answer.orderAmount ?? answer.paymentAmount;
      return {
        status: statusOf(answer.orderStatus ?? answer.paymentStatus),
        providerRef: answer.referenceNumber ?? payment.providerRef ?? undefined,
        amount: amount === undefined ? undefined : Math.round(Number(amount) * 100),
        currency: "EGP",
      };
    },
  };
}
