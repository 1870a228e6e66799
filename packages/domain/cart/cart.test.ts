import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { call, login, newCustomer } from "../../../test/test-kit.ts";

let t: TestApp;
interface Pick {
  image: string;
  product: string;
  maxPerOrder: number;
  availableEdition: number;
}
let plain: Pick;
let other: Pick;
let egyptOnly: Pick;

const pick = (where: string) =>
  queryRows<Pick>(
    t.database.db,
    sql.raw(`select i.id as image, p.id as product, p.max_per_order as "maxPerOrder", p.available_edition as "availableEdition"
       from products p join product_images i on i.product_id = p.id and i.primary_image
       join product_prices eg on eg.product_id = p.id and eg.country = 'eg' and eg.available
      where p.status = 'active' and p.available_edition >= 3 and p.max_per_order >= 2 and ${where}
      order by p.sku limit 2`),
  );

beforeAll(async () => {
  t = await startTestApp();
  [plain, other] = await pick(
    "not p.egypt_only and exists (select 1 from product_prices sa where sa.product_id = p.id and sa.country = 'sa' and sa.available)",
  );
  [egyptOnly] = await pick("p.egypt_only");
});
afterAll(async () => t?.close());

const CART_FIELDS = `status_code message errors data {
  _id user totalQuantity totalQtyEg totalPriceEg totalPriceSu allShippingFeesEg requiredTimeEg currency totalPrice
  cartProductsCodStatus storedProduct { _id quantity priceOneEg priceOfQuantityEg priceOneSu availableInCountry image { _id product { _id maxPerOrder } } } }`;
const ADD = `mutation ($cart: ID, $image: ID, $quantity: Int, $c: String) { addToCart(cart: $cart, image: $image, quantity: $quantity, currentCountry: $c) { ${CART_FIELDS} } }`;
const REDUCE = `mutation ($cart: ID, $image: ID, $quantity: Int, $c: String!) { reduceFromCart(cart: $cart, image: $image, quantity: $quantity, currentCountry: $c) { ${CART_FIELDS} } }`;
const REMOVE = `mutation ($cart: ID, $image: ID, $line: ID, $c: String!) { removeFromCart(cart: $cart, image: $image, line: $line, currentCountry: $c) { ${CART_FIELDS} } }`;
const BY_ID = `query ($cart: ID!, $c: String) { getCartById(cart: $cart, currentCountry: $c) { ${CART_FIELDS} } }`;
const BY_USER = `query ($user: ID, $c: String, $a: ID) { getCartBYUser(user: $user, currentCountry: $c, addressId: $a) { ${CART_FIELDS} } }`;

interface CartData {
  _id: string;
  user: string | null;
  totalQuantity: number;
  totalQtyEg: number;
  totalPriceEg: number;
  totalPrice: number;
  currency: string;
  storedProduct: Array<{ _id: string; quantity: number; priceOneEg: number; priceOfQuantityEg: number }>;
}

describe("guest cart", () => {
  it("adds, adds up, reduces and removes, priced per country", async () => {
    const first = await call<CartData>(t, ADD, { image: plain.image, c: "eg" });
    expect(first.status_code).toBe(200);
    const cart = first.data!._id;
    expect(first.data!.user).toBeNull();
    const again = await call<CartData>(t, ADD, { cart, image: plain.image, quantity: 1, c: "eg" });
    const line = again.data!.storedProduct[0]!;
    expect(line.quantity).toBe(2);
    expect(line.priceOfQuantityEg).toBe(line.priceOneEg * 2);
    expect(again.data!.totalPriceEg).toBe(line.priceOfQuantityEg);
    expect(again.data!.currency).toBe("EGP");
    const sa = await call<CartData>(t, BY_ID, { cart, c: "sa" });
    expect(sa.data!.currency).toBe("SAR");
    expect(sa.data!.totalPrice).toBeGreaterThan(0);
    const reduced = await call<CartData>(t, REDUCE, { cart, image: plain.image, c: "eg" });
    expect(reduced.data!.storedProduct[0]!.quantity).toBe(1);
    const toZero = await call(t, REDUCE, { cart, image: plain.image, c: "eg" });
    expect(toZero.status_code).toBe(400);
    expect(toZero.errors[0]).toBe("The quantity must be at least 1");
    const removed = await call<CartData>(t, REMOVE, { cart, line: line._id, c: "eg" });
    expect(removed.data!.storedProduct).toEqual([]);
  });

  it("never above maxPerOrder or the stock, never zero or negative", async () => {
    const over = await call(t, ADD, { image: plain.image, quantity: plain.maxPerOrder + 1, c: "eg" });
    expect(over.status_code).toBe(400);
    expect(over.errors[0]).toMatch(/maximum quantity|more than the available/);
    const zero = await call(t, ADD, { image: plain.image, quantity: 0, c: "eg" });
    expect(zero.status_code).toBe(400);
    const negative = await call(t, ADD, { image: plain.image, quantity: -3, c: "eg" });
    expect(negative.status_code).toBe(400);
    const ok = await call<CartData>(t, ADD, { image: plain.image, quantity: plain.maxPerOrder, c: "eg" });
    expect(ok.status_code).toBe(200);
    const more = await call(t, ADD, { cart: ok.data!._id, image: plain.image, c: "eg" });
    expect(more.status_code).toBe(400);
    const ar = await call(t, ADD, { image: plain.image, quantity: 0, c: "eg" }, { lang: "ar" });
    expect(ar.errors[0]).toBe("يجب ألا تقل الكمية عن 1");
  });

  it("refuses products not sold in the country, with clear messages", async () => {
    const r = await call(t, ADD, { image: egyptOnly.image, c: "sa" });
    expect(r.status_code).toBe(400);
    expect(r.errors[0]).toBe("This product cannot be ordered outside of Egypt");
    const ae = await call(t, ADD, { image: plain.image, c: "ae" });
    expect(ae.status_code).toBe(500);
    expect(ae.errors[0]).toBe("This currency is not available in site!.");
    const missing = await call(t, ADD, { image: "00000000-0000-4000-8000-000000000000", c: "eg" });
    expect(missing.status_code).toBe(404);
  });
});

describe("user cart", () => {
  it("merges the guest cart on login: same lines add up within limits, nothing lost", async () => {
    const guest = await call<CartData>(t, ADD, { image: plain.image, quantity: 1, c: "eg" });
    await call(t, ADD, { cart: guest.data!._id, image: other.image, quantity: 2, c: "eg" });
    const { token, id } = await newCustomer(t);
    await call(t, ADD, { image: plain.image, quantity: plain.maxPerOrder, c: "eg" }, { token });
    const MERGE = `mutation ($f: ID!, $u: ID, $c: String) { replaceFakeCart(fakeCartId: $f, userId: $u, currentCountry: $c) { ${CART_FIELDS} } }`;
    const merged = await call<CartData>(t, MERGE, { f: guest.data!._id, u: id, c: "eg" }, { token });
    expect(merged.status_code).toBe(200);
    const lines = merged.data!.storedProduct;
    expect(lines).toHaveLength(2);
    const q = (img: string) =>
      lines.find((l) => (l as unknown as { image: { _id: string } }).image._id === img)!.quantity;
    expect(q(plain.image)).toBe(plain.maxPerOrder);
    expect(q(other.image)).toBe(2);
    expect(merged.data!.user).toBe(id);
    const gone = await call(t, BY_ID, { cart: guest.data!._id });
    expect(gone.status_code).toBe(404);
    const mine = await call<CartData>(t, BY_USER, {}, { token });
    expect(mine.data!._id).toBe(merged.data!._id);
  });

  it("another user's cart is never readable or changeable", async () => {
    const a = await newCustomer(t);
    const b = await newCustomer(t);
    const cartA = await call<CartData>(t, ADD, { image: plain.image, c: "eg" }, { token: a.token });
    const id = cartA.data!._id;
    expect((await call(t, BY_ID, { cart: id }, { token: b.token })).status_code).toBe(404);
    expect((await call(t, BY_ID, { cart: id })).status_code).toBe(404);
    expect(
      (await call(t, ADD, { cart: id, image: plain.image, c: "eg" }, { token: b.token })).status_code,
    ).toBe(404);
    expect(
      (await call(t, REMOVE, { cart: id, image: plain.image, c: "eg" }, { token: b.token })).status_code,
    ).toBe(404);
    expect((await call(t, BY_USER, { user: a.id }, { token: b.token })).status_code).toBe(403);
    const steal = await call(
      t,
      `mutation ($f: ID!) { replaceFakeCart(fakeCartId: $f) { status_code } }`,
      { f: id },
      { token: b.token },
    );
    expect(steal.status_code).toBe(404);
    const still = await call<CartData>(t, BY_ID, { cart: id }, { token: a.token });
    expect(still.data!.storedProduct).toHaveLength(1);
  });

  it("prices the cart with the user's own address only", async () => {
    const customer = await login(t, "customer@manzil.test");
    const me = await call<{ address: Array<{ _id: string }> }>(
      t,
      `query { getUserById { data { address { _id } } } }`,
      {},
      { token: customer },
    );
    const address = me.data!.address[0]!._id;
    const r = await call<CartData>(t, BY_USER, { c: "eg", a: address }, { token: customer });
    expect(r.status_code).toBe(200);
    const stranger = await newCustomer(t);
    const no = await call(t, BY_USER, { c: "eg", a: address }, { token: stranger.token });
    expect(no.status_code).toBe(500);
    expect(no.errors[0]).toBe("This address is not found for this user!");
  });
});
