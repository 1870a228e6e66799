/**
 * The demo's test gateway (issue 9): when the demo store is on and no real provider keys are set,
 * `npm start` serves loopback copies of Paymob's, FawryPay's and Tabby's published APIs and registers the
 * real adapters against them, so a newcomer can finish a purchase with every method and see every
 * outcome. Their pages say plainly that no real payment is made. Never started with real keys.
 * Its keys and records live in the database (decision 0129): every copy of the site on that
 * database is the same gateway, and a restart forgets nothing.
 */
import { randomBytes } from "node:crypto";
import type { Database } from "#db/client.ts";
import { capturedPaymentsOf } from "#domain/payments/payments.api.ts";
import type { PaymentProvider } from "#domain/payments/provider.ts";
import { createFawryProvider } from "#domain/payments/providers/fawry.provider.ts";
import { createPaymobProvider } from "#domain/payments/providers/paymob.provider.ts";
import { createTabbyProvider } from "#domain/payments/providers/tabby.provider.ts";
import { createFawrySandbox } from "#domain/payments/sandbox/fawry-sandbox.ts";
import { createPaymobSandbox } from "#domain/payments/sandbox/paymob-sandbox.ts";
import {
  databaseSandboxStore,
  memorySandboxStore,
  type SandboxStore,
} from "#domain/payments/sandbox/store.ts";
import { createTabbySandbox } from "#domain/payments/sandbox/tabby-sandbox.ts";
import type { Config } from "./config.ts";

/** The demo merchant's Paymob integrations (one per method the seeded payment methods name). */
const DEMO_INTEGRATIONS = {
  card: 1001,
  wallet: 1002,
  valu: 1003,
  souhoola: 1004,
  sympl: 1005,
  aman: 1006,
  halan: 1007,
};

/** The demo merchant's Paymob KSA integration (cards and mada; Apple Pay has no test ids). */
const DEMO_SA_INTEGRATIONS = { card: 2001 };

/** What the gateway's notifications are posted with (tests hand them to an app without a port). */
type Deliver = (
  url: string,
  init: { method: string; body?: string; headers: Record<string, string> },
) => Promise<void>;

export interface DemoGateway {
  providers: PaymentProvider[];
  /** The loopback sandboxes themselves (tests play the shopper on them). */
  sandboxes: {
    paymob: ReturnType<typeof createPaymobSandbox>;
    paymobSa: ReturnType<typeof createPaymobSandbox>;
    fawry: ReturnType<typeof createFawrySandbox>;
    tabby: ReturnType<typeof createTabbySandbox>;
  };
  close(): Promise<void>;
}

interface DemoKeys {
  paymob: { secretKey: string; publicKey: string; hmacSecret: string; apiKey: string };
  fawry: { merchantCode: string; secureKey: string };
  tabby: { secretKey: string; webhookSecret: string };
}

/** The gateway's keys: drawn by the first copy to start, then the same for every copy and restart. */
async function keysOf(store: SandboxStore): Promise<DemoKeys> {
  const secret = () => randomBytes(16).toString("hex");
  await store.claim<DemoKeys>("keys", {
    paymob: { secretKey: secret(), publicKey: secret(), hmacSecret: secret(), apiKey: secret() },
    fawry: { merchantCode: `demo-${secret().slice(0, 8)}`, secureKey: secret() },
    tabby: { secretKey: secret(), webhookSecret: secret() },
  });
  return (await store.get<DemoKeys>("keys"))!;
}

/** Paymob's Saudi account's keys (decision 0131): another merchant, its own record (decision 0129). */
async function saudiPaymobKeys(store: SandboxStore): Promise<DemoKeys["paymob"]> {
  const secret = () => randomBytes(16).toString("hex");
  await store.claim<DemoKeys["paymob"]>("keys:paymob-sa", {
    secretKey: secret(),
    publicKey: secret(),
    hmacSecret: secret(),
    apiKey: secret(),
  });
  return (await store.get<DemoKeys["paymob"]>("keys:paymob-sa"))!;
}

export async function startDemoGateway(
  config: Config,
  database?: Database,
  options: { deliver?: Deliver } = {},
): Promise<DemoGateway | null> {
  const { paymob: pm, paymobSa: pmSa, fawry: fw, tabby: tb } = config.payments;
  if (!config.seedDemo || !config.demoGateway || pm || pmSa || fw || tb) return null;
  const store = database ? databaseSandboxStore(database.db) : memorySandboxStore();
  const keys = await keysOf(store);
  const paymobKeys = keys.paymob;
  const fawryKeys = keys.fawry;
  const webhooks = `http://127.0.0.1:${config.port}/webhooks/payments`;
  const deliver: Deliver =
    options.deliver ??
    (async (url, init) => {
      await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    });
  const paymob = createPaymobSandbox({
    ...paymobKeys,
    integrations: Object.values(DEMO_INTEGRATIONS),
    store,
    deliver,
  });
  // Paymob's Saudi account is another merchant with its own keys and host (decision 0131).
  const paymobSaKeys = await saudiPaymobKeys(store);
  const paymobSa = createPaymobSandbox({
    ...paymobSaKeys,
    integrations: Object.values(DEMO_SA_INTEGRATIONS),
    store,
    deliver,
  });
  const fawry = createFawrySandbox({
    ...fawryKeys,
    store,
    notify: (body) =>
      deliver(`${webhooks}/fawry`, { method: "POST", headers: { "content-type": "application/json" }, body }),
  });
  const tabbyKeys = {
    ...keys.tabby,
    merchantCode: "manzil_demo_sa",
    webhookHeader: "X-Manzil-Tabby",
  };
  const tabby = createTabbySandbox({
    ...tabbyKeys,
    store,
    notify: (body, headers) => deliver(`${webhooks}/tabby`, { method: "POST", headers, body }),
  });
  // The seeded orders were paid "before" this gateway started: it knows them, so staff can refund them.
  if (database) {
    await paymob.adopt(await capturedPaymentsOf(database, "paymob"));
    await paymobSa.adopt(await capturedPaymentsOf(database, "paymob-sa"));
    await fawry.adopt(await capturedPaymentsOf(database, "fawry"));
  }
  const [paymobUrl, paymobSaUrl, fawryUrl, tabbyUrl] = await Promise.all([
    paymob.listen(),
    paymobSa.listen(),
    fawry.listen(),
    tabby.listen(),
  ]);
  return {
    providers: [
      createPaymobProvider({
        ...paymobKeys,
        baseUrl: paymobUrl,
        currency: "EGP",
        country: "eg",
        integrations: DEMO_INTEGRATIONS,
      }),
      createPaymobProvider({
        ...paymobSaKeys,
        id: "paymob-sa",
        baseUrl: paymobSaUrl,
        currency: "SAR",
        country: "sa",
        integrations: DEMO_SA_INTEGRATIONS,
      }),
      createFawryProvider({ ...fawryKeys, baseUrl: fawryUrl, expiryHours: 48 }),
      createTabbyProvider({ ...tabbyKeys, baseUrl: tabbyUrl }),
    ],
    sandboxes: { paymob, paymobSa, fawry, tabby },
    close: async () => {
      await Promise.all([paymob.close(), paymobSa.close(), fawry.close(), tabby.close()]);
    },
  };
}
