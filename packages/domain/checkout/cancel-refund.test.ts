/**
 * Cancelling an order settles its money (decision 0123): a paid card order cancelled by its shopper
 * or by staff is refunded through Paymob's sandbox, recorded, shown on the order page and mailed;
 * cash on delivery not yet collected has nothing to refund; a paid gift card already sent cannot be
 * cancelled, one not yet sent is voided with the order.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import { createGiftCard, startDateOf } from "#domain/promotions/promotions.api.ts";
import {
  CANCEL,
  clientSecretOf,
  MOVE,
  type MoneyApp,
  ORDER,
  orderRow,
  paymentsOf,
  place,
  refundsOfOrder,
  settleJobs,
  shopperOf,
  startMoneyApp,
} from "../../../test/money-kit.ts";
import { call, callAdmin } from "../../../test/test-kit.ts";

let m: MoneyApp;
beforeAll(async () => {
  m = await startMoneyApp();
});
afterAll(() => m.close());

interface OrderView {
  status: string;
  trnxStatus: string;
  totalPrice: number;
  mayCancel: boolean;
  refunds: Array<{ amount: number; status: string; method: string; expectedBy: string | null }>;
}

/** A card order paid on Paymob's page and confirmed. */
async function paidCardOrder() {
  const me = await shopperOf(m);
  const placed = await place(m, me, "card");
  await m.paymob.complete(clientSecretOf(placed), "success");
  await settleJobs(m);
  expect((await orderRow(m, placed._id)).status).toBe("confirmed");
  return { me, placed };
}

describe("cancelling a paid order refunds it", () => {
  it("the shopper cancels a paid card order: Paymob refunds it in full, once; the page and a mail say so", async () => {
    const { me, placed } = await paidCardOrder();
    const cancelled = await call<{ status: string }>(m.t, CANCEL, { o: placed._id }, { token: me.token });
    expect(cancelled).toMatchObject({ status_code: 200, data: { status: "cancelled" } });
    // the refund was sent in the same call and Paymob accepted it
    const refunds = await refundsOfOrder(m, placed._id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: placed.totalPrice,
      status: "succeeded",
      cause: "order_cancelled",
    });
    const [payment] = await paymentsOf(m, placed._id);
    expect(payment).toMatchObject({ status: "refunded", refundedAmount: placed.totalPrice });
    // cancelling again, and the fallback job, change nothing
    expect((await call(m.t, CANCEL, { o: placed._id }, { token: me.token })).status_code).toBe(200);
    await m.t.database.db
      .update(s.outbox)
      .set({ availableAt: new Date() })
      .where(eq(s.outbox.topic, "payments.refund"));
    await settleJobs(m);
    expect(await refundsOfOrder(m, placed._id)).toHaveLength(1);
    // the order page shows the refund: amount, method, when
    const page = await call<OrderView>(m.t, ORDER, { o: placed._id }, { token: me.token });
    expect(page.data).toMatchObject({ status: "cancelled", mayCancel: false });
    expect(page.data!.refunds).toEqual([
      expect.objectContaining({ amount: placed.totalPrice, status: "succeeded", method: "card" }),
    ]);
    expect(new Date(page.data!.refunds[0]!.expectedBy!).getTime()).toBeGreaterThan(Date.now());
    // one mail, in the shopper's language, with the amount
    const mails = m.mails.filter((x) => x.to === me.email && /refund/i.test(x.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(placed.orderId);
    expect(mails[0]!.text).toMatch(/EGP\s?[\d,]+/);
  });

  it("staff cancel a paid order from the back office: refunded and audited", async () => {
    const { placed } = await paidCardOrder();
    const moved = await callAdmin<{ status: string }>(
      m.t,
      MOVE,
      { o: placed._id, s: "cancelled" },
      { token: m.admin },
    );
    expect(moved).toMatchObject({ status_code: 200, data: { status: "cancelled" } });
    const [refund] = await refundsOfOrder(m, placed._id);
    expect(refund).toMatchObject({ amount: placed.totalPrice, status: "succeeded" });
    const trail = await m.t.database.db
      .select()
      .from(s.auditEntries)
      .where(and(eq(s.auditEntries.action, "refund.create"), eq(s.auditEntries.entityId, refund!.id)));
    expect(trail).toHaveLength(1);
    expect(trail[0]!.actorEmail).toBe("admin@manzil.test");
  });

  it("cash on delivery not yet collected: nothing to refund, the attempt is cancelled", async () => {
    const me = await shopperOf(m);
    const placed = await place(m, me, "cod");
    expect((await call(m.t, CANCEL, { o: placed._id }, { token: me.token })).status_code).toBe(200);
    expect(await refundsOfOrder(m, placed._id)).toEqual([]);
    expect((await paymentsOf(m, placed._id))[0]!.status).toBe("cancelled");
    const page = await call<OrderView>(m.t, ORDER, { o: placed._id }, { token: me.token });
    expect(page.data!.refunds).toEqual([]);
  });
});

describe("gift cards bought in the order", () => {
  async function giftCardOrder(startAt: string) {
    const me = await shopperOf(m);
    const card = await createGiftCard(me.ctx, {
      amount: 500,
      theme: "birthday",
      recipientName: "Nour",
      recipientEmail: "nour@example.com",
      language: "ar",
      startAt,
      agree: true,
    });
    const placed = await place(m, me, "fake");
    const [payment] = await paymentsOf(m, placed._id);
    const event = m.t.fake.webhook({
      paymentId: payment!.id,
      providerRef: payment!.providerRef!,
      status: "captured",
      amount: payment!.amount,
      currency: "EGP",
    });
    await m.t.app.inject({
      method: "POST",
      url: "/webhooks/payments/fake",
      headers: event.headers,
      payload: event.rawBody,
    });
    await settleJobs(m);
    return { me, placed, card };
  }
  const cardRow = async (id: string) =>
    (await m.t.database.db.select().from(s.giftCards).where(eq(s.giftCards.id, id)))[0]!;

  it("a paid gift card already sent cannot be cancelled, in either language; nothing changes", async () => {
    const { me, placed, card } = await giftCardOrder(startDateOf(new Date(), "EGP"));
    expect((await cardRow(card.id)).sentAt).not.toBeNull();
    const en = await call(m.t, CANCEL, { o: placed._id }, { token: me.token });
    expect(en).toMatchObject({ status_code: 409, code: "ORDER_GIFT_CARD_SENT" });
    expect(en.message).toMatch(/gift card/i);
    const ar = await call(m.t, CANCEL, { o: placed._id }, { token: me.token, lang: "ar" });
    expect(ar.message).toContain("بطاقة الهدايا");
    expect((await orderRow(m, placed._id)).status).toBe("confirmed");
    expect(await refundsOfOrder(m, placed._id)).toEqual([]);
    const page = await call<OrderView>(m.t, ORDER, { o: placed._id }, { token: me.token });
    expect(page.data!.mayCancel).toBe(false);
  });

  it("a paid gift card not yet sent is voided with the order and refunded", async () => {
    const later = new Date(Date.now() + 10 * 86_400_000);
    const { me, placed, card } = await giftCardOrder(startDateOf(later, "EGP"));
    expect(await cardRow(card.id)).toMatchObject({ isPaid: true, sentAt: null });
    expect((await call(m.t, CANCEL, { o: placed._id }, { token: me.token })).status_code).toBe(200);
    expect(await cardRow(card.id)).toMatchObject({ isPaid: false, restAmount: 0 });
    const [refund] = await refundsOfOrder(m, placed._id);
    expect(refund).toMatchObject({ amount: placed.totalPrice, status: "succeeded" });
  });
});
