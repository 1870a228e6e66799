import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMemoryReplay } from "#domain/accounts/accounts.api.ts";
import { createMailer } from "#domain/mail/mailer.ts";
import { createPaymentRegistry, type PaymentProvider } from "#domain/payments/provider.ts";
import { createCodProvider } from "#domain/payments/providers/cod.provider.ts";
import { createFakeProvider } from "#domain/payments/providers/fake.provider.ts";
import type { Services } from "#kernel/services.ts";
import { createLocalStorage } from "#server/adapters/local-storage.ts";
import { createMemoryThrottleStore } from "#server/adapters/memory-throttle.ts";

/** The fake payment provider's webhook secret in tests. */
export const FAKE_SECRET = "fake-provider-secret";

/**
 * Services for tests that build a context without the whole server: mail to a temporary outbox,
 * files in a temporary folder, cash on delivery and the fake payment provider.
 */
export function testServices(
  overrides: Partial<Services> & { providers?: PaymentProvider[] } = {},
): Services {
  const dir = mkdtempSync(join(tmpdir(), "manzil-services-"));
  const { providers, ...rest } = overrides;
  return {
    clock: { now: () => new Date() },
    mailer: createMailer({ outboxDir: join(dir, "outbox"), from: "Manzil <no-reply@manzil.test>" }),
    storage: createLocalStorage(join(dir, "uploads")),
    privateFiles: createLocalStorage(join(dir, "private")),
    jobs: { wake: () => {} },
    payments: createPaymentRegistry(
      providers ?? [createCodProvider(), createFakeProvider({ secret: FAKE_SECRET })],
    ),
    jwtSecret: "t".repeat(40),
    publicUrl: "http://localhost:3000",
    robotComplexity: 20,
    resetTtlMinutes: 60,
    throttle: createMemoryThrottleStore(),
    robotReplay: createMemoryReplay(),
    catalogChanges: { announce: async () => {} },
    ...rest,
  };
}
