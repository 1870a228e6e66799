import { randomUUID } from "node:crypto";
import type { PaymentProvider } from "../provider.ts";

/**
 * Cash on delivery: nothing to call (nothing to cancel either: a cancelled order's attempt is
 * marked cancelled, decision 0123). The order is confirmed at once; the payment stays pending
 * until the courier collects the amount (the orders domain marks it captured on delivery).
 */
export function createCodProvider(): PaymentProvider {
  return {
    id: "cod",
    methods: ["cod"],
    supports: (country) => country === "eg" || country === "sa",
    async initiate() {
      return { status: "pending", providerRef: `cod_${randomUUID()}` };
    },
    async capture(payment) {
      return { status: "captured", providerRef: payment.providerRef ?? undefined };
    },
    parseWebhook: () => null,
    async fetchStatus(payment) {
      return {
        status: "pending",
        providerRef: payment.providerRef ?? undefined,
        amount: payment.amount,
        currency: payment.currency,
      };
    },
  };
}
