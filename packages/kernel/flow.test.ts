/**
 * The flow runner (decision 0050) with a small order flow made of real tables: stock, a coupon, a
 * wallet, an order and a payment through the fake provider. Each step is made to fail in turn;
 * every failure must leave no trace.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import { cancelPayment, initiatePayment, openPayment } from "#domain/payments/payments.api.ts";
import { startTestApp, type TestApp } from "../../test/app.ts";
import type { RequestContext } from "./context.ts";
import { DomainError } from "./errors.ts";
import { flow, resumeStaleFlows } from "./flow.ts";

interface Input {
  key: string;
  productId: string;
  couponId: string;
  userId: string;
  quantity: number;
  amount: number;
  failAt?: string;
}
type State = { input: Input; orderId?: string; paymentId?: string; status?: string };

const failIf = (state: State, step: string) => {
  if (state.input.failAt === step) throw new DomainError("INTERNAL", 500);
};

let remoteGate: Promise<void> | null = null;

const placeOrder = flow<Input, State, { orderId: string; status: string }>("test-place-order", {
  key: (input) => input.key,
  local: [
    {
      name: "reserve-stock",
      async run(ctx, st) {
        const rows = await ctx.db
          .update(s.products)
          .set({ availableEdition: sql`${s.products.availableEdition} - ${st.input.quantity}` })
          .where(
            and(
              eq(s.products.id, st.input.productId),
              sql`${s.products.availableEdition} >= ${st.input.quantity}`,
            ),
          )
          .returning({ id: s.products.id });
        if (!rows.length) throw new DomainError("INTERNAL", 409);
        failIf(st, "reserve-stock");
      },
    },
    {
      name: "redeem-coupon",
      async run(ctx, st) {
        await ctx.db
          .update(s.coupons)
          .set({ availableSales: sql`${s.coupons.availableSales} - 1` })
          .where(eq(s.coupons.id, st.input.couponId));
        failIf(st, "redeem-coupon");
      },
    },
    {
      name: "debit-wallet",
      async run(ctx, st) {
        await ctx.db
          .update(s.users)
          .set({ wallet: sql`${s.users.wallet} - 100` })
          .where(eq(s.users.id, st.input.userId));
        failIf(st, "debit-wallet");
      },
    },
    {
      name: "create-order",
      async run(ctx, st) {
        const [order] = await ctx.db
          .insert(s.orders)
          .values({
            orderId: `T-${randomUUID().slice(0, 8)}`,
            userId: st.input.userId,
            shippingAddress: {},
            orderedFrom: "eg",
            currency: "EGP",
            paymentMethod: "fake",
            subtotal: st.input.amount,
            totalPrice: st.input.amount,
          })
          .returning({ id: s.orders.id });
        st.orderId = order!.id;
        failIf(st, "create-order");
      },
    },
    {
      name: "open-payment",
      async run(ctx, st) {
        const payment = await openPayment(ctx, {
          orderId: st.orderId!,
          method: "fake",
          amount: st.input.amount,
          currency: "EGP",
          idempotencyKey: `pay-${st.input.key}`,
        });
        st.paymentId = payment.id;
        failIf(st, "open-payment");
      },
    },
  ],
  remote: [
    {
      name: "authorize",
      async run(ctx, st) {
        if (remoteGate) await remoteGate;
        const payment = await initiatePayment(ctx, st.paymentId!, {
          orderNumber: st.orderId!,
          country: "eg",
          customer: { name: "Test", email: "t@example.com", phone: "0100000000" },
          returnUrl: "http://localhost/return",
          webhookUrl: "http://localhost/webhook",
        });
        st.status = payment.status;
      },
      async compensate(ctx, st) {
        await cancelPayment(ctx, st.paymentId!);
      },
    },
  ],
  async compensateLocal(ctx, st) {
    await ctx.db
      .update(s.products)
      .set({ availableEdition: sql`${s.products.availableEdition} + ${st.input.quantity}` })
      .where(eq(s.products.id, st.input.productId));
    await ctx.db
      .update(s.coupons)
      .set({ availableSales: sql`${s.coupons.availableSales} + 1` })
      .where(eq(s.coupons.id, st.input.couponId));
    await ctx.db
      .update(s.users)
      .set({ wallet: sql`${s.users.wallet} + 100` })
      .where(eq(s.users.id, st.input.userId));
    if (st.paymentId)
      await ctx.db.update(s.payments).set({ orderId: null }).where(eq(s.payments.id, st.paymentId));
    if (st.orderId) await ctx.db.delete(s.orders).where(eq(s.orders.id, st.orderId));
  },
  result: (st) => ({ orderId: st.orderId!, status: st.status! }),
});

let t: TestApp;
let ctx: RequestContext;
let base: Omit<Input, "key" | "amount">;

async function snapshot() {
  const [product] = await ctx.db.select().from(s.products).where(eq(s.products.id, base.productId));
  const [coupon] = await ctx.db.select().from(s.coupons).where(eq(s.coupons.id, base.couponId));
  const [user] = await ctx.db.select().from(s.users).where(eq(s.users.id, base.userId));
  const orders = await ctx.db
    .select({ id: s.orders.id })
    .from(s.orders)
    .where(eq(s.orders.userId, base.userId));
  const live = await ctx.db
    .select({ id: s.payments.id })
    .from(s.payments)
    .where(sql`${s.payments.orderId} is not null and ${s.payments.status} <> 'cancelled'`);
  return {
    stock: product!.availableEdition,
    sales: coupon!.availableSales,
    wallet: user!.wallet,
    orders: orders.length,
    livePayments: live.length,
  };
}

beforeAll(async () => {
  t = await startTestApp();
  ctx = { db: t.database.db, user: null, language: "en", country: "eg", services: t.services };
  const [product] = await ctx.db
    .select()
    .from(s.products)
    .where(sql`${s.products.availableEdition} >= 5`)
    .limit(1);
  const [coupon] = await ctx.db
    .insert(s.coupons)
    .values({
      code: `FLOW${Date.now()}`,
      title: "Flow test",
      availableSales: 10,
      startDate: new Date(Date.now() - 86_400_000),
      endDate: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const [user] = await ctx.db
    .update(s.users)
    .set({ wallet: 1000 })
    .where(eq(s.users.email, "customer@manzil.test"))
    .returning();
  base = { productId: product!.id, couponId: coupon!.id, userId: user!.id, quantity: 2 };
});
afterAll(() => t.close());

describe("flows (decision 0050)", () => {
  it("runs local steps in one transaction and a remote step after; a repeat answers the same", async () => {
    const before = await snapshot();
    const input = { ...base, key: randomUUID(), amount: 5_000 };
    const first = await placeOrder.run(ctx, input);
    expect(first.status).toBe("requires_action");
    const again = await placeOrder.run(ctx, input);
    expect(again).toEqual(first);
    const after = await snapshot();
    expect(after).toEqual({
      stock: before.stock - 2,
      sales: before.sales - 1,
      wallet: before.wallet - 100,
      orders: before.orders + 1,
      livePayments: before.livePayments + 1,
    });
    expect(t.fake.calls.filter((c) => c.op === "initiate" && c.amount === 5_000)).toHaveLength(1);
  });

  for (const step of ["reserve-stock", "redeem-coupon", "debit-wallet", "create-order", "open-payment"]) {
    it(`a failure in ${step} leaves no trace`, async () => {
      const before = await snapshot();
      const input = { ...base, key: randomUUID(), amount: 5_001, failAt: step };
      await expect(placeOrder.run(ctx, input)).rejects.toBeInstanceOf(DomainError);
      expect(await snapshot()).toEqual(before);
      const runs = await ctx.db.select().from(s.flowRuns).where(eq(s.flowRuns.key, input.key));
      expect(runs).toHaveLength(0);
      // the same key may be tried again once the problem is gone
      const retried = await placeOrder.run(ctx, { ...input, failAt: undefined });
      expect(retried.status).toBe("requires_action");
    });
  }

  it("a declined payment is compensated: stock, coupon, wallet and order are as before", async () => {
    t.fake.script.set(5_002, "declined");
    const before = await snapshot();
    const input = { ...base, key: randomUUID(), amount: 5_002 };
    await expect(placeOrder.run(ctx, input)).rejects.toMatchObject({ code: "PAYMENT_DECLINED" });
    expect(await snapshot()).toEqual(before);
    const [run] = await ctx.db.select().from(s.flowRuns).where(eq(s.flowRuns.key, input.key));
    expect(run).toMatchObject({ status: "failed", error: "PAYMENT_DECLINED" });
    // a repeat answers the same failure, without a second charge
    await expect(placeOrder.run(ctx, input)).rejects.toMatchObject({ code: "PAYMENT_DECLINED" });
    expect(t.fake.calls.filter((c) => c.op === "initiate" && c.amount === 5_002)).toHaveLength(1);
  });

  it("a provider that cannot be reached is compensated too", async () => {
    t.fake.script.set(5_003, "error");
    const before = await snapshot();
    await expect(placeOrder.run(ctx, { ...base, key: randomUUID(), amount: 5_003 })).rejects.toMatchObject({
      code: "PAYMENT_PROVIDER_ERROR",
    });
    expect(await snapshot()).toEqual(before);
  });

  it("concurrent calls with one key make one order and one charge", async () => {
    const before = await snapshot();
    const input = { ...base, key: randomUUID(), amount: 5_004 };
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => placeOrder.run(ctx, input)));
    const ok = results.filter((r) => r.status === "fulfilled").map((r) => r.value);
    const refused = results.filter((r) => r.status === "rejected").map((r) => (r.reason as DomainError).code);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.orderId)).size).toBe(1);
    expect(refused.every((c) => c === "FLOW_IN_PROGRESS")).toBe(true);
    expect((await snapshot()).orders).toBe(before.orders + 1);
    expect(t.fake.calls.filter((c) => c.op === "initiate" && c.amount === 5_004)).toHaveLength(1);
  });

  it("a run a crash left after its local steps is resumed from the record", async () => {
    let open!: () => void;
    remoteGate = new Promise((resolve) => {
      open = resolve;
    });
    const input = { ...base, key: randomUUID(), amount: 5_005 };
    const abandoned = placeOrder.run(ctx, input).catch(() => null);
    let run: typeof s.flowRuns.$inferSelect | undefined;
    while (!run) {
      [run] = await ctx.db.select().from(s.flowRuns).where(eq(s.flowRuns.key, input.key));
      await new Promise((r) => setImmediate(r));
    }
    expect(run.status).toBe("running");
    await expect(placeOrder.run(ctx, input)).rejects.toMatchObject({ code: "FLOW_IN_PROGRESS" });
    remoteGate = null; // "another process" resumes the run; the first one never comes back
    expect(await resumeStaleFlows(ctx, 60)).toBe(0); // not stale yet
    await ctx.db
      .update(s.flowRuns)
      .set({ updatedAt: new Date(Date.now() - 120_000) })
      .where(eq(s.flowRuns.id, run.id));
    expect(await resumeStaleFlows(ctx, 60)).toBe(1);
    const [done] = await ctx.db.select().from(s.flowRuns).where(eq(s.flowRuns.id, run.id));
    expect(done!.status).toBe("done");
    open();
    await abandoned;
  });

  it("a run a killed process left 45 seconds ago is resumed by default, once, by two workers at once (decision 0126)", async () => {
    let open!: () => void;
    remoteGate = new Promise((resolve) => {
      open = resolve;
    });
    const input = { ...base, key: randomUUID(), amount: 5_006 };
    const abandoned = placeOrder.run(ctx, input).catch(() => null);
    let run: typeof s.flowRuns.$inferSelect | undefined;
    while (!run) {
      [run] = await ctx.db.select().from(s.flowRuns).where(eq(s.flowRuns.key, input.key));
      await new Promise((r) => setImmediate(r));
    }
    remoteGate = null;
    await ctx.db
      .update(s.flowRuns)
      .set({ updatedAt: new Date(Date.now() - 45_000) })
      .where(eq(s.flowRuns.id, run.id));
    const [a, b] = await Promise.all([resumeStaleFlows(ctx), resumeStaleFlows(ctx)]);
    expect(a + b).toBe(1);
    const [done] = await ctx.db.select().from(s.flowRuns).where(eq(s.flowRuns.id, run.id));
    expect(done!.status).toBe("done");
    expect(t.fake.calls.filter((c) => c.op === "initiate" && c.amount === 5_006)).toHaveLength(1);
    open();
    await abandoned;
  });
});
