import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { enqueue } from "#kernel/jobs.ts";
import { startTestApp, type TestApp } from "../../../../test/app.ts";
import { startTestPayment } from "../../../../test/payments.ts";
import { createPaymobSandbox } from "../sandbox/paymob-sandbox.ts";
import { paymobHmac, processedString } from "./paymob.hmac.ts";
import { createPaymobProvider } from "./paymob.provider.ts";

const keys = {
  secretKey: "sk_test_1",
  publicKey: "pk_test_1",
  hmacSecret: "hmac_test_1",
  apiKey: "api_test_1",
};
let t: TestApp;
let ctx: RequestContext;
let sandbox: ReturnType<typeof createPaymobSandbox>;
const delivered: number[] = [];

beforeAll(async () => {
  sandbox = createPaymobSandbox({
    ...keys,
    integrations: [111, 222],
    deliver: async (url, init) => {
      const u = new URL(url);
      const response = await t.app.inject({
        method: "POST",
        url: `${u.pathname}${u.search}`,
        headers: init.headers,
        payload: init.body,
      });
      delivered.push(response.statusCode);
    },
  });
  const baseUrl = await sandbox.listen();
  const paymob = createPaymobProvider({
    ...keys,
    baseUrl,
    currency: "EGP",
    country: "eg",
    integrations: { card: 111, valu: 222 },
  });
  t = await startTestApp({ providers: [paymob] });
  ctx = { db: t.database.db, user: null, language: "ar", country: "eg", services: t.services };
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

async function start(amount: number, method = "card") {
  const payment = await startTestPayment(ctx, amount, method);
  const clientSecret = new URL(payment.redirectUrl!).searchParams.get("clientSecret")!;
  return { payment, clientSecret };
}

const statusOf = async (id: string) =>
  (await ctx.db.select().from(s.payments).where(eq(s.payments.id, id)))[0]!.status;

describe("Paymob", () => {
  it("creates an intention and sends the shopper to the unified checkout", async () => {
    const { payment } = await start(150_000);
    expect(payment.status).toBe("requires_action");
    expect(payment.redirectUrl).toMatch(
      /\/unifiedcheckout\/\?publicKey=pk_test_1&clientSecret=egy_csk_test_/,
    );
    const page = await fetch(payment.redirectUrl!);
    expect(await page.text()).toContain("no real payment is made");
  });

  it("a paid card: the processed callback captures it, ten replays change nothing", async () => {
    const { payment, clientSecret } = await start(150_001);
    const done = await sandbox.complete(clientSecret, "success");
    expect(await statusOf(payment.id)).toBe("captured");
    const { body, hmac } = sandbox.signed(done.transaction);
    for (let i = 0; i < 10; i++) {
      const r = await t.app.inject({
        method: "POST",
        url: `/webhooks/payments/paymob?hmac=${hmac}`,
        payload: body,
        headers: { "content-type": "application/json" },
      });
      expect(r.json().outcome).toBe("duplicate");
    }
    const [row] = await ctx.db.select().from(s.payments).where(eq(s.payments.id, payment.id));
    expect(row!.source).toEqual({ type: "card", subType: "MasterCard", pan: "2346" });
  });

  it("the response callback (GET, the shopper's redirect) is verified the same way", async () => {
    const { payment, clientSecret } = await start(150_002);
    const done = await sandbox.complete(clientSecret, "declined", { notify: false });
    const back = new URL(done.redirect);
    const ok = await t.app.inject({ method: "GET", url: `/webhooks/payments/paymob${back.search}` });
    expect(ok.json().outcome).toBe("applied");
    expect(await statusOf(payment.id)).toBe("declined");
    back.searchParams.set("amount_cents", "1");
    const forged = await t.app.inject({ method: "GET", url: `/webhooks/payments/paymob${back.search}` });
    expect(forged.statusCode).toBe(401);
  });

  it("refuses forged callbacks and records a tampered amount without applying it", async () => {
    const { payment, clientSecret } = await start(150_003);
    const done = await sandbox.complete(clientSecret, "pending");
    expect(await statusOf(payment.id)).toBe("pending");
    const paid = { ...done.transaction, id: 77, pending: false, success: true };
    const forged = await t.app.inject({
      method: "POST",
      url: `/webhooks/payments/paymob?hmac=${"0".repeat(128)}`,
      payload: JSON.stringify({ type: "TRANSACTION", obj: paid }),
    });
    expect(forged.statusCode).toBe(401);
    // signed with the right secret but for another amount: stored as rejected, never applied
    const cheap = { ...paid, amount_cents: 100 };
    const signed = await t.app.inject({
      method: "POST",
      url: `/webhooks/payments/paymob?hmac=${paymobHmac(keys.hmacSecret, processedString(cheap))}`,
      payload: JSON.stringify({ type: "TRANSACTION", obj: cheap }),
    });
    expect(signed.json().outcome).toBe("rejected");
    expect(await statusOf(payment.id)).toBe("pending");
  });

  it("refunds part of a paid card through void_refund/refund; more than is left is a failed refund", async () => {
    const { payment, clientSecret } = await start(150_005);
    await sandbox.complete(clientSecret, "success");
    const [row] = await ctx.db.select().from(s.payments).where(eq(s.payments.id, payment.id));
    const paymob = t.services.payments.get("paymob")!;
    const part = await paymob.refund!(row!, 50_000, "rf-paymob-1");
    expect(part).toMatchObject({ status: "succeeded", providerRef: expect.stringMatching(/^\d+$/) });
    expect(await paymob.refund!(row!, 100_006, "rf-paymob-2")).toMatchObject({
      status: "failed",
      reason: expect.stringContaining("exceeds"),
    });
    expect(await paymob.refund!(row!, 100_005, "rf-paymob-3")).toMatchObject({ status: "succeeded" });
  });

  it("a callback that never arrives: reconciliation asks Paymob", async () => {
    const { payment, clientSecret } = await start(150_004, "valu");
    await sandbox.complete(clientSecret, "success", { notify: false });
    await enqueue(ctx, "payments.reconcile", { paymentId: payment.id });
    await t.worker.drain();
    expect(await statusOf(payment.id)).toBe("captured");
  });
});
