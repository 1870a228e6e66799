/**
 * Paying after the order was cancelled (decision 0124): the payment is recorded and refunded
 * automatically, once, however many notifications race; the order stays cancelled and the result
 * page and a mail say the money is coming back. Where the provider can (Fawry), cancelling stops
 * the attempt there.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import { expireUnpaidOrders } from "#domain/orders/orders.api.ts";
import { reconcilePayment } from "#domain/payments/payments.api.ts";
import { stockOf } from "../../../test/checkout-kit.ts";
import {
  CANCEL,
  clientSecretOf,
  type MoneyApp,
  orderRow,
  paymentsOf,
  place,
  RESULT,
  refundsOfOrder,
  settleJobs,
  shopperOf,
  startMoneyApp,
  systemContext,
} from "../../../test/money-kit.ts";
import { call } from "../../../test/test-kit.ts";

let m: MoneyApp;
beforeAll(async () => {
  m = await startMoneyApp();
});
afterAll(() => m.close());

const system = () => systemContext(m);

interface Result {
  status: string;
  trnxStatus: string;
  paymentStatus: string;
  refunds: Array<{ amount: number; status: string }>;
}

describe("a payment that arrives for a cancelled order", () => {
  it("the shopper cancels, then pays on Paymob's open page: recorded, refunded in full, the order stays cancelled", async () => {
    const me = await shopperOf(m);
    const stock = await stockOf(m.t.database.db, m.product.product);
    const placed = await place(m, me, "card");
    expect((await call(m.t, CANCEL, { o: placed._id }, { token: me.token })).status_code).toBe(200);
    await settleJobs(m);
    expect(await stockOf(m.t.database.db, m.product.product)).toBe(stock);
    // the page was still open: the shopper pays
    await m.paymob.complete(clientSecretOf(placed), "success");
    const [payment] = await paymentsOf(m, placed._id);
    expect(payment).toMatchObject({ status: "captured", capturedAmount: placed.totalPrice });
    await settleJobs(m);
    const refunds = await refundsOfOrder(m, placed._id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: placed.totalPrice,
      status: "succeeded",
      cause: "paid_after_cancel",
    });
    expect((await orderRow(m, placed._id)).status).toBe("cancelled");
    // the result page: cancelled, paid, refunded (never "confirmed")
    const result = await call<Result>(m.t, RESULT, { o: placed._id }, { token: me.token });
    expect(result.data).toMatchObject({
      status: "cancelled",
      refunds: [{ amount: placed.totalPrice, status: "succeeded" }],
    });
    // and a mail
    const mails = m.mails.filter((x) => x.to === me.email && /refund/i.test(x.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/after .*cancelled/i);
  });

  it("the expiry cancelled it, the shopper paid anyway and the notification was lost: the result page finds it and it is refunded", async () => {
    const me = await shopperOf(m);
    const placed = await place(m, me, "card");
    const at = new Date(Date.now() + 61 * 60_000);
    m.t.services.clock = { now: () => at };
    try {
      await expireUnpaidOrders(system());
    } finally {
      m.t.services.clock = { now: () => new Date() };
    }
    expect((await orderRow(m, placed._id)).status).toBe("cancelled");
    await m.paymob.complete(clientSecretOf(placed), "success", { notify: false });
    const result = await call<Result>(m.t, RESULT, { o: placed._id }, { token: me.token });
    expect(result.data).toMatchObject({ status: "cancelled", trnxStatus: "success" });
    await settleJobs(m);
    expect(await refundsOfOrder(m, placed._id)).toEqual([
      expect.objectContaining({ amount: placed.totalPrice, status: "succeeded" }),
    ]);
  });

  it("two notifications and a reconciliation at once for a cancelled order refund it once", async () => {
    const me = await shopperOf(m);
    const placed = await place(m, me, "fake");
    expect((await call(m.t, CANCEL, { o: placed._id }, { token: me.token })).status_code).toBe(200);
    await settleJobs(m);
    const [payment] = await paymentsOf(m, placed._id);
    const base = {
      paymentId: payment!.id,
      providerRef: payment!.providerRef!,
      status: "captured" as const,
      amount: payment!.amount,
      currency: "EGP",
    };
    m.t.fake.settle(payment!.providerRef!, "captured");
    const calls = m.t.fake.calls.length;
    const post = (e: { headers: Record<string, string>; rawBody: string }) =>
      m.t.app.inject({
        method: "POST",
        url: "/webhooks/payments/fake",
        headers: e.headers,
        payload: e.rawBody,
      });
    await Promise.all([
      post(m.t.fake.webhook({ ...base, eventId: `a-${payment!.id}` })),
      post(m.t.fake.webhook({ ...base, eventId: `b-${payment!.id}` })),
      reconcilePayment(system(), payment!.id),
      settleJobs(m),
    ]);
    await Promise.all([settleJobs(m), settleJobs(m)]);
    await m.t.database.db
      .update(s.outbox)
      .set({ availableAt: new Date() })
      .where(eq(s.outbox.topic, "payments.refund"));
    await settleJobs(m);
    const refunds = await refundsOfOrder(m, placed._id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: payment!.amount, status: "succeeded" });
    expect(m.t.fake.calls.slice(calls).filter((c) => c.op === "refund")).toHaveLength(1);
    expect((await orderRow(m, placed._id)).status).toBe("cancelled");
  });

  it("a cancellation and the payment's notification at the same moment: refunded once, whichever comes first", async () => {
    for (let round = 0; round < 4; round++) {
      const me = await shopperOf(m);
      const placed = await place(m, me, "fake");
      const [payment] = await paymentsOf(m, placed._id);
      m.t.fake.settle(payment!.providerRef!, "captured");
      const event = m.t.fake.webhook({
        paymentId: payment!.id,
        providerRef: payment!.providerRef!,
        status: "captured",
        amount: payment!.amount,
        currency: "EGP",
      });
      const [cancelled] = await Promise.all([
        call(m.t, CANCEL, { o: placed._id }, { token: me.token }),
        m.t.app.inject({
          method: "POST",
          url: "/webhooks/payments/fake",
          headers: event.headers,
          payload: event.rawBody,
        }),
      ]);
      expect(cancelled.status_code).toBe(200);
      await settleJobs(m);
      expect((await orderRow(m, placed._id)).status).toBe("cancelled");
      expect(await refundsOfOrder(m, placed._id)).toEqual([
        expect.objectContaining({ amount: payment!.amount, status: "succeeded" }),
      ]);
    }
  });
});

describe("cancelling stops the attempt at the provider where it can", () => {
  it("Fawry: the unpaid reference is cancelled at Fawry and can no longer be paid", async () => {
    const me = await shopperOf(m);
    const placed = await place(m, me, "fawry");
    expect(placed.reference).toMatch(/^\d+$/);
    expect((await call(m.t, CANCEL, { o: placed._id }, { token: me.token })).status_code).toBe(200);
    await settleJobs(m);
    expect((await paymentsOf(m, placed._id))[0]!.status).toBe("cancelled");
    await expect(m.fawry.settle(placed.reference!, "PAID")).rejects.toThrow(/cancel/i);
  });

  it("Fawry: a reference paid just before the cancellation reached Fawry is recorded and refunded", async () => {
    const me = await shopperOf(m);
    const placed = await place(m, me, "fawry");
    await m.fawry.settle(placed.reference!, "PAID", { notify: false });
    expect((await call(m.t, CANCEL, { o: placed._id }, { token: me.token })).status_code).toBe(200);
    await settleJobs(m);
    expect((await paymentsOf(m, placed._id))[0]!.status).toBe("refunded");
    expect(await refundsOfOrder(m, placed._id)).toEqual([
      expect.objectContaining({ amount: placed.totalPrice, status: "succeeded" }),
    ]);
  });
});
