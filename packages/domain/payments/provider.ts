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
  const byMethod = new Map(providers.flatMap((p) => p.methods.map((m) => [m, p] as const)));
  return {
    get: (id) => byId.get(id),
    forMethod: (method) => byMethod.get(method),
    all: () => [...byId.values()],
    checkoutOrigins: () => [...new Set(providers.flatMap((p) => p.checkoutOrigins ?? []))],
  };
}
