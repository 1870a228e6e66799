import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { enqueue } from "#kernel/jobs.ts";
import { startTestApp, type TestApp } from "../../../../test/app.ts";
import { startTestPayment } from "../../../../test/payments.ts";
import { createFawrySandbox } from "../sandbox/fawry-sandbox.ts";
import { createFawryProvider, notificationSignature } from "./fawry.provider.ts";

const keys = { merchantCode: "mc_test", secureKey: "secure_test" };
let t: TestApp;
let ctx: RequestContext;
let sandbox: ReturnType<typeof createFawrySandbox>;
const post = (body: string) =>
  t.app.inject({
    method: "POST",
    url: "/webhooks/payments/fawry",
    payload: body,
    headers: { "content-type": "application/json" },
  });

beforeAll(async () => {
  sandbox = createFawrySandbox({ ...keys, notify: async (body) => void (await post(body)) });
  const baseUrl = await sandbox.listen();
  t = await startTestApp({ providers: [createFawryProvider({ ...keys, baseUrl, expiryHours: 48 })] });
  ctx = { db: t.database.db, user: null, language: "ar", country: "eg", services: t.services };
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

const start = (amount: number) => startTestPayment(ctx, amount, "fawry");
const statusOf = async (id: string) =>
  (await ctx.db.select().from(s.payments).where(eq(s.payments.id, id)))[0]!.status;

describe("Fawry reference code", () => {
  it("a signed charge request answers a reference with its expiry; paying it settles the order once", async () => {
    const payment = await start(58_050);
    expect(payment).toMatchObject({ status: "pending", reference: payment.providerRef });
    expect(payment.reference).toMatch(/^\d{10}$/);
    expect(payment.referenceExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    const body = await sandbox.settle(payment.reference!, "PAID");
    expect(await statusOf(payment.id)).toBe("captured");
    for (let i = 0; i < 10; i++) expect((await post(body)).json().outcome).toBe("duplicate");
  });

  it("an expired code declines the attempt", async () => {
    const payment = await start(58_051);
    await sandbox.settle(payment.reference!, "EXPIRED");
    expect(await statusOf(payment.id)).toBe("declined");
  });

  it("refuses a notification whose signature does not match, and one with another amount", async () => {
    const payment = await start(58_052);
    const real = JSON.parse(await sandbox.settle(payment.reference!, "PAID", { notify: false }));
    expect((await post(JSON.stringify({ ...real, orderAmount: 1, paymentAmount: 1 }))).statusCode).toBe(401);
    expect((await post(JSON.stringify({ ...real, messageSignature: undefined }))).statusCode).toBe(401);
    expect(await statusOf(payment.id)).toBe("pending");
  });

  it("a correctly signed PAID notification with another amount is refused and does not block the genuine one", async () => {
    const payment = await start(58_055);
    const real = JSON.parse(await sandbox.settle(payment.reference!, "PAID", { notify: false }));
    const cheap = { ...real, orderAmount: 1, paymentAmount: 1 };
    cheap.messageSignature = notificationSignature(cheap, keys.secureKey);
    expect((await post(JSON.stringify(cheap))).json().outcome).toBe("rejected");
    expect(await statusOf(payment.id)).toBe("pending");
    expect((await post(JSON.stringify(real))).json().outcome).toBe("applied");
    expect(await statusOf(payment.id)).toBe("captured");
  });

  it("refunds a paid reference in part with a signed refund request; more than is left fails", async () => {
    const payment = await start(58_054);
    await sandbox.settle(payment.reference!, "PAID");
    const fawry = t.services.payments.get("fawry")!;
    const [row] = await ctx.db.select().from(s.payments).where(eq(s.payments.id, payment.id));
    expect(await fawry.refund!(row!, 8_054, "rf-fawry-1")).toMatchObject({ status: "succeeded" });
    expect(await fawry.refund!(row!, 50_001, "rf-fawry-2")).toMatchObject({
      status: "failed",
      reason: expect.stringContaining("9954"),
    });
    expect(await fawry.refund!(row!, 50_000, "rf-fawry-3")).toMatchObject({ status: "succeeded" });
  });

  it("reconciles with the payment-status call when no notification came", async () => {
    const payment = await start(58_053);
    await sandbox.settle(payment.reference!, "PAID", { notify: false });
    await enqueue(ctx, "payments.reconcile", { paymentId: payment.id });
    await t.worker.drain();
    expect(await statusOf(payment.id)).toBe("captured");
  });
});
