import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { PaymentProvider, ProviderOutcome, ProviderStatus, WebhookEvent } from "../provider.ts";

/**
 * The tests' provider (decision 0051): no network. What `initiate` answers is scripted per amount
 * (`script.set(amount, status)`) or by default `requires_action` with a redirect; its webhooks are
 * JSON bodies signed with HMAC-SHA256 in `x-fake-signature`. `calls` records every call.
 */
export function createFakeProvider(options: { secret: string; methods?: string[]; id?: string }) {
  const script = new Map<number, ProviderStatus>();
  /** What a status read answers per reference; `providerRef` set when it names another payment. */
  const remote = new Map<
    string,
    { status: ProviderStatus; amount: number; currency: string; providerRef?: string }
  >();
  const calls: Array<{ op: string; ref?: string; amount?: number }> = [];
  /** What the next refunds answer, in turn (default: succeeded). */
  const refunds: Array<"succeeded" | "pending" | "failed" | "unreachable" | "slow"> = [];
  const sign = (body: string) => createHmac("sha256", options.secret).update(body).digest("hex");

  const outcome = (ref: string, status: ProviderStatus): ProviderOutcome => ({
    status,
    providerRef: ref,
    ...(status === "requires_action" ? { action: { redirectUrl: `https://fake.pay/${ref}` } } : {}),
    ...(status === "declined" ? { reason: "scripted decline" } : {}),
  });

  const provider: PaymentProvider & {
    script: typeof script;
    calls: typeof calls;
    refunds: typeof refunds;
    /** A signed notification body and headers, as the provider would post it. */
    webhook(e: Omit<WebhookEvent, "eventId"> & { eventId?: string }): {
      headers: Record<string, string>;
      rawBody: string;
    };
    /**
     * Sets what the provider would answer to a status request; `answer` makes it name another
     * amount, currency or reference (a provider that answers wrongly, decision 0125).
     */
    settle(
      ref: string,
      status: ProviderStatus,
      answer?: { amount?: number; currency?: string; providerRef?: string },
    ): void;
  } = {
    id: options.id ?? "fake",
    methods: options.methods ?? ["fake"],
    script,
    calls,
    refunds,
    supports: () => true,
    async initiate(input) {
      const ref = `fk_${randomUUID()}`;
      const status = script.get(input.amount) ?? "requires_action";
      calls.push({ op: "initiate", ref, amount: input.amount });
      if (status === "error") throw new Error("fake provider: unreachable");
      remote.set(ref, { status, amount: input.amount, currency: input.currency });
      return outcome(ref, status);
    },
    /** Cancels an attempt not yet paid; one paid meanwhile answers its status (decision 0124). */
    async cancelAttempt(payment) {
      calls.push({ op: "cancel", ref: payment.providerRef ?? undefined });
      const known = payment.providerRef ? remote.get(payment.providerRef) : undefined;
      if (known && (known.status === "captured" || known.status === "authorized"))
        return {
          status: known.status,
          providerRef: payment.providerRef!,
          amount: known.amount,
          currency: known.currency,
        };
      if (known) remote.set(payment.providerRef!, { ...known, status: "declined" });
      return { status: "declined", providerRef: payment.providerRef ?? undefined };
    },
    async capture(payment, amount) {
      calls.push({ op: "capture", ref: payment.providerRef ?? undefined, amount });
      return { status: "captured", providerRef: payment.providerRef ?? undefined };
    },
    async refund(payment, amount) {
      calls.push({ op: "refund", ref: payment.providerRef ?? undefined, amount });
      const scripted = refunds.shift() ?? "succeeded";
      if (scripted === "unreachable") throw new Error("fake provider: unreachable");
      if (scripted === "slow") await new Promise((resolve) => setTimeout(resolve, 50));
      return scripted === "failed"
        ? { status: "failed", reason: "scripted refund failure" }
        : { status: scripted === "pending" ? "pending" : "succeeded", providerRef: `rf_${randomUUID()}` };
    },
    parseWebhook(request) {
      const given = request.headers["x-fake-signature"] ?? "";
      const expected = sign(request.rawBody);
      if (given.length !== expected.length) return null;
      if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
      return JSON.parse(request.rawBody) as WebhookEvent;
    },
    async fetchStatus(payment) {
      calls.push({ op: "status", ref: payment.providerRef ?? undefined });
      const known = payment.providerRef ? remote.get(payment.providerRef) : undefined;
      if (!known) return { status: "pending", providerRef: payment.providerRef ?? undefined };
      return {
        status: known.status,
        providerRef: known.providerRef ?? payment.providerRef ?? undefined,
        amount: known.amount,
        currency: known.currency,
      };
    },
    webhook(e) {
      const rawBody = JSON.stringify({ ...e, eventId: e.eventId ?? `ev_${randomUUID()}` });
      return { headers: { "x-fake-signature": sign(rawBody), "content-type": "application/json" }, rawBody };
    },
    settle(ref, status, answer = {}) {
      const known = remote.get(ref);
      if (known) remote.set(ref, { ...known, ...answer, status });
    },
  };
  return provider;
}

export type FakeProvider = ReturnType<typeof createFakeProvider>;
