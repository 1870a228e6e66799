/**
 * The referral discount at checkout (decision 0059): a referred customer's first order gets it
 * without typing anything, a coupon replaces it, the order stores it, and delivering the order
 * credits the referrer's wallet once.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import { moveOrder } from "#domain/orders/orders.api.ts";
import type { RequestContext } from "#kernel/context.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { makeShoppers, type StockedProduct, stockedProducts } from "../../../test/checkout-kit.ts";
import { CHECK_COUPON, makeCoupon, ORDER, PLACE, summaryOf } from "../../../test/promotions-kit.ts";
import { call } from "../../../test/test-kit.ts";

let t: TestApp;
let product: StockedProduct;

beforeAll(async () => {
  t = await startTestApp();
  [product] = await stockedProducts(t.database.db, 1, 5);
});
afterAll(() => t.close());

async function referredPair() {
  const [friend, shopper] = await makeShoppers(t.database.db, t.services, 2, () => [
    { image: product.image, quantity: 1 },
  ]);
  const code = `REF${randomUUID().slice(0, 6).toUpperCase()}`;
  await t.database.db.update(s.users).set({ discountCode: code }).where(eq(s.users.id, friend!.id));
  await t.database.db.update(s.users).set({ referredById: friend!.id }).where(eq(s.users.id, shopper!.id));
  return { friend: friend!, shopper: shopper!, code };
}

const walletOf = async (userId: string) =>
  (await t.database.db.select({ w: s.users.wallet }).from(s.users).where(eq(s.users.id, userId)))[0]!.w;

describe("a referred customer's first order", () => {
  it("gets 10 % off without a code, stores it, and pays the referrer at delivery", async () => {
    const { friend, shopper, code } = await referredPair();
    const summary = await summaryOf(t, shopper, shopper.address);
    expect(summary.referral).toMatchObject({ code, percent: 10 });
    const discount = summary.referral!.discount;
    expect(discount).toBe(Math.min(Math.round(summary.subtotal / 10), 50_000));
    const cod = summary.methods.find((m) => m.method === "cod")!;
    expect(cod.referralDiscount).toBe(discount);
    expect(cod.total).toBe(summary.subtotal + summary.shippingFees - discount + cod.fee);

    const placed = await call<{ _id: string }>(
      t,
      PLACE,
      { cart: shopper.cart, addr: shopper.address, method: "cod", expected: cod.total },
      { token: shopper.token },
    );
    expect(placed.status_code).toBe(200);
    const order = await call(t, ORDER, { order: placed.data!._id }, { token: shopper.token });
    expect(order.data).toMatchObject({ usedReferralCode: code, referralDiscount: discount });

    const admin: RequestContext = {
      db: t.database.db,
      user: { id: randomUUID(), role: "customer", privilageType: "admin", status: "active" },
      language: "en",
      country: "eg",
      services: t.services,
    };
    const before = await walletOf(friend.id);
    for (const to of ["ready_for_shipping", "out_for_delivery", "delivered"] as const)
      await moveOrder(admin, placed.data!._id, to);
    expect(await walletOf(friend.id)).toBe(before + 10_000);
  });

  it("a coupon replaces the referral discount; removing the coupon brings it back", async () => {
    const { shopper } = await referredPair();
    const coupon = await makeCoupon(t.database.db, { fixedAmountDiscount: 1_000 });
    expect(
      (await call(t, CHECK_COUPON, { cart: shopper.cart, code: coupon.code }, { token: shopper.token }))
        .status_code,
    ).toBe(200);
    const withCoupon = await summaryOf(t, shopper);
    expect(withCoupon.referral).toBeNull();
    expect(withCoupon.methods.every((m) => m.referralDiscount === 0)).toBe(true);
    await call(
      t,
      `mutation ($cart: ID!) { removeCoupon(cartId: $cart) { status_code } }`,
      { cart: shopper.cart },
      { token: shopper.token },
    );
    expect((await summaryOf(t, shopper)).referral).not.toBeNull();
  });
});
