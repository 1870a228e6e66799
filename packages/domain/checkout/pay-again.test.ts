/**
 * The payment page's figures, a price that changed under the shopper, paying again and the
 * result page's refresh (decision 0058), over GraphQL with the fake provider.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import * as s from "#db/schema/index.ts";
import { expireUnpaidOrders } from "#domain/orders/orders.api.ts";
import type { RequestContext } from "#kernel/context.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { stockedProducts } from "../../../test/checkout-kit.ts";
import { listFakeMethod } from "../../../test/payments.ts";
import { call, newCustomer } from "../../../test/test-kit.ts";

let t: TestApp;
let product: { image: string; product: string };

const GOVS = `query { getGovernorates(countryId: "eg") { data { _id areas { _id } } } }`;
const ADD_ADDRESS = `mutation ($g: ID, $a: ID) { addAddress(governorateId: $g, areaId: $a, fName: "Omar", lName: "Said", phone: "01012345678", streetName: "Nile", building: "9", country: "eg") { status_code data { _id } } }`;
const ADD = `mutation ($image: ID) { addToCart(image: $image, quantity: 1, currentCountry: "eg") { status_code errors data { _id } } }`;
const SUMMARY = `query ($cart: ID!) { getCheckoutSummary(cartId: $cart, currentCountry: "eg") { status_code code data {
  subtotal shippingFees total codAvailable deliveryFrom deliveryTo lines { name quantity lineTotal }
  methods { method displayName discount fee total } } } }`;
const PLACE = `mutation ($cart: ID!, $addr: ID!, $m: String!, $total: Int) { placeOrder(cartId: $cart, addressId: $addr, paymentMethod: $m, expectedTotal: $total, currentCountry: "eg") {
  status_code code errors data { _id totalPrice paymentStatus redirectUrl } } }`;
const RETRY = `mutation ($o: ID!) { retryOrderPayment(order: $o) { status_code code data { _id paymentStatus redirectUrl } } }`;
const REFRESH = `mutation ($o: ID!) { refreshOrderPayment(order: $o) { status_code code data { status trnxStatus paymentStatus canPayAgain } } }`;

interface Summary {
  subtotal: number;
  shippingFees: number;
  total: number;
  deliveryFrom: string;
  deliveryTo: string;
  lines: Array<{ quantity: number; lineTotal: number }>;
  methods: Array<{ method: string; discount: number; fee: number; total: number }>;
}

async function shopper() {
  const who = await newCustomer(t);
  const govs = (await call<Array<{ _id: string; areas: Array<{ _id: string }> }>>(t, GOVS)).data!;
  const address = await call<{ _id: string }>(
    t,
    ADD_ADDRESS,
    { g: govs[0]!._id, a: govs[0]!.areas[0]!._id },
    { token: who.token },
  );
  const cart = await call<{ _id: string }>(t, ADD, { image: product.image }, { token: who.token });
  return { ...who, address: address.data!._id, cart: cart.data!._id };
}

const count = async (table: "orders" | "payments") =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!
    .n;
const stock = async () =>
  (await t.database.db.select().from(s.products).where(eq(s.products.id, product.product)))[0]!
    .availableEdition;

beforeAll(async () => {
  t = await startTestApp();
  [product] = await stockedProducts(t.database.db, 1, 8);
  // The fake provider's method, with a card-like 10 % discount of its own.
  await listFakeMethod(t.database.db, { specialDiscount: 10, discountType: "percentage" });
});
afterAll(() => t.close());

describe("the payment page's figures", () => {
  it("answers each valid method's total: the method's discount, cash on delivery's fee", async () => {
    const me = await shopper();
    const r = await call<Summary>(t, SUMMARY, { cart: me.cart }, { token: me.token });
    expect(r.status_code).toBe(200);
    const sum = r.data!;
    expect(sum.total).toBe(sum.subtotal + sum.shippingFees);
    expect(sum.lines).toHaveLength(1);
    const cod = sum.methods.find((m) => m.method === "cod")!;
    expect(cod.fee).toBe(3000);
    expect(cod.total).toBe(sum.total + 3000);
    const fake = sum.methods.find((m) => m.method === "fake")!;
    expect(fake.discount).toBe(Math.round(sum.subtotal / 1000) * 100);
    expect(fake.total).toBe(sum.total - fake.discount);
    expect(new Date(sum.deliveryTo) > new Date(sum.deliveryFrom)).toBe(true);
    // getFinalPrice says the same
    const FINAL = `query ($cart: ID!) { getFinalPrice(cartId: $cart, paymentMethod: "fake", currentCountry: "eg") { data } }`;
    expect((await call<number>(t, FINAL, { cart: me.cart }, { token: me.token })).data).toBe(fake.total);
    // another's cart: refused
    const other = await newCustomer(t);
    expect((await call(t, SUMMARY, { cart: me.cart }, { token: other.token })).status_code).toBe(404);
  });

  it("a total that changed since the page was shown is refused and changes nothing; the new one is accepted", async () => {
    const me = await shopper();
    const shown = (await call<Summary>(t, SUMMARY, { cart: me.cart }, { token: me.token })).data!;
    const cod = shown.methods.find((m) => m.method === "cod")!;
    const before = { orders: await count("orders"), stock: await stock() };
    const stale = await call(
      t,
      PLACE,
      { cart: me.cart, addr: me.address, m: "cod", total: cod.total - 100 },
      { token: me.token, lang: "ar" },
    );
    expect(stale).toMatchObject({ status_code: 409, code: "CHECKOUT_PRICE_CHANGED" });
    expect(stale.errors[0]).toContain("تغيّرت الأسعار");
    expect({ orders: await count("orders"), stock: await stock() }).toEqual(before);
    const placed = await call<{ totalPrice: number }>(
      t,
      PLACE,
      { cart: me.cart, addr: me.address, m: "cod", total: cod.total },
      { token: me.token },
    );
    expect(placed.data!.totalPrice).toBe(cod.total);
    expect(await stock()).toBe(before.stock - 1);
  });
});

describe("paying again", () => {
  it("a declined attempt may be paid again on the same order; two retries at once open one attempt", async () => {
    const me = await shopper();
    const fake = (await call<Summary>(t, SUMMARY, { cart: me.cart }, { token: me.token })).data!.methods.find(
      (m) => m.method === "fake",
    )!;
    t.fake.script.set(fake.total, "declined");
    const placed = await call<{ _id: string; paymentStatus: string }>(
      t,
      PLACE,
      { cart: me.cart, addr: me.address, m: "fake", total: fake.total },
      { token: me.token },
    );
    expect(placed.data!.paymentStatus).toBe("declined");
    const order = placed.data!._id;
    const result = await call(t, REFRESH, { o: order }, { token: me.token });
    expect(result.data).toMatchObject({ status: "pending", trnxStatus: "declined", canPayAgain: true });

    t.fake.script.delete(fake.total);
    const payments = await count("payments");
    const [a, b] = await Promise.all([
      call<{ paymentStatus: string; redirectUrl: string }>(t, RETRY, { o: order }, { token: me.token }),
      call<{ paymentStatus: string; redirectUrl: string }>(t, RETRY, { o: order }, { token: me.token }),
    ]);
    // one opens and starts the attempt; the other continues it or is asked to wait
    const answers = [a, b].map((r) =>
      r.status_code === 200 ? 200 : (r as unknown as { code: string }).code,
    );
    expect(answers).toContain(200);
    for (const answer of answers) expect([200, "PAYMENT_IN_PROGRESS"]).toContain(answer);
    expect(await count("payments")).toBe(payments + 1);
    const redirect = (a.status_code === 200 ? a : b).data!.redirectUrl;
    expect(redirect).toMatch(/^https:\/\/fake\.pay\//);
    // the shopper left the provider's page: paying again continues the same attempt
    const again = await call<{ redirectUrl: string }>(t, RETRY, { o: order }, { token: me.token });
    expect(again.data!.redirectUrl).toBe(redirect);
    expect(await count("payments")).toBe(payments + 1);

    // the provider settled it, the webhook has not come: the result page asks and sees it
    const [latest] = await t.database.db
      .select()
      .from(s.payments)
      .where(eq(s.payments.orderId, order))
      .orderBy(sql`created_at desc`)
      .limit(1);
    t.fake.settle(latest!.providerRef!, "captured");
    const refreshed = await call(t, REFRESH, { o: order }, { token: me.token });
    expect(refreshed.data).toMatchObject({ trnxStatus: "success", canPayAgain: false });
    await t.worker.drain();
    expect((await call(t, REFRESH, { o: order }, { token: me.token })).data).toMatchObject({
      status: "confirmed",
    });
    const paid = await call(t, RETRY, { o: order }, { token: me.token });
    expect(paid).toMatchObject({ status_code: 409, code: "ORDER_NOT_PAYABLE" });
  });

  it("another's order, a cash order and an unknown id are refused and change nothing", async () => {
    const me = await shopper();
    const cod = await call<{ _id: string }>(
      t,
      PLACE,
      { cart: me.cart, addr: me.address, m: "cod" },
      { token: me.token },
    );
    const other = await newCustomer(t);
    const payments = await count("payments");
    expect(await call(t, RETRY, { o: cod.data!._id }, { token: other.token })).toMatchObject({
      status_code: 403,
    });
    expect(await call(t, REFRESH, { o: cod.data!._id }, { token: other.token })).toMatchObject({
      status_code: 403,
    });
    expect(await call(t, RETRY, { o: cod.data!._id }, { token: me.token })).toMatchObject({
      code: "ORDER_NOT_PAYABLE",
    });
    expect(await call(t, RETRY, { o: "nope" }, { token: me.token })).toMatchObject({
      status_code: 404,
      code: "ORDER_NOT_FOUND",
    });
    expect(await call(t, RETRY, { o: cod.data!._id })).toMatchObject({ status_code: 401 });
    expect(await count("payments")).toBe(payments);
  });
});

describe("unpaid orders expire", () => {
  const later = (minutes: number) => {
    const at = new Date(Date.now() + minutes * 60_000);
    t.services.clock = { now: () => at };
  };
  afterAll(() => {
    t.services.clock = { now: () => new Date() };
  });

  it("an abandoned attempt releases its stock after the hold; a live Fawry-like reference or a fresh retry keeps the order", async () => {
    const ctx = (): RequestContext => ({
      db: t.database.db,
      user: null,
      language: "en",
      country: "eg",
      services: t.services,
    });
    const me = await shopper();
    const stockBefore = await stock();
    const placed = await call<{ _id: string }>(
      t,
      PLACE,
      { cart: me.cart, addr: me.address, m: "fake" },
      { token: me.token },
    );
    expect(await stock()).toBe(stockBefore - 1);
    const order = placed.data!._id;
    const statusOf = async () =>
      (await t.database.db.select().from(s.orders).where(eq(s.orders.id, order)))[0]!.status;
    // within the hold: kept
    later(30);
    await expireUnpaidOrders(ctx());
    expect(await statusOf()).toBe("pending");
    // a reference the shopper may still pay (48 hours) keeps it past the hold
    await t.database.db
      .update(s.payments)
      .set({ referenceExpiresAt: new Date(Date.now() + 48 * 3600_000) })
      .where(eq(s.payments.orderId, order));
    later(90);
    await expireUnpaidOrders(ctx());
    expect(await statusOf()).toBe("pending");
    // once nothing may settle it, it is cancelled and its stock released
    await t.database.db
      .update(s.payments)
      .set({ referenceExpiresAt: null })
      .where(eq(s.payments.orderId, order));
    await expireUnpaidOrders(ctx());
    expect(await statusOf()).toBe("cancelled");
    expect(await stock()).toBe(stockBefore);
    t.services.clock = { now: () => new Date() };
    expect(await call(t, RETRY, { o: order }, { token: me.token })).toMatchObject({
      code: "ORDER_NOT_PAYABLE",
    });
  });
});
