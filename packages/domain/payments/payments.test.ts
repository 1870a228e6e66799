import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { enqueue } from "#kernel/jobs.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { startTestPayment } from "../../../test/payments.ts";
import { openPayment } from "./payments.api.ts";

let t: TestApp;
let ctx: RequestContext;
beforeAll(async () => {
  t = await startTestApp();
  ctx = { db: t.database.db, user: null, language: "en", country: "eg", services: t.services };
});
afterAll(() => t.close());

const newPayment = (amount: number) => startTestPayment(ctx, amount, "fake");

const post = (body: { headers: Record<string, string>; rawBody: string }) =>
  t.app.inject({
    method: "POST",
    url: "/webhooks/payments/fake",
    headers: body.headers,
    payload: body.rawBody,
  });

const paymentOf = async (id: string) =>
  (await ctx.db.select().from(s.payments).where(eq(s.payments.id, id)))[0]!;

describe("payments (decision 0051)", () => {
  it("opens one attempt per idempotency key", async () => {
    const payment = await newPayment(7_000);
    const again = await openPayment(ctx, {
      orderId: payment.orderId!,
      method: "fake",
      amount: 7_000,
      currency: "EGP",
      idempotencyKey: payment.idempotencyKey,
    });
    expect(again.id).toBe(payment.id);
    expect(payment).toMatchObject({ status: "requires_action", provider: "fake" });
    expect(payment.redirectUrl).toMatch(/^https:\/\/fake\.pay\//);
  });

  it("a notification replayed 10 times changes the payment once", async () => {
    const payment = await newPayment(7_001);
    const event = t.fake.webhook({
      paymentId: payment.id,
      providerRef: payment.providerRef!,
      status: "captured",
      amount: 7_001,
      currency: "EGP",
      source: { type: "card", subType: "visa", pan: "**** 4242" },
    });
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await post(event)).json());
    expect(answers[0]).toEqual({ received: true, outcome: "applied" });
    expect(answers.slice(1).every((a) => a.outcome === "duplicate")).toBe(true);
    expect(await paymentOf(payment.id)).toMatchObject({
      status: "captured",
      capturedAmount: 7_001,
      source: { type: "card", subType: "visa", pan: "**** 4242" },
    });
    const events = await ctx.db
      .select()
      .from(s.paymentEvents)
      .where(eq(s.paymentEvents.paymentId, payment.id));
    expect(events).toHaveLength(1);
    const jobs = await ctx.db.select().from(s.outbox).where(eq(s.outbox.topic, "payments.changed"));
    expect(jobs.filter((j) => (j.payload as { paymentId: string }).paymentId === payment.id)).toHaveLength(2);
  });

  it("refuses a forged or altered notification and stores nothing", async () => {
    const payment = await newPayment(7_002);
    const event = t.fake.webhook({
      paymentId: payment.id,
      providerRef: payment.providerRef!,
      status: "captured",
      amount: 7_002,
      currency: "EGP",
    });
    const altered = { ...event, rawBody: event.rawBody.replace("7002", "1") };
    const unsigned = { headers: { "content-type": "application/json" }, rawBody: event.rawBody };
    expect((await post(altered)).statusCode).toBe(401);
    expect((await post(unsigned)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/webhooks/payments/nobody", payload: "{}" })).statusCode,
    ).toBe(401);
    expect((await paymentOf(payment.id)).status).toBe("requires_action");
    const events = await ctx.db
      .select()
      .from(s.paymentEvents)
      .where(eq(s.paymentEvents.paymentId, payment.id));
    expect(events).toHaveLength(0);
  });

  it("records a notification whose amount or currency differ, and leaves the payment as it was", async () => {
    const payment = await newPayment(7_003);
    const tampered = t.fake.webhook({
      paymentId: payment.id,
      providerRef: payment.providerRef!,
      status: "captured",
      amount: 100,
      currency: "EGP",
    });
    expect((await post(tampered)).json()).toEqual({ received: true, outcome: "rejected" });
    const otherCurrency = t.fake.webhook({
      paymentId: payment.id,
      providerRef: payment.providerRef!,
      status: "captured",
      amount: 7_003,
      currency: "SAR",
    });
    expect((await post(otherCurrency)).json().outcome).toBe("rejected");
    expect((await paymentOf(payment.id)).status).toBe("requires_action");
  });

  it("a refused notification (signed, wrong amount) does not block the genuine one with the same event id", async () => {
    const payment = await newPayment(7_007);
    const base = {
      paymentId: payment.id,
      providerRef: payment.providerRef!,
      status: "captured" as const,
      currency: "EGP",
    };
    const eventId = `ev-${payment.id}`;
    expect((await post(t.fake.webhook({ ...base, amount: 1, eventId }))).json().outcome).toBe("rejected");
    expect((await post(t.fake.webhook({ ...base, amount: 1, eventId }))).json().outcome).toBe("duplicate");
    expect((await post(t.fake.webhook({ ...base, amount: 7_007, eventId }))).json().outcome).toBe("applied");
    expect((await paymentOf(payment.id)).status).toBe("captured");
    const events = await ctx.db
      .select()
      .from(s.paymentEvents)
      .where(eq(s.paymentEvents.paymentId, payment.id));
    expect(events.map((e) => e.outcome).sort()).toEqual(["applied", "rejected"]);
    expect(events.find((e) => e.outcome === "applied")!.eventId).toBe(eventId);
  });

  it("ignores a notification that would go backwards (captured, then declined)", async () => {
    const payment = await newPayment(7_004);
    const base = { paymentId: payment.id, providerRef: payment.providerRef!, amount: 7_004, currency: "EGP" };
    expect((await post(t.fake.webhook({ ...base, status: "captured" }))).json().outcome).toBe("applied");
    expect((await post(t.fake.webhook({ ...base, status: "declined" }))).json().outcome).toBe("ignored");
    expect((await paymentOf(payment.id)).status).toBe("captured");
  });

  it("a notification that never comes: the reconciliation job asks the provider", async () => {
    const payment = await newPayment(7_005);
    t.fake.settle(payment.providerRef!, "captured");
    await enqueue(ctx, "payments.reconcile", { paymentId: payment.id });
    expect(await t.worker.drain()).toBeGreaterThanOrEqual(1);
    expect((await paymentOf(payment.id)).status).toBe("captured");
  });

  it("a declined attempt throws the decline and keeps the attempt's record", async () => {
    t.fake.script.set(7_006, "declined");
    await expect(newPayment(7_006)).rejects.toMatchObject({ code: "PAYMENT_DECLINED", status: 402 });
    const [row] = await ctx.db.select().from(s.payments).where(eq(s.payments.amount, 7_006));
    expect(row).toMatchObject({ status: "declined", reason: "scripted decline" });
  });
});
