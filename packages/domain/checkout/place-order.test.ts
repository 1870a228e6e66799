/**
 * Placing orders (decision 0056) over GraphQL: the journey with the fake provider and cash on
 * delivery, bad input that changes nothing, a double submit, and races for the last units.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import * as s from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { stockedProducts } from "../../../test/checkout-kit.ts";
import { listFakeMethod } from "../../../test/payments.ts";
import { call, callAdmin, login, newCustomer } from "../../../test/test-kit.ts";

let t: TestApp;
let product: { image: string; product: string };

const GOVS = `query { getGovernorates(countryId: "eg") { data { _id areas { _id } } } }`;
const ADD_ADDRESS = `mutation ($g: ID, $a: ID) { addAddress(governorateId: $g, areaId: $a, fName: "Mona", lName: "Adel", phone: "01012345678", streetName: "Tahrir", building: "5", country: "eg") { status_code data { _id } } }`;
const ADD = `mutation ($image: ID, $quantity: Int) { addToCart(image: $image, quantity: $quantity, currentCountry: "eg") { status_code errors data { _id } } }`;
const PLACE = `mutation ($cart: ID!, $addr: ID!, $m: String!) { placeOrder(cartId: $cart, addressId: $addr, paymentMethod: $m, currentCountry: "eg") {
  status_code code message data { _id orderId totalPrice currency paymentStatus redirectUrl } } }`;
const ORDERS = `query { getOrdersByUserId { status_code data { _id orderId status totalPrice subtotal shippingFees discount codFees trnxStatus paymentMethod items { name quantity lineTotal } shippingAddress } } }`;
const FINAL = `query ($cart: ID!, $m: String) { getFinalPrice(cartId: $cart, paymentMethod: $m, currentCountry: "eg") { status_code code data } }`;
const METHODS = `query ($c: String) { getPaymentMethods(currentCountry: $c) { status_code data { group items { method displayName } } } }`;

/** A new customer with an Egyptian address and `quantity` of the product in their cart. */
async function shopper(quantity = 1, image = product.image) {
  const who = await newCustomer(t, { mailLang: "ar" });
  const govs = (await call<Array<{ _id: string; areas: Array<{ _id: string }> }>>(t, GOVS)).data!;
  const address = await call<{ _id: string }>(
    t,
    ADD_ADDRESS,
    { g: govs[0]!._id, a: govs[0]!.areas[0]!._id },
    { token: who.token },
  );
  const cart = await call<{ _id: string }>(t, ADD, { image, quantity }, { token: who.token });
  if (!cart.data) throw new Error(cart.errors.join("; "));
  return { ...who, address: address.data!._id, cart: cart.data._id };
}

const stockOf = async (id = product.product) =>
  (await t.database.db.select().from(s.products).where(eq(s.products.id, id)))[0]!.availableEdition;
const ordersCount = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders`))[0]!.n;

beforeAll(async () => {
  t = await startTestApp();
  product = (await stockedProducts(t.database.db, 20, 5)).find((p) => p.maxPerOrder >= 2)!;
  await listFakeMethod(t.database.db);
});
afterAll(() => t.close());

describe("placing an order", () => {
  it("lists the methods usable here, in the caller's language", async () => {
    const eg = await call<Array<{ items: Array<{ method: string; displayName: string }> }>>(
      t,
      METHODS,
      { c: "eg" },
      { lang: "ar" },
    );
    const methods = eg.data!.flatMap((g) => g.items.map((i) => i.method));
    expect(methods).toContain("cod");
    expect(methods).not.toContain("tabby");
    expect(eg.data!.flatMap((g) => g.items).find((i) => i.method === "cod")!.displayName).toBe(
      "الدفع عند الاستلام",
    );
    // no provider configured for valu or card here: hidden, never offered
    expect(methods).not.toContain("valu");
  });

  it("cash on delivery: the order is confirmed with its fee, the stock taken, the cart closed", async () => {
    const me = await shopper(2);
    const stock = await stockOf();
    const final = await call<number>(t, FINAL, { cart: me.cart, m: "cod" }, { token: me.token });
    const placed = await call<{ _id: string; totalPrice: number; paymentStatus: string }>(
      t,
      PLACE,
      { cart: me.cart, addr: me.address, m: "cod" },
      { token: me.token },
    );
    expect(placed.status_code).toBe(200);
    expect(placed.data!.totalPrice).toBe(final.data);
    expect(placed.data!.paymentStatus).toBe("pending");
    expect(await stockOf()).toBe(stock - 2);
    const [order] = (await call<Array<Record<string, unknown>>>(t, ORDERS, {}, { token: me.token })).data!;
    expect(order).toMatchObject({
      status: "confirmed",
      paymentMethod: "cod",
      codFees: 3000,
      trnxStatus: "pending",
    });
    expect((order!.items as Array<{ quantity: number }>)[0]!.quantity).toBe(2);
    expect(order!.shippingAddress).toMatchObject({ fName: "Mona", streetName: "Tahrir" });
    // the confirmation mail, in the shopper's mail language, once
    const sent: Array<{ to: string; subject: string; text: string; lang: string }> = [];
    const mailer = t.services.mailer;
    t.services.mailer = { target: "test", send: async (mail) => void sent.push(mail) };
    await t.worker.drain();
    await t.worker.drain();
    t.services.mailer = mailer;
    const mine = sent.filter((m) => m.to === me.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ lang: "ar" });
    expect(mine[0]!.subject).toContain(String(order!.orderId));
    expect(mine[0]!.text).toContain("الإجمالي");
    // the cart is closed: placing it again answers the same order, adding starts a new cart
    const again = await call<{ _id: string }>(
      t,
      PLACE,
      { cart: me.cart, addr: me.address, m: "cod" },
      { token: me.token },
    );
    expect(again.data!._id).toBe(placed.data!._id);
    expect(await stockOf()).toBe(stock - 2);
  });

  it("a provider payment: the order waits, the webhook confirms it; cancel brings the stock back", async () => {
    const me = await shopper(1);
    const stock = await stockOf();
    const placed = await call<{ _id: string; paymentStatus: string; redirectUrl: string }>(
      t,
      PLACE,
      { cart: me.cart, addr: me.address, m: "fake" },
      { token: me.token },
    );
    expect(placed.data).toMatchObject({ paymentStatus: "requires_action" });
    expect(placed.data!.redirectUrl).toMatch(/^https:\/\/fake\.pay\//);
    const [payment] = await t.database.db
      .select()
      .from(s.payments)
      .where(eq(s.payments.orderId, placed.data!._id));
    const event = t.fake.webhook({
      paymentId: payment!.id,
      providerRef: payment!.providerRef!,
      status: "captured",
      amount: payment!.amount,
      currency: "EGP",
    });
    await t.app.inject({
      method: "POST",
      url: "/webhooks/payments/fake",
      headers: event.headers,
      payload: event.rawBody,
    });
    await t.worker.drain();
    const orders = (
      await call<Array<{ status: string; trnxStatus: string }>>(t, ORDERS, {}, { token: me.token })
    ).data!;
    expect(orders[0]).toMatchObject({ status: "confirmed", trnxStatus: "success" });
    const CANCEL = `mutation ($o: ID!) { cancelOrder(order: $o) { status_code code data { status } } }`;
    const other = await newCustomer(t);
    expect((await call(t, CANCEL, { o: placed.data!._id }, { token: other.token })).status_code).toBe(403);
    const cancelled = await call<{ status: string }>(t, CANCEL, { o: placed.data!._id }, { token: me.token });
    expect(cancelled.data!.status).toBe("cancelled");
    expect(await stockOf()).toBe(stock);
  });

  it("bad input changes nothing: another's address, another's cart, a method not offered, no method", async () => {
    const me = await shopper(1);
    const them = await shopper(1);
    const before = { stock: await stockOf(), orders: await ordersCount() };
    const cases = [
      { v: { cart: me.cart, addr: them.address, m: "cod" }, status: 500, code: "ADDRESS_NOT_FOUND" },
      { v: { cart: them.cart, addr: me.address, m: "cod" }, status: 404, code: "CART_NOT_FOUND" },
      {
        v: { cart: me.cart, addr: me.address, m: "tabby" },
        status: 400,
        code: "PAYMENT_METHOD_NOT_FOR_ORDER",
      },
      { v: { cart: me.cart, addr: me.address, m: "" }, status: 400, code: "PAYMENT_METHOD_REQUIRED" },
      { v: { cart: "not-a-cart", addr: me.address, m: "cod" }, status: 404, code: "CART_NOT_FOUND" },
    ];
    for (const c of cases) {
      const r = await call(t, PLACE, c.v, { token: me.token });
      expect(
        { status: r.status_code, code: (r as unknown as { code: string }).code },
        JSON.stringify(c.v),
      ).toEqual({ status: c.status, code: c.code });
    }
    const ar = await call(
      t,
      PLACE,
      { cart: me.cart, addr: me.address, m: "" },
      { token: me.token, lang: "ar" },
    );
    expect(ar.message).toBe("يرجى اختيار طريقة الدفع");
    expect(await call(t, PLACE, { cart: me.cart, addr: me.address, m: "cod" })).toMatchObject({
      status_code: 401,
    });
    expect({ stock: await stockOf(), orders: await ordersCount() }).toEqual(before);
  });

  it("stock that ran out between cart and payment is refused, nothing changes", async () => {
    const me = await shopper(2);
    await t.database.db
      .update(s.products)
      .set({ availableEdition: 1 })
      .where(eq(s.products.id, product.product));
    const before = await ordersCount();
    const r = await call(t, PLACE, { cart: me.cart, addr: me.address, m: "cod" }, { token: me.token });
    expect(r).toMatchObject({ status_code: 409, code: "NOT_ENOUGH_STOCK" });
    expect(await ordersCount()).toBe(before);
    expect(await stockOf()).toBe(1);
    await t.database.db
      .update(s.products)
      .set({ availableEdition: 50 })
      .where(eq(s.products.id, product.product));
  });

  it("20 concurrent submits of one cart: one order, one payment", async () => {
    const me = await shopper(1);
    const before = await ordersCount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<{ _id: string }>(t, PLACE, { cart: me.cart, addr: me.address, m: "fake" }, { token: me.token }),
      ),
    );
    const ids = new Set(answers.filter((a) => a.status_code === 200).map((a) => a.data!._id));
    expect(ids.size).toBe(1);
    expect(
      answers.every(
        (a) => a.status_code === 200 || (a as unknown as { code: string }).code === "FLOW_IN_PROGRESS",
      ),
    ).toBe(true);
    expect(await ordersCount()).toBe(before + 1);
    const payments = await t.database.db
      .select()
      .from(s.payments)
      .where(eq(s.payments.orderId, [...ids][0]!));
    expect(payments).toHaveLength(1);
  });

  it("buyers racing for the last units: exactly that many sold, never oversold", async () => {
    await t.database.db
      .update(s.products)
      .set({ availableEdition: 5, maxPerOrder: 5 })
      .where(eq(s.products.id, product.product));
    const buyers = [];
    for (let i = 0; i < 12; i++) buyers.push(await shopper(1));
    const answers = await Promise.all(
      buyers.map((b) => call(t, PLACE, { cart: b.cart, addr: b.address, m: "cod" }, { token: b.token })),
    );
    expect(answers.filter((a) => a.status_code === 200)).toHaveLength(5);
    expect(
      answers
        .filter((a) => a.status_code !== 200)
        .every((a) => ["OUT_OF_STOCK", "NOT_ENOUGH_STOCK"].includes((a as unknown as { code: string }).code)),
    ).toBe(true);
    expect(await stockOf()).toBe(0);
  });

  it("an administrator moves an order to delivery; delivered pieces count as sales; shoppers may not", async () => {
    await t.database.db
      .update(s.products)
      .set({ availableEdition: 20 })
      .where(eq(s.products.id, product.product));
    const me = await shopper(2);
    const placed = await call<{ _id: string }>(
      t,
      PLACE,
      { cart: me.cart, addr: me.address, m: "cod" },
      { token: me.token },
    );
    const MOVE = `mutation ($o: ID!, $s: String!) { updateOrderStatus(order: $o, status: $s) { status_code code data { status } } }`;
    const admin = await login(t, "admin@manzil.test");
    const o = placed.data!._id;
    expect(await callAdmin(t, MOVE, { o, s: "delivered" }, { token: me.token })).toMatchObject({
      status_code: 403,
    });
    expect(await callAdmin(t, MOVE, { o, s: "delivered" }, { token: admin })).toMatchObject({
      status_code: 409,
      code: "ORDER_TRANSITION_INVALID",
    });
    expect(await callAdmin(t, MOVE, { o, s: "lost" }, { token: admin })).toMatchObject({
      status_code: 400,
      code: "INVALID_VALUE",
    });
    const sales = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select sales_number as n from product_prices where product_id = ${product.product} and country = 'eg'`,
        )
      )[0]!.n;
    const before = await sales();
    for (const status of ["ready_for_shipping", "out_for_delivery", "delivered"])
      expect(await callAdmin<{ status: string }>(t, MOVE, { o, s: status }, { token: admin })).toMatchObject({
        status_code: 200,
        data: { status },
      });
    expect(await sales()).toBe(before + 2);
    const CANCEL = `mutation ($o: ID!) { cancelOrder(order: $o) { status_code code } }`;
    expect(await call(t, CANCEL, { o }, { token: me.token })).toMatchObject({
      status_code: 409,
      code: "ORDER_CANNOT_CANCEL",
    });
  });
});
