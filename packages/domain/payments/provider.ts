/**
 * What a payment provider adapter implements (decision 0051). The interface is the kernel's port
 * (`#kernel/payment-provider.ts`, decision 0104: the kernel names no domain type); the registry of
 * the configured providers is built here.
 */
import type { PaymentProvider, PaymentRegistry } from "#kernel/payment-provider.ts";

export type {
  InitiateInput,
  PaymentProvider,
  PaymentRegistry,
  ProviderOutcome,
  ProviderPayment,
  ProviderStatus,
  RefundOutcome,
  WebhookEvent,
  WebhookRequest,
} from "#kernel/payment-provider.ts";

export function createPaymentRegistry(providers: PaymentProvider[]): PaymentRegistry {
  const byId = new Map(providers.map((p) => [p.id, p]));
  const carrying = (method: string) => providers.filter((p) => p.methods.includes(method));
  return {
    get: (id) => byId.get(id),
    forMethod: (method, where) => {
      const all = carrying(method);
      return (where && all.find((p) => p.supports(where.country, where.currency))) ?? all[0];
    },
    all: () => [...byId.values()],
    checkoutOrigins: () => [...new Set(providers.flatMap((p) => p.checkoutOrigins ?? []))],
  };
}
