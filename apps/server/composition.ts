/**
 * The composition root: every adapter (mailer, storage, clock, payment providers, the job worker,
 * the state several processes share) is built here once from configuration and handed to services
 * through the request context.
 */
import type { Database } from "#db/client.ts";
import { createMailer } from "#domain/mail/mailer.ts";
import { createPaymentRegistry, type PaymentProvider } from "#domain/payments/provider.ts";
import { createCodProvider } from "#domain/payments/providers/cod.provider.ts";
import { createFawryProvider } from "#domain/payments/providers/fawry.provider.ts";
import { createPaymobProvider } from "#domain/payments/providers/paymob.provider.ts";
import { createTabbyProvider } from "#domain/payments/providers/tabby.provider.ts";
import type { Services } from "#kernel/services.ts";
import { createWorker, type Worker } from "#kernel/worker.ts";
import { createFileStores } from "./adapters/file-stores.ts";
import { createSharedState, type SharedState } from "./adapters/shared-state.ts";
import type { Config } from "./config.ts";
import { forgetCatalogue, JOB_HANDLERS, RECURRING_JOBS } from "./jobs.ts";

export interface Composition {
  services: Services;
  worker: Worker;
  /** What several processes share: memory, or Redis with `REDIS_URL` (decision 0077). */
  shared: SharedState;
}

/** The providers whose configuration is present (README, "Payments"). */
function configuredProviders(config: Config): PaymentProvider[] {
  const { paymob, paymobSa, fawry, tabby } = config.payments;
  return [
    createCodProvider(),
    ...(paymob ? [createPaymobProvider(paymob)] : []),
    ...(paymobSa ? [createPaymobProvider(paymobSa)] : []),
    ...(fawry ? [createFawryProvider(fawry)] : []),
    ...(tabby ? [createTabbyProvider(tabby)] : []),
  ];
}

export function compose(
  config: Config,
  database: Database,
  extra: { providers?: PaymentProvider[]; log?: (m: string, d?: unknown) => void } = {},
): Composition {
  // Another process announced a catalogue change: forget this process's cached listings.
  const shared = createSharedState(config.redis, () => forgetCatalogue(database.db), extra.log);
  const services: Services = {
    clock: { now: () => new Date() },
    mailer: createMailer(config.mail),
    ...createFileStores(config),
    jobs: { wake: () => {} },
    payments: createPaymentRegistry([...configuredProviders(config), ...(extra.providers ?? [])]),
    jwtSecret: config.jwtSecret,
    publicUrl: config.publicUrl.replace(/\/$/, ""),
    robotComplexity: config.robotComplexity,
    resetTtlMinutes: config.resetTtlMinutes,
    throttle: shared.throttle,
    robotReplay: shared.robotReplay,
    catalogChanges: shared.catalogChanges,
  };
  const worker = createWorker(database.db, () => services, JOB_HANDLERS, {
    log: extra.log,
    every: RECURRING_JOBS,
  });
  services.jobs = { wake: () => worker.wake() };
  return { services, worker, shared };
}
