/**
 * The money path's edges (decisions 0123-0125): the whole server with the Paymob and Fawry
 * sandboxes on loopback (their callbacks handed to the app without a port), shoppers with a cart,
 * and the few reads the cancellation, late-payment and reconciliation tests share.
 */
import { eq } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { Mail } from "#domain/mail/mailer.ts";
import { createFawryProvider } from "#domain/payments/providers/fawry.provider.ts";
import { createPaymobProvider } from "#domain/payments/providers/paymob.provider.ts";
import { createFawrySandbox } from "#domain/payments/sandbox/fawry-sandbox.ts";
import { createPaymobSandbox } from "#domain/payments/sandbox/paymob-sandbox.ts";
import type { RequestContext } from "#kernel/context.ts";
import { startTestApp, type TestApp } from "./app.ts";
import { makeShoppers, type Shopper, type StockedProduct, stockedProducts } from "./checkout-kit.ts";
import { listFakeMethod } from "./payments.ts";
import { call, login } from "./test-kit.ts";

const PAYMOB = { secretKey: "sk_test_m", publicKey: "pk_test_m", hmacSecret: "hmac_m", apiKey: "api_m" };
const FAWRY = { merchantCode: "mc_m", secureKey: "secure_m" };

export interface MoneyApp {
  t: TestApp;
  paymob: ReturnType<typeof createPaymobSandbox>;
  fawry: ReturnType<typeof createFawrySandbox>;
  product: StockedProduct;
  /** Every mail the app sent since the start. */
  mails: Mail[];
  /** The super administrator's session (admin API). */
  admin: string;
  close(): Promise<void>;
}

export async function startMoneyApp(): Promise<MoneyApp> {
  let t: TestApp | undefined;
  const inject = async (url: string, body: string | undefined, method = "POST") => {
    const u = new URL(url, "http://localhost");
    await t!.app.inject({
      method: method as "POST",
      url: `${u.pathname}${u.search}`,
      headers: { "content-type": "application/json" },
      payload: body,
    });
  };
  const paymob = createPaymobSandbox({
    ...PAYMOB,
    integrations: [111],
    deliver: (url, init) => inject(url, init.body),
  });
  const fawry = createFawrySandbox({ ...FAWRY, notify: (body) => inject("/webhooks/payments/fawry", body) });
  const [paymobUrl, fawryUrl] = await Promise.all([paymob.listen(), fawry.listen()]);
  t = await startTestApp({
    providers: [
      createPaymobProvider({
        ...PAYMOB,
        baseUrl: paymobUrl,
        currency: "EGP",
        country: "eg",
        integrations: { card: 111 },
      }),
      createFawryProvider({ ...FAWRY, baseUrl: fawryUrl, expiryHours: 48 }),
    ],
  });
  await listFakeMethod(t.database.db);
  const mails: Mail[] = [];
  t.services.mailer = { target: "test", send: async (mail) => void mails.push(mail) };
  const [product] = await stockedProducts(t.database.db, 1, 50);
  const admin = await login(t, "admin@manzil.test");
  return {
    t,
    paymob,
    fawry,
    product: product!,
    mails,
    admin,
    async close() {
      await t!.close();
      await Promise.all([paymob.close(), fawry.close()]);
    },
  };
}

/** A new shopper (English mail) with the kit's product in their cart. */
export async function shopperOf(m: MoneyApp): Promise<Shopper> {
  const [me] = await makeShoppers(m.t.database.db, m.t.services, 1, () => [
    { image: m.product.image, quantity: 1 },
  ]);
  return me!;
}

export const PLACE = `mutation ($cart: ID!, $addr: ID!, $m: String!) { placeOrder(cartId: $cart, addressId: $addr, paymentMethod: $m, currentCountry: "eg") {
  status_code code message data { _id orderId totalPrice paymentStatus redirectUrl reference } } }`;
export const CANCEL = `mutation ($o: ID!) { cancelOrder(order: $o) { status_code code message data { status } } }`;
export const ORDER = `query ($o: ID!) { getOrderById(order: $o) { status_code data { status trnxStatus totalPrice mayCancel
  refunds { amount currency status method createdAt settledAt expectedBy } } } }`;
export const RESULT = `mutation ($o: ID!) { refreshOrderPayment(order: $o) { status_code data { status trnxStatus paymentStatus
  refunds { amount status } } } }`;
export const MOVE = `mutation ($o: ID!, $s: String!) { updateOrderStatus(order: $o, status: $s) { status_code code message data { status } } }`;

export interface Placed {
  _id: string;
  orderId: string;
  totalPrice: number;
  paymentStatus: string;
  redirectUrl: string | null;
  reference: string | null;
}

/** Places the shopper's cart with `method`; answers the placed order. */
export async function place(m: MoneyApp, me: Shopper, method: string): Promise<Placed> {
  const r = await call<Placed>(
    m.t,
    PLACE,
    { cart: me.cart, addr: me.address, m: method },
    { token: me.token },
  );
  if (!r.data) throw new Error(`placeOrder: ${r.code} ${r.message}`);
  return r.data;
}

/** The unified checkout's client secret of a Paymob redirect. */
export const clientSecretOf = (placed: Placed) =>
  new URL(placed.redirectUrl!).searchParams.get("clientSecret")!;

export const paymentsOf = (m: MoneyApp, orderId: string) =>
  m.t.database.db.select().from(s.payments).where(eq(s.payments.orderId, orderId));

export async function refundsOfOrder(m: MoneyApp, orderId: string) {
  const payments = await paymentsOf(m, orderId);
  const all = [];
  for (const p of payments)
    all.push(...(await m.t.database.db.select().from(s.refunds).where(eq(s.refunds.paymentId, p.id))));
  return all;
}

export const orderRow = async (m: MoneyApp, orderId: string) =>
  (await m.t.database.db.select().from(s.orders).where(eq(s.orders.id, orderId)))[0]!;

/** Runs due jobs until none is left (a job may queue another). */
export async function settleJobs(m: MoneyApp): Promise<void> {
  while ((await m.t.worker.drain()) > 0);
}

/** The system's own context (no user) on the money app's database: jobs and reconciliation. */
export const systemContext = (m: MoneyApp): RequestContext => ({
  db: m.t.database.db,
  user: null,
  language: "en",
  country: "eg",
  services: m.t.services,
});
