/**
 * The demo's test gateway (issue 9): when the demo store is on and no real provider keys are set,
 * `npm start` serves loopback copies of Paymob's, FawryPay's and Tabby's published APIs and registers the
 * real adapters against them, so a newcomer can finish a purchase with every method and see every
 * outcome. Their pages say plainly that no real payment is made. Never started with real keys.
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

export interface DemoGateway {
  providers: PaymentProvider[];
  close(): Promise<void>;
}

export async function startDemoGateway(config: Config, database?: Database): Promise<DemoGateway | null> {
  const { paymob: pm, paymobSa: pmSa, fawry: fw, tabby: tb } = config.payments;
  if (!config.seedDemo || !config.demoGateway || pm || pmSa || fw || tb) return null;
  const secret = () => randomBytes(16).toString("hex");
  const paymobKeys = { secretKey: secret(), publicKey: secret(), hmacSecret: secret(), apiKey: secret() };
  const fawryKeys = { merchantCode: `demo-${secret().slice(0, 8)}`, secureKey: secret() };
  const webhooks = `http://127.0.0.1:${config.port}/webhooks/payments`;
  const paymob = createPaymobSandbox({ ...paymobKeys, integrations: Object.values(DEMO_INTEGRATIONS) });
  // Paymob's Saudi account is another merchant with its own keys and host (decision 0131).
  const paymobSaKeys = { secretKey: secret(), publicKey: secret(), hmacSecret: secret(), apiKey: secret() };
  const paymobSa = createPaymobSandbox({
    ...paymobSaKeys,
    integrations: Object.values(DEMO_SA_INTEGRATIONS),
  });
  const fawry = createFawrySandbox({
    ...fawryKeys,
    notify: async (body) => {
      await fetch(`${webhooks}/fawry`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        signal: AbortSignal.timeout(10_000),
      });
    },
  });
  const tabbyKeys = {
    secretKey: secret(),
    merchantCode: "manzil_demo_sa",
    webhookHeader: "X-Manzil-Tabby",
    webhookSecret: secret(),
  };
  const tabby = createTabbySandbox({
    ...tabbyKeys,
    notify: async (body, headers) => {
      await fetch(`${webhooks}/tabby`, {
        method: "POST",
        headers,
        body,
        signal: AbortSignal.timeout(10_000),
      });
    },
  });
  // The seeded orders were paid "before" this gateway started: it knows them, so staff can refund them.
  if (database) {
    paymob.adopt(await capturedPaymentsOf(database, "paymob"));
    paymobSa.adopt(await capturedPaymentsOf(database, "paymob-sa"));
    fawry.adopt(await capturedPaymentsOf(database, "fawry"));
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
    close: async () => {
      await Promise.all([paymob.close(), paymobSa.close(), fawry.close(), tabby.close()]);
    },
  };
}
