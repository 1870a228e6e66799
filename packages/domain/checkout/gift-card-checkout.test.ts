/**
 * Buying a gift card through the checkout and spending it (decision 0059): the card is a line at
 * its price (no shipping, no discount, never cash on delivery), becomes usable and is queued for
 * its mail only once the order is paid, then pays two orders of its holder until it is spent.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import { createGiftCard, startDateOf } from "#domain/promotions/promotions.api.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { makeShoppers, type StockedProduct, stockedProducts } from "../../../test/checkout-kit.ts";
import { listFakeMethod } from "../../../test/payments.ts";
import { CHECK_COUPON, giftCardRow, makeGiftCard, PLACE, summaryOf } from "../../../test/promotions-kit.ts";
import { call } from "../../../test/test-kit.ts";

let t: TestApp;
let product: StockedProduct;

beforeAll(async () => {
  t = await startTestApp();
  [product] = await stockedProducts(t.database.db, 1, 8);
  await listFakeMethod(t.database.db, { specialDiscount: 10, discountType: "percentage" });
});
afterAll(() => t.close());

const ORDER_CARDS = `query ($o: ID!) { getOrderById(order: $o) {
  status_code data { items { giftCard { _id code isPaid } } } } }`;

const shopper = async () =>
  (await makeShoppers(t.database.db, t.services, 1, () => [{ image: product.image, quantity: 1 }]))[0]!;

describe("buying a gift card", () => {
  it("is a line at its price, paid online only; paying the order makes it usable and queues its mail once", async () => {
    const me = await shopper();
    const before = await summaryOf(t, me);
    const card = await createGiftCard(me.ctx, {
      amount: 500,
      theme: "birthday",
      recipientName: "Nour",
      recipientEmail: "nour@example.com",
      language: "ar",
      startAt: startDateOf(new Date(), "EGP"),
      agree: true,
    });
    const after = await summaryOf(t, me, me.address);
    expect(after.subtotal).toBe(before.subtotal + 50_000);
    expect(after.shippingFees).toBe(before.shippingFees);
    expect(after.methods.some((m) => m.method === "cod")).toBe(false);
    const fake = after.methods.find((m) => m.method === "fake")!;
    // the method's 10 % is on the products only
    expect(fake.discount).toBe(before.methods.find((m) => m.method === "fake")!.discount);
    expect(fake.total).toBe(after.subtotal + after.shippingFees - fake.discount);

    const placed = await call<{ _id: string }>(
      t,
      PLACE,
      { cart: me.cart, addr: me.address, method: "fake", expected: fake.total },
      { token: me.token },
    );
    expect(placed.status_code).toBe(200);
    const [line] = await t.database.db
      .select()
      .from(s.orderItems)
      .where(and(eq(s.orderItems.orderId, placed.data!._id), eq(s.orderItems.giftCardId, card.id)));
    expect(line).toMatchObject({ lineTotal: 50_000, name: "Gift card for Nour", shippingExpense: 0 });
    expect((await giftCardRow(t.database.db, card.id)).isPaid).toBe(false);
    const cardOnOrder = async (token: string) => {
      const r = await call<{
        items: Array<{ giftCard: { _id: string; code: string | null; isPaid: boolean } | null }>;
      }>(t, ORDER_CARDS, { o: placed.data!._id }, { token });
      return { status: r.status_code, card: r.data?.items.find((i) => i.giftCard)?.giftCard ?? null };
    };
    // Unpaid: nobody reads the code, its buyer neither.
    expect(await cardOnOrder(me.token)).toEqual({
      status: 200,
      card: { _id: card.id, code: null, isPaid: false },
    });

    const [payment] = await t.database.db
      .select()
      .from(s.payments)
      .where(eq(s.payments.orderId, placed.data!._id));
    t.fake.settle(payment!.providerRef!, "captured");
    await call(
      t,
      `mutation ($o: ID!) { refreshOrderPayment(order: $o) { status_code } }`,
      { o: placed.data!._id },
      { token: me.token },
    );
    await t.worker.drain();
    const paid = await giftCardRow(t.database.db, card.id);
    expect(paid.isPaid).toBe(true);
    // Paid: its buyer reads the code on the order (decision 0059); another shopper reads nothing.
    expect(await cardOnOrder(me.token)).toEqual({
      status: 200,
      card: { _id: card.id, code: paid.code, isPaid: true },
    });
    const stranger = await shopper();
    expect(await cardOnOrder(stranger.token)).toEqual({ status: 403, card: null });
    const mails = await t.database.db
      .select()
      .from(s.outbox)
      .where(eq(s.outbox.key, `gift-card-mail:${card.id}`));
    expect(mails).toHaveLength(1);
  });
});

describe("spending a gift card", () => {
  it("pays two orders of its holder: the first whole, the second in part, its rest ends at 0", async () => {
    const first = await shopper();
    const due = (await summaryOf(t, first)).methods.find((m) => m.method === "cod")!.total;
    const card = await makeGiftCard(t.database.db, { price: Math.round(due * 1.5) });
    expect(
      (await call(t, CHECK_COUPON, { cart: first.cart, code: card.code }, { token: first.token }))
        .status_code,
    ).toBe(200);
    const whole = await summaryOf(t, first, first.address);
    expect(whole.paidByGiftCard).toBe(true);
    const one = await call<{ _id: string; totalPrice: number; paymentStatus: string }>(
      t,
      PLACE,
      { cart: first.cart, addr: first.address, method: "gift_card", expected: 0 },
      { token: first.token },
    );
    expect(one.status_code).toBe(200);
    expect(one.data).toMatchObject({ totalPrice: 0 });
    const [order] = await t.database.db.select().from(s.orders).where(eq(s.orders.id, one.data!._id));
    expect(order).toMatchObject({
      status: "confirmed",
      trnxStatus: "success",
      paymentMethod: "gift_card",
      usedGiftCardId: card.id,
    });
    const left = (await giftCardRow(t.database.db, card.id)).restAmount;
    expect(left).toBe(card.price - order!.giftCardAmount);
    expect(left).toBeGreaterThan(0);

    const second = await shopper();
    expect(
      (await call(t, CHECK_COUPON, { cart: second.cart, code: card.code }, { token: second.token }))
        .status_code,
    ).toBe(200);
    const part = await summaryOf(t, second, second.address);
    const cod = part.methods.find((m) => m.method === "cod")!;
    expect(cod.giftCardAmount).toBe(left);
    const two = await call<{ _id: string; totalPrice: number }>(
      t,
      PLACE,
      { cart: second.cart, addr: second.address, method: "cod", expected: cod.total },
      { token: second.token },
    );
    expect(two.status_code).toBe(200);
    expect((await giftCardRow(t.database.db, card.id)).restAmount).toBe(0);

    const third = await shopper();
    const spent = await call(
      t,
      CHECK_COUPON,
      { cart: third.cart, code: card.code },
      { token: third.token, lang: "ar" },
    );
    expect([spent.status_code, spent.code, spent.message]).toEqual([
      400,
      "GIFT_CARD_USED_UP",
      "لم يتبقَّ رصيد في بطاقة الهدايا هذه",
    ]);
  });
});
