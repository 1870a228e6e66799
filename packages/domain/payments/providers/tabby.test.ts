/** The Tabby adapter against a loopback server that follows Tabby's published API. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { enqueue } from "#kernel/jobs.ts";
import { startTestApp, type TestApp } from "../../../../test/app.ts";
import { startTestPayment } from "../../../../test/payments.ts";
import { capturePayment } from "../payments.api.ts";
import { createTabbySandbox } from "../sandbox/tabby-sandbox.ts";
import { createTabbyProvider } from "./tabby.provider.ts";

const keys = {
  secretKey: "sk_test_tabby",
  merchantCode: "manzil_sa",
  webhookHeader: "X-Manzil-Tabby",
  webhookSecret: "whsec_test_1",
};
let t: TestApp;
let ctx: RequestContext;
let sandbox: ReturnType<typeof createTabbySandbox>;
const post = (body: string, headers: Record<string, string>) =>
  t.app.inject({ method: "POST", url: "/webhooks/payments/tabby", payload: body, headers });

beforeAll(async () => {
  sandbox = createTabbySandbox({
    ...keys,
    notify: async (body, headers) => void (await post(body, headers)),
  });
  const baseUrl = await sandbox.listen();
  t = await startTestApp({ providers: [createTabbyProvider({ ...keys, baseUrl })] });
  ctx = { db: t.database.db, user: null, language: "ar", country: "sa", services: t.services };
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

const start = (amount: number) => startTestPayment(ctx, amount, "tabby", { country: "sa", currency: "SAR" });
const rowOf = async (id: string) => (await ctx.db.select().from(s.payments).where(eq(s.payments.id, id)))[0]!;

describe("Tabby", () => {
  it("a checkout session sends the shopper to Tabby; the webhook authorizes; capture closes it", async () => {
    const payment = await start(171_000);
    expect(payment.status).toBe("requires_action");
    expect(await (await fetch(payment.redirectUrl!)).text()).toContain("no real payment is made");
    await sandbox.decide(payment.providerRef!, "authorized");
    expect((await rowOf(payment.id)).status).toBe("authorized");
    const replay = await sandbox.body(payment.providerRef!);
    for (let i = 0; i < 5; i++)
      expect(
        (await post(replay, { [keys.webhookHeader.toLowerCase()]: keys.webhookSecret })).json().outcome,
      ).toBe("duplicate");
    expect(await capturePayment(ctx, payment.orderId!)).toBe("captured");
    expect(await rowOf(payment.id)).toMatchObject({ status: "captured", capturedAmount: 171_000 });
    // refunds (decision 0115): in part, then more than is left is refused by Tabby
    const tabby = t.services.payments.get("tabby")!;
    expect(await tabby.refund!(await rowOf(payment.id), 71_000, "rf-tabby-1")).toMatchObject({
      status: "succeeded",
    });
    expect(await tabby.refund!(await rowOf(payment.id), 100_001, "rf-tabby-2")).toMatchObject({
      status: "failed",
    });
  });

  it("a rejected shopper declines the attempt", async () => {
    const payment = await start(171_001);
    await sandbox.decide(payment.providerRef!, "rejected");
    expect((await rowOf(payment.id)).status).toBe("declined");
  });

  it("refuses a webhook without the registered header, or with another value", async () => {
    const payment = await start(171_002);
    await sandbox.decide(payment.providerRef!, "authorized", { notify: false });
    const body = await sandbox.body(payment.providerRef!);
    expect((await post(body, {})).statusCode).toBe(401);
    expect((await post(body, { [keys.webhookHeader.toLowerCase()]: "whsec_test_2" })).statusCode).toBe(401);
    expect((await rowOf(payment.id)).status).toBe("requires_action");
    // a missed webhook: reconciliation retrieves the payment
    await enqueue(ctx, "payments.reconcile", { paymentId: payment.id });
    await t.worker.drain();
    expect((await rowOf(payment.id)).status).toBe("authorized");
  });
});
