/**
 * A shopper in Riyadh pays (decision 0131): cards (mada included) through Paymob's Saudi account,
 * cash on delivery where the products allow it, and Tabby, each with its own total in riyals; the
 * card order is paid on Paymob KSA's page and confirmed, the cash order is confirmed at once.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import * as s from "#db/schema/index.ts";
import { addAddress } from "#domain/accounts/address.service.ts";
import { addToCart } from "#domain/cart/cart.service.ts";
import { createPaymobProvider } from "#domain/payments/providers/paymob.provider.ts";
import { createPaymobSandbox } from "#domain/payments/sandbox/paymob-sandbox.ts";
import type { RequestContext } from "#kernel/context.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { call, newCustomer } from "../../../test/test-kit.ts";

const KEYS = { secretKey: "sk_sa", publicKey: "pk_sa", hmacSecret: "hmac_sa", apiKey: "api_sa" };
let t: TestApp;
let paymobSa: ReturnType<typeof createPaymobSandbox>;

beforeAll(async () => {
  paymobSa = createPaymobSandbox({
    ...KEYS,
    integrations: [2001],
    deliver: async (url, init) => {
      const u = new URL(url, "http://localhost");
      await t.app.inject({
        method: "POST",
        url: `${u.pathname}${u.search}`,
        headers: { "content-type": "application/json" },
        payload: init.body,
      });
    },
  });
  const baseUrl = await paymobSa.listen();
  t = await startTestApp({
    providers: [
      createPaymobProvider({
        ...KEYS,
        id: "paymob-sa",
        baseUrl,
        currency: "SAR",
        country: "sa",
        integrations: { card: 2001 },
      }),
    ],
  });
});
afterAll(async () => {
  await t.close();
  await paymobSa.close();
});

const SUMMARY = `query ($cart: ID!, $addr: ID) { getCheckoutSummary(cartId: $cart, addressId: $addr, currentCountry: "sa") {
  status_code data { currency total methods { method discount fee total } } } }`;
const PLACE = `mutation ($cart: ID!, $addr: ID!, $m: String!) { placeOrder(cartId: $cart, addressId: $addr, paymentMethod: $m, currentCountry: "sa") {
  status_code code message data { _id totalPrice paymentStatus redirectUrl } } }`;

/** A new shopper in Riyadh with a Riyadh address and one product sold in Saudi Arabia (cash allowed). */
async function riyadhShopper() {
  const me = await newCustomer(t);
  const db = t.database.db;
  const ctx: RequestContext = {
    db,
    user: { id: me.id, role: "customer", privilageType: null, status: "active" },
    language: "en",
    country: "sa",
    services: t.services,
  };
  const [city] = await db
    .select({ id: s.governorates.id })
    .from(s.governorates)
    .where(and(eq(s.governorates.country, "sa"), sql`${s.governorates.name} ilike 'riyadh%'`));
  const [item] = await queryRows<{ image: string }>(
    db,
    sql`select i.id as image from products p
        join product_images i on i.product_id = p.id and i.primary_image
        join product_prices pp on pp.product_id = p.id and pp.country = 'sa' and pp.available
        where p.status = 'active' and p.product_status = 'accepted' and p.is_available_for_cod
          and not p.egypt_only and p.available_edition >= 5
        order by p.sku limit 1`,
  );
  const address = await addAddress(ctx, {
    country: "sa",
    fName: "Sara",
    lName: "Alqahtani",
    email: me.email,
    phone: "0501234567",
    governorateId: city!.id,
    streetName: "King Fahd Road",
    building: "12",
  });
  const cart = await addToCart(ctx, { image: item!.image, quantity: 1 });
  return { token: me.token, address: address.id, cart: cart.id };
}

describe("a shopper in Riyadh pays", () => {
  it("is offered card (Paymob KSA) and cash on delivery in riyals, each with its own total", async () => {
    const me = await riyadhShopper();
    const r = await call<{
      currency: string;
      total: number;
      methods: Array<{ method: string; discount: number; fee: number; total: number }>;
    }>(t, SUMMARY, { cart: me.cart, addr: me.address }, { token: me.token });
    expect(r.data!.currency).toBe("SAR");
    const methods = Object.fromEntries(r.data!.methods.map((m) => [m.method, m]));
    expect(Object.keys(methods)).toEqual(expect.arrayContaining(["card", "cod"]));
    // each its own total: the card's discount off, cash's fee on
    expect(methods.card!.total).toBe(r.data!.total - methods.card!.discount);
    expect(methods.card!.discount).toBeGreaterThan(0);
    expect(methods.cod!.total).toBe(r.data!.total + methods.cod!.fee);
    // the fee in whole riyals, as a courier collects it
    expect(methods.cod!.fee).toBeGreaterThan(0);
    expect(methods.cod!.fee % 100).toBe(0);
  });

  it("pays by card on Paymob KSA's page: the order is confirmed, the payment captured in riyals", async () => {
    const me = await riyadhShopper();
    const placed = await call<{ _id: string; redirectUrl: string; totalPrice: number }>(
      t,
      PLACE,
      { cart: me.cart, addr: me.address, m: "card" },
      { token: me.token },
    );
    expect(placed.status_code).toBe(200);
    const redirect = new URL(placed.data!.redirectUrl);
    await paymobSa.complete(redirect.searchParams.get("clientSecret")!, "success");
    // the confirmation runs as a job (decision 0051)
    while ((await t.worker.drain()) > 0);
    const [payment] = await t.database.db
      .select()
      .from(s.payments)
      .where(eq(s.payments.orderId, placed.data!._id));
    expect(payment).toMatchObject({ provider: "paymob-sa", currency: "SAR", status: "captured" });
    const [order] = await t.database.db.select().from(s.orders).where(eq(s.orders.id, placed.data!._id));
    expect(order).toMatchObject({ status: "confirmed", currency: "SAR", orderedFrom: "sa" });
  });

  it("pays cash on delivery: the order is confirmed at once, to be paid to the courier", async () => {
    const me = await riyadhShopper();
    const placed = await call<{ _id: string; redirectUrl: string | null; paymentStatus: string }>(
      t,
      PLACE,
      { cart: me.cart, addr: me.address, m: "cod" },
      { token: me.token },
    );
    expect(placed).toMatchObject({ status_code: 200, data: { redirectUrl: null } });
    const [order] = await t.database.db.select().from(s.orders).where(eq(s.orders.id, placed.data!._id));
    expect(order).toMatchObject({ status: "confirmed", currency: "SAR", paymentMethod: "cod" });
  });
});
