/**
 * A lost notification (decision 0125): reconciliation is queued with each attempt and asked before
 * any expiry, so a paid order is confirmed, never cancelled; a status answer is checked against the
 * attempt (reference, amount, currency) as a notification is, and a mismatch changes nothing.
 */
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import { expireUnpaidOrders } from "#domain/orders/orders.api.ts";
import { reconcilePayment } from "#domain/payments/payments.api.ts";
import { stockOf } from "../../../test/checkout-kit.ts";
import {
  clientSecretOf,
  type MoneyApp,
  orderRow,
  paymentsOf,
  place,
  settleJobs,
  shopperOf,
  startMoneyApp,
  systemContext,
} from "../../../test/money-kit.ts";

let m: MoneyApp;
beforeAll(async () => {
  m = await startMoneyApp();
});
afterAll(() => m.close());

const system = () => systemContext(m);

/** Runs the expiry as if `minutes` had passed. */
async function expireAfter(minutes: number) {
  const at = new Date(Date.now() + minutes * 60_000);
  m.t.services.clock = { now: () => at };
  try {
    return await expireUnpaidOrders(system());
  } finally {
    m.t.services.clock = { now: () => new Date() };
  }
}

describe("a paid order whose notification was lost", () => {
  it("queues reconciliation when the attempt starts: 10 minutes on and before the expiry", async () => {
    const me = await shopperOf(m);
    const placed = await place(m, me, "card");
    const [payment] = await paymentsOf(m, placed._id);
    const jobs = await m.t.database.db
      .select()
      .from(s.outbox)
      .where(and(eq(s.outbox.topic, "payments.reconcile"), like(s.outbox.key, `reconcile:${payment!.id}:%`)));
    const minutes = jobs
      .map((j) => Math.round((j.availableAt.getTime() - payment!.createdAt.getTime()) / 60_000))
      .sort((a, b) => a - b);
    expect(minutes).toEqual([10, 55]);
    // run them now: the provider is asked and the paid order confirmed
    await m.paymob.complete(clientSecretOf(placed), "success", { notify: false });
    await m.t.database.db
      .update(s.outbox)
      .set({ availableAt: new Date() })
      .where(like(s.outbox.key, `reconcile:${payment!.id}:%`));
    await settleJobs(m);
    expect((await orderRow(m, placed._id)).status).toBe("confirmed");
  });

  it("the expiry asks the provider first: a paid order is confirmed, never cancelled, its stock kept", async () => {
    const me = await shopperOf(m);
    const placed = await place(m, me, "card");
    const stock = await stockOf(m.t.database.db, m.product.product);
    await m.paymob.complete(clientSecretOf(placed), "success", { notify: false });
    await expireAfter(61);
    expect((await orderRow(m, placed._id)).status).toBe("confirmed");
    expect(await stockOf(m.t.database.db, m.product.product)).toBe(stock);
    expect((await paymentsOf(m, placed._id))[0]!.status).toBe("captured");
  });

  it("an unpaid Paymob intention (the inquiry finds no transaction) still expires", async () => {
    const me = await shopperOf(m);
    const placed = await place(m, me, "card");
    await expireAfter(61);
    expect((await orderRow(m, placed._id)).status).toBe("cancelled");
  });
});

describe("the status read checks what it is told", () => {
  async function fakeAttempt() {
    const me = await shopperOf(m);
    const placed = await place(m, me, "fake");
    return (await paymentsOf(m, placed._id))[0]!;
  }
  const eventsOf = (id: string) =>
    m.t.database.db.select().from(s.paymentEvents).where(eq(s.paymentEvents.paymentId, id));

  it("another amount, another currency or another reference changes nothing and is recorded as rejected", async () => {
    for (const wrong of [{ amount: 100 }, { currency: "SAR" }, { providerRef: "fk_someone_else" }]) {
      const payment = await fakeAttempt();
      m.t.fake.settle(payment.providerRef!, "captured", wrong);
      expect(await reconcilePayment(system(), payment.id)).toBe("requires_action");
      expect((await paymentsOf(m, payment.orderId!))[0]!.status).toBe("requires_action");
      const events = await eventsOf(payment.id);
      expect(events.map((e) => e.outcome)).toEqual(["rejected"]);
      // asked again with the same answer: still one record
      await reconcilePayment(system(), payment.id);
      expect(await eventsOf(payment.id)).toHaveLength(1);
    }
  });

  it("the matching answer applies", async () => {
    const payment = await fakeAttempt();
    m.t.fake.settle(payment.providerRef!, "captured");
    expect(await reconcilePayment(system(), payment.id)).toBe("captured");
  });
});
