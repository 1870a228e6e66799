/**
 * Coupons at checkout (decision 0059), through the API as the pages call it: every rule refuses
 * with its message and changes nothing, an applied coupon is re-checked by every quote, the order
 * stores and redeems it once, and cancelling gives it back.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { makeShoppers, type StockedProduct, stockedProducts } from "../../../test/checkout-kit.ts";
import {
  CHECK_COUPON,
  couponRow,
  makeCoupon,
  makeGiftCard,
  ORDER,
  PLACE,
  summaryOf,
} from "../../../test/promotions-kit.ts";
import { call } from "../../../test/test-kit.ts";

let t: TestApp;
let products: StockedProduct[];

beforeAll(async () => {
  t = await startTestApp();
  products = await stockedProducts(t.database.db, 3, 5);
});
afterAll(() => t.close());

const shopper = async (lines = 1) =>
  (
    await makeShoppers(t.database.db, t.services, 1, () =>
      products.slice(0, lines).map((p) => ({ image: p.image, quantity: 1 })),
    )
  )[0]!;

type Checked = { __typename: string; code: string; discountAmount: number; total: number };
const check = (who: { cart: string; token: string }, code: string, lang: "ar" | "en" = "en") =>
  call<Checked>(t, CHECK_COUPON, { cart: who.cart, code }, { token: who.token, lang });

const cartCoupon = async (cartId: string) =>
  (await t.database.db.select({ c: s.carts.couponId }).from(s.carts).where(eq(s.carts.id, cartId)))[0]!.c;

describe("checkCoupon", () => {
  it("applies a running coupon: 10 % of the lines, kept on the cart, in every quote", async () => {
    const me = await shopper();
    const coupon = await makeCoupon(t.database.db, { code: "TENOFF", discount: 10 });
    const before = await summaryOf(t, me);
    const answer = await check(me, "  tenoff ");
    expect(answer.status_code).toBe(200);
    expect(answer.data).toMatchObject({ __typename: "Coupon", code: "TENOFF" });
    expect(answer.data!.discountAmount).toBe(Math.round(before.subtotal / 10));
    expect(answer.data!.total).toBe(before.subtotal + before.shippingFees - answer.data!.discountAmount);
    expect(await cartCoupon(me.cart)).toBe(coupon.id);

    const after = await summaryOf(t, me);
    expect(after.coupon).toMatchObject({ problem: null, coupon: { code: "TENOFF" } });
    const cod = after.methods.find((m) => m.method === "cod")!;
    expect(cod.couponDiscount).toBe(answer.data!.discountAmount);
    expect(cod.total).toBe(before.methods.find((m) => m.method === "cod")!.total - cod.couponDiscount);
  });

  const refusals: Array<[string, Partial<typeof s.coupons.$inferInsert>, string, string]> = [
    ["inactive", { status: "inactive" }, "COUPON_NOT_AVAILABLE", "كوبون الخصم هذا غير متاح حاليًا"],
    [
      "not started",
      { startDate: new Date(Date.now() + 86_400_000), endDate: new Date(Date.now() + 9e8) },
      "COUPON_NOT_STARTED",
      "كوبون الخصم هذا لم يبدأ بعد",
    ],
    [
      "out of date",
      { startDate: new Date(Date.now() - 9e8), endDate: new Date(Date.now() - 86_400_000) },
      "COUPON_EXPIRED",
      "انتهت صلاحية كوبون الخصم هذا",
    ],
    ["used up", { availableSales: 0 }, "COUPON_SOLD_OUT", "استُخدم كوبون الخصم هذا الحد الأقصى من المرات"],
    [
      "for Saudi Arabia",
      { country: "sa" },
      "COUPON_NOT_FOR_COUNTRY",
      "كوبون الخصم هذا غير صالح في هذه الدولة",
    ],
    [
      "over the cart's minimum",
      { egMinPurchase: 999_999_999 },
      "COUPON_MIN_PURCHASE",
      "قيمة سلتك أقل من الحد الأدنى للشراء لهذا الكوبون",
    ],
  ];
  for (const [name, terms, code, arabic] of refusals)
    it(`refuses a coupon ${name} with ${code}, in Arabic too, and leaves the cart alone`, async () => {
      const me = await shopper();
      const coupon = await makeCoupon(t.database.db, terms);
      const en = await check(me, coupon.code);
      expect([en.status_code, en.code]).toEqual([400, code]);
      expect(en.fieldErrors?.[0]).toMatchObject({ field: "couponCode", code });
      const ar = await check(me, coupon.code, "ar");
      expect(ar.message).toBe(arabic);
      expect(await cartCoupon(me.cart)).toBeNull();
      expect((await couponRow(t.database.db, coupon.id)).salesNumber).toBe(0);
    });

  it("answers not found for an unknown code, an empty one, and another customer's coupon", async () => {
    const me = await shopper();
    const other = await shopper();
    const theirs = await makeCoupon(t.database.db, { userId: other.id });
    for (const code of ["NO-SUCH-CODE", theirs.code]) {
      const answer = await check(me, code, "ar");
      expect([answer.status_code, answer.code, answer.message]).toEqual([
        404,
        "COUPON_NOT_FOUND",
        "كوبون الخصم غير موجود",
      ]);
    }
    const empty = await check(me, "   ");
    expect([empty.status_code, empty.code]).toEqual([400, "COUPON_CODE_REQUIRED"]);
    expect((await check(other, theirs.code)).status_code).toBe(200);
  });

  it("covers only the lines of its category: none in the cart → refused", async () => {
    const me = await shopper();
    const [product] = await t.database.db
      .select({ category: s.products.categoryId })
      .from(s.products)
      .where(eq(s.products.id, products[0]!.product));
    const [otherCategory] = await t.database.db
      .select({ id: s.categories.id })
      .from(s.categories)
      .where(and(eq(s.categories.isMain, true)));
    const elsewhere = await makeCoupon(t.database.db, {
      categoryId: otherCategory!.id === product!.category ? null : otherCategory!.id,
      subCategoryId: otherCategory!.id === product!.category ? otherCategory!.id : null,
    });
    const refused = await check(me, elsewhere.code);
    expect(refused.code).toBe("COUPON_NOT_FOR_PRODUCTS");
    const here = await makeCoupon(t.database.db, { categoryId: product!.category, discount: 20 });
    const applied = await check(me, here.code);
    expect(applied.status_code).toBe(200);
    expect(applied.data!.discountAmount).toBeGreaterThan(0);
  });
});

describe("an emptied cart (decision 0108)", () => {
  const REMOVE_LINE = `mutation ($cart: ID, $image: ID) {
    removeFromCart(cart: $cart, image: $image, currentCountry: "eg") { status_code } }`;
  const UNCOUPON = `mutation ($cart: ID!, $kind: String) {
    removeCoupon(cartId: $cart, kind: $kind) { status_code code message } }`;
  const ADD = `mutation ($cart: ID, $image: ID) { addToCart(cart: $cart, image: $image, currentCountry: "eg") { status_code } }`;
  const codesOf = async (cartId: string) =>
    (
      await t.database.db
        .select({ coupon: s.carts.couponId, giftCard: s.carts.appliedGiftCardId })
        .from(s.carts)
        .where(eq(s.carts.id, cartId))
    )[0]!;

  it("forgets its coupon and gift card: the next product comes without them", async () => {
    const me = await shopper();
    await makeCoupon(t.database.db, { code: "EMPTIED10", discount: 10 });
    const card = await makeGiftCard(t.database.db);
    expect((await check(me, "EMPTIED10")).status_code).toBe(200);
    expect((await check(me, card.code)).status_code).toBe(200);
    const image = products[0]!.image;
    expect((await call(t, REMOVE_LINE, { cart: me.cart, image }, { token: me.token })).status_code).toBe(200);
    expect(await codesOf(me.cart)).toEqual({ coupon: null, giftCard: null });
    expect((await call(t, ADD, { cart: me.cart, image }, { token: me.token })).status_code).toBe(200);
    const again = await summaryOf(t, me);
    expect(again.coupon).toBeNull();
  });

  it("still lets the shopper take a code off, in both kinds, and answers 200", async () => {
    const me = await shopper();
    await call(t, REMOVE_LINE, { cart: me.cart, image: products[0]!.image }, { token: me.token });
    // A cart left empty with its codes (emptied before this rule, or by another path).
    const coupon = await makeCoupon(t.database.db, { code: "LEFTOVER10", discount: 10 });
    const card = await makeGiftCard(t.database.db);
    await t.database.db
      .update(s.carts)
      .set({ couponId: coupon.id, appliedGiftCardId: card.id })
      .where(eq(s.carts.id, me.cart));
    for (const lang of ["en", "ar"] as const) {
      const coupons = await call(t, UNCOUPON, { cart: me.cart }, { token: me.token, lang });
      expect(coupons).toMatchObject({ status_code: 200, code: "SUCCESS" });
    }
    expect(await codesOf(me.cart)).toEqual({ coupon: null, giftCard: card.id });
    expect(
      (await call(t, UNCOUPON, { cart: me.cart, kind: "giftCard" }, { token: me.token })).status_code,
    ).toBe(200);
    expect(await codesOf(me.cart)).toEqual({ coupon: null, giftCard: null });
    // Another shopper's cart is still not theirs to change.
    const other = await shopper();
    const refused = await call(t, UNCOUPON, { cart: other.cart }, { token: me.token });
    expect(refused.status_code).toBe(404);
  });
});

describe("rules that wait for the address and the method", () => {
  it("a card-only coupon applies with card and says why not with cash on delivery; Souhoola never", async () => {
    const me = await shopper();
    const coupon = await makeCoupon(t.database.db, { paymentMethods: ["card"] });
    expect((await check(me, coupon.code)).status_code).toBe(200);
    const summary = await summaryOf(t, me, me.address);
    const card = summary.methods.find((m) => m.method === "card");
    const cod = summary.methods.find((m) => m.method === "cod")!;
    if (card) expect([card.couponProblem, card.couponDiscount > 0]).toEqual([null, true]);
    expect([cod.couponProblem, cod.couponDiscount]).toEqual(["COUPON_NOT_FOR_METHOD", 0]);
    for (const m of summary.methods.filter((m) => m.method === "souhoola"))
      expect(m.couponProblem).toBe("COUPON_NOT_FOR_METHOD");
  });

  it("a coupon for another city: the page says so and the order is placed without it", async () => {
    const me = await shopper();
    const [elsewhere] = await t.database.db
      .select({ id: s.governorates.id })
      .from(s.governorates)
      .where(eq(s.governorates.country, "sa"))
      .limit(1);
    const coupon = await makeCoupon(t.database.db, { governorateIds: [elsewhere!.id] });
    expect((await check(me, coupon.code)).status_code).toBe(200);
    const summary = await summaryOf(t, me, me.address);
    const cod = summary.methods.find((m) => m.method === "cod")!;
    expect(cod.couponProblem).toBe("COUPON_NOT_FOR_ADDRESS");
    const placed = await call<{ _id: string; totalPrice: number }>(
      t,
      PLACE,
      { cart: me.cart, addr: me.address, method: "cod", expected: cod.total },
      { token: me.token },
    );
    expect(placed.status_code).toBe(200);
    const order = await call<{ usedCoupon: string | null; couponDiscount: number }>(
      t,
      ORDER,
      { order: placed.data!._id },
      { token: me.token },
    );
    expect(order.data).toMatchObject({ usedCoupon: null, couponDiscount: 0 });
    expect((await couponRow(t.database.db, coupon.id)).salesNumber).toBe(0);
  });

  it("a change of the cart re-checks the coupon: below the minimum, it no longer applies", async () => {
    const me = await shopper(2);
    const first = await summaryOf(t, me);
    const coupon = await makeCoupon(t.database.db, { egMinPurchase: first.subtotal });
    expect((await check(me, coupon.code)).status_code).toBe(200);
    await t.database.db
      .delete(s.cartItems)
      .where(and(eq(s.cartItems.cartId, me.cart), eq(s.cartItems.imageId, products[1]!.image)));
    const after = await summaryOf(t, me);
    expect(after.coupon!.problem).toBe("COUPON_MIN_PURCHASE");
    expect(after.coupon!.problemMessage).toBe("Your cart is below this coupon's minimum purchase");
    expect(after.methods.every((m) => m.couponDiscount === 0)).toBe(true);
  });
});

describe("the order redeems the coupon once", () => {
  it("stores the discount, counts the use, refuses a second use, and a cancel gives it back", async () => {
    const me = await shopper();
    const coupon = await makeCoupon(t.database.db, { fixedAmountDiscount: 5_000, availableSales: 3 });
    expect((await check(me, coupon.code)).status_code).toBe(200);
    const summary = await summaryOf(t, me, me.address);
    const cod = summary.methods.find((m) => m.method === "cod")!;
    expect(cod.couponDiscount).toBe(5_000);
    const placed = await call<{ _id: string; totalPrice: number }>(
      t,
      PLACE,
      { cart: me.cart, addr: me.address, method: "cod", expected: cod.total },
      { token: me.token },
    );
    expect(placed.status_code).toBe(200);
    expect(placed.data!.totalPrice).toBe(cod.total);
    const order = await call<Record<string, unknown>>(
      t,
      ORDER,
      { order: placed.data!._id },
      { token: me.token },
    );
    expect(order.data).toMatchObject({ usedCoupon: coupon.id, couponDiscount: 5_000, totalPrice: cod.total });
    expect(await couponRow(t.database.db, coupon.id)).toMatchObject({ availableSales: 2, salesNumber: 1 });

    // The next cart of the same shopper: already used.
    const [{ id: next }] = await t.database.db
      .insert(s.carts)
      .values({ userId: me.id })
      .returning({ id: s.carts.id });
    await t.database.db.insert(s.cartItems).values({
      cartId: next!,
      productId: products[0]!.product,
      imageId: products[0]!.image,
      quantity: 1,
    });
    const again = await check({ cart: next!, token: me.token }, coupon.code);
    expect(again.code).toBe("COUPON_ALREADY_USED");

    const cancelled = await call(
      t,
      `mutation ($order: ID!) { cancelOrder(order: $order) { status_code } }`,
      { order: placed.data!._id },
      { token: me.token },
    );
    expect(cancelled.status_code).toBe(200);
    expect(await couponRow(t.database.db, coupon.id)).toMatchObject({ availableSales: 3, salesNumber: 0 });
    expect((await check({ cart: next!, token: me.token }, coupon.code)).status_code).toBe(200);
  });
});
