/**
 * The race (decision 0056): 200 buyers submit their orders at once for the last 10 units of
 * a product. Exactly 10 are sold, the stock ends at 0 and is never seen below it, the 190 others are
 * refused with OUT_OF_STOCK and keep their carts, and 10 payments are opened. Runs on PGlite, and on
 * PostgreSQL when DATABASE_URL is set (startTestApp makes a fresh database for the file).
 */
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import * as s from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import {
  makeShoppers,
  type Shopper,
  setStock,
  stockedProducts,
  stockOf,
} from "../../../test/checkout-kit.ts";
import { call } from "../../../test/test-kit.ts";

const BUYERS = 200;
const UNITS = 10;
const PLACE = `mutation ($cart: ID!, $addr: ID!) { placeOrder(cartId: $cart, addressId: $addr, paymentMethod: "cod", currentCountry: "eg") {
  status_code code message data { _id } } }`;

let t: TestApp;
let product: { product: string; image: string };
let buyers: Shopper[];

beforeAll(async () => {
  t = await startTestApp();
  [product] = await stockedProducts(t.database.db, 1);
  await setStock(t.database.db, [product.product], UNITS);
  buyers = await makeShoppers(t.database.db, t.services, BUYERS, () => [
    { image: product.image, quantity: 1 },
  ]);
});
afterAll(() => t.close());

const count = async (query: SQL) => (await queryRows<{ n: number }>(t.database.db, query))[0]!.n;

describe(`${BUYERS} buyers for the last ${UNITS} units`, () => {
  it("sells exactly the units left, never below 0; the others are refused as out of stock", async () => {
    const ordersBefore = await count(sql`select count(*)::int as n from orders`);
    let lowest = Number.POSITIVE_INFINITY;
    let racing = true;
    const watch = (async () => {
      while (racing) {
        lowest = Math.min(lowest, await stockOf(t.database.db, product.product));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const answers = await Promise.all(
      buyers.map((b) =>
        call<{ _id: string }>(t, PLACE, { cart: b.cart, addr: b.address }, { token: b.token }),
      ),
    );
    racing = false;
    await watch;

    const sold = answers.filter((a) => a.status_code === 200);
    const refused = answers.filter((a) => a.status_code !== 200);
    expect(sold).toHaveLength(UNITS);
    expect(new Set(sold.map((a) => a.data!._id)).size).toBe(UNITS);
    expect(refused).toHaveLength(BUYERS - UNITS);
    const codes = refused.map((a) => `${a.status_code} ${(a as unknown as { code: string }).code}`);
    expect(new Set(codes)).toEqual(new Set(["409 OUT_OF_STOCK"]));
    expect(refused.every((a) => a.message.length > 0)).toBe(true);

    expect(await stockOf(t.database.db, product.product)).toBe(0);
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(await count(sql`select count(*)::int as n from orders`)).toBe(ordersBefore + UNITS);
    expect(
      await count(
        sql`select coalesce(sum(quantity), 0)::int as n from order_items where product_id = ${product.product}`,
      ),
    ).toBe(UNITS);
    expect(
      await count(
        sql`select count(*)::int as n from payments where order_id in
            (select order_id from order_items where product_id = ${product.product})`,
      ),
    ).toBe(UNITS);
    // The refused buyers keep their carts, still open, to try again.
    const open = await t.database.db
      .select({ id: s.carts.id })
      .from(s.carts)
      .where(
        and(
          eq(s.carts.status, "open"),
          inArray(
            s.carts.id,
            buyers.map((b) => b.cart),
          ),
        ),
      );
    expect(open).toHaveLength(BUYERS - UNITS);
  });
});
