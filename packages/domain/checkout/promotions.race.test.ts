/**
 * The issue's money races (decision 0059): a single-use coupon used by 50 shoppers at once is
 * redeemed once; a gift card spent by 20 orders at once pays exactly its balance and never goes
 * below 0. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import * as s from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { makeShoppers, type StockedProduct, stockedProducts } from "../../../test/checkout-kit.ts";
import {
  CHECK_COUPON,
  couponRow,
  giftCardRow,
  makeCoupon,
  makeGiftCard,
  PLACE,
  summaryOf,
} from "../../../test/promotions-kit.ts";
import { call } from "../../../test/test-kit.ts";

let t: TestApp;
let product: StockedProduct;

beforeAll(async () => {
  t = await startTestApp();
  [product] = await stockedProducts(t.database.db, 1, 1);
  await t.database.db
    .update(s.products)
    .set({ availableEdition: 10_000 })
    .where(eq(s.products.id, product!.product));
});
afterAll(() => t.close());

const shoppers = (n: number) =>
  makeShoppers(t.database.db, t.services, n, () => [{ image: product.image, quantity: 1 }]);

describe("a single-use coupon, 50 shoppers at once", () => {
  it("is redeemed by exactly one order; the others are refused with its message and nothing changes", async () => {
    const coupon = await makeCoupon(t.database.db, { availableSales: 1, fixedAmountDiscount: 1_000 });
    const buyers = await shoppers(50);
    for (const b of buyers)
      expect(
        (await call(t, CHECK_COUPON, { cart: b.cart, code: coupon.code }, { token: b.token })).status_code,
      ).toBe(200);
    // Each sends the total its payment page showed, the coupon's discount in it.
    const shown = (await summaryOf(t, buyers[0]!, buyers[0]!.address)).methods.find(
      (m) => m.method === "cod",
    )!;
    expect(shown.couponDiscount).toBe(1_000);
    const answers = await Promise.all(
      buyers.map((b) =>
        call(
          t,
          PLACE,
          { cart: b.cart, addr: b.address, method: "cod", expected: shown.total },
          { token: b.token },
        ),
      ),
    );
    const placed = answers.filter((a) => a.status_code === 200);
    const refused = answers.filter((a) => a.status_code !== 200);
    expect(placed).toHaveLength(1);
    expect(new Set(refused.map((a) => `${a.status_code} ${a.code}`))).toEqual(
      new Set(["409 COUPON_SOLD_OUT"]),
    );
    expect(await couponRow(t.database.db, coupon.id)).toMatchObject({ availableSales: 0, salesNumber: 1 });
    const [uses] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from coupon_uses where coupon_id = ${coupon.id}`,
    );
    expect(uses!.n).toBe(1);
    const [orders] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where used_coupon_id = ${coupon.id}`,
    );
    expect(orders!.n).toBe(1);
    const [all] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where user_id in ${sql.raw(`('${buyers.map((b) => b.id).join("','")}')`)}`,
    );
    expect(all!.n).toBe(1);
  });
});

describe("one gift card, 20 orders at once", () => {
  it("pays exactly its balance across the orders and never goes below 0", async () => {
    const buyers = await shoppers(20);
    const due = (await summaryOf(t, buyers[0]!)).methods.find((m) => m.method === "cod")!.total;
    // Enough for two and a half orders.
    const card = await makeGiftCard(t.database.db, { price: Math.round(due * 2.5) });
    for (const b of buyers)
      expect(
        (await call(t, CHECK_COUPON, { cart: b.cart, code: card.code }, { token: b.token })).status_code,
      ).toBe(200);
    const answers = await Promise.all(
      buyers.map((b) =>
        call<{ _id: string; totalPrice: number }>(
          t,
          PLACE,
          { cart: b.cart, addr: b.address, method: "cod" },
          { token: b.token },
        ),
      ),
    );
    expect(answers.every((a) => a.status_code === 200)).toBe(true);
    const rows = await t.database.db
      .select({ amount: s.orders.giftCardAmount, total: s.orders.totalPrice })
      .from(s.orders)
      .where(eq(s.orders.usedGiftCardId, card.id));
    const spent = rows.reduce((sum, r) => sum + r.amount, 0);
    expect(spent).toBe(card.price);
    expect(rows.every((r) => r.amount > 0 && r.total >= 0)).toBe(true);
    expect((await giftCardRow(t.database.db, card.id)).restAmount).toBe(0);
  });
});
