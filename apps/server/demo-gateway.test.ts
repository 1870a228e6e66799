/**
 * The demo's test gateway with two copies of the site on one database (decision 0129): each copy
 * starts its own gateway, as `npm start` does behind the documented nginx, and every callback is
 * delivered to the *other* copy. Attempts started on one copy verify and apply on the other; the
 * gateway's numbers never collide; a restarted copy keeps the keys and the attempts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import { reconcilePayment } from "#domain/payments/payments.api.ts";
import type { RequestContext } from "#kernel/context.ts";
import { startTestApp, type TestApp } from "../../test/app.ts";
import { openTestDatabase } from "../../test/database.ts";
import { startTestPayment } from "../../test/payments.ts";
import { loadConfig } from "./config.ts";
import { type DemoGateway, startDemoGateway } from "./demo-gateway.ts";

type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;
interface Copy {
  t: TestApp;
  gateway: DemoGateway;
  ctx: RequestContext;
}

const dataDir = mkdtempSync(join(tmpdir(), "manzil-gateway-"));
const gatewayConfig = loadConfig({
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  SEED_DEMO: "true",
  LOG_LEVEL: "silent",
});
let database: TestDatabase;
let a: Copy;
let b: Copy;
/** Which app a gateway's callbacks reach: the other copy's, as nginx sends half of them. */
const otherOf = new Map<DemoGateway, () => TestApp>();

async function gatewayFor(other: () => TestApp): Promise<DemoGateway> {
  let gateway: DemoGateway | null = null;
  gateway = await startDemoGateway(gatewayConfig, database, {
    deliver: async (url, init) => {
      const u = new URL(url);
      const response = await otherOf.get(gateway!)!().app.inject({
        method: "POST",
        url: `${u.pathname}${u.search}`,
        headers: init.headers,
        payload: init.body,
      });
      if (response.statusCode >= 400) throw new Error(`callback refused: ${response.statusCode}`);
    },
  });
  otherOf.set(gateway!, other);
  return gateway!;
}

async function copy(other: () => TestApp): Promise<Copy> {
  const gateway = await gatewayFor(other);
  const t = await startTestApp({ providers: gateway.providers, open: async () => database });
  return {
    t,
    gateway,
    ctx: { db: database.db, user: null, language: "ar", country: "eg", services: t.services },
  };
}

beforeAll(async () => {
  database = await openTestDatabase(process.env.DATABASE_URL, { template: "seeded" });
  a = await copy(() => b.t);
  b = await copy(() => a.t);
});
afterAll(async () => {
  for (const c of [a, b]) {
    await c?.t.app.close();
    await c?.gateway.close();
  }
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const rowOf = async (id: string) =>
  (await database.db.select().from(s.payments).where(eq(s.payments.id, id)))[0]!;
const clientSecretOf = (redirectUrl: string) => new URL(redirectUrl).searchParams.get("clientSecret")!;

describe("the demo gateway on two copies (decision 0129)", () => {
  it("a card paid on the page copy A sent the shopper to: the callback applies on copy B", async () => {
    const paid = await startTestPayment(a.ctx, 150_000, "card");
    const declined = await startTestPayment(a.ctx, 150_100, "card");
    await a.gateway.sandboxes.paymob.complete(clientSecretOf(paid.redirectUrl!), "success");
    await a.gateway.sandboxes.paymob.complete(clientSecretOf(declined.redirectUrl!), "declined");
    expect((await rowOf(paid.id)).status).toBe("captured");
    expect((await rowOf(declined.id)).status).toBe("declined");
  });

  it("either copy's gateway knows the attempt: completed on B, read back by A's reconciliation", async () => {
    const started = await startTestPayment(a.ctx, 150_200, "card");
    // The shopper's page finishes on the other copy's gateway, and its callback is lost.
    await b.gateway.sandboxes.paymob.complete(clientSecretOf(started.redirectUrl!), "success", {
      notify: false,
    });
    expect((await rowOf(started.id)).status).toBe("requires_action");
    expect(await reconcilePayment(b.ctx, started.id)).toBe("captured");
  });

  it("Fawry and Tabby: started on A, paid at B's gateway, notified to A", async () => {
    const fawry = await startTestPayment(a.ctx, 99_000, "fawry");
    await b.gateway.sandboxes.fawry.settle(fawry.reference!, "PAID");
    expect((await rowOf(fawry.id)).status).toBe("captured");
    const tabby = await startTestPayment(a.ctx, 171_000, "tabby", { country: "sa", currency: "SAR" });
    await b.gateway.sandboxes.tabby.decide(tabby.providerRef!, "authorized");
    expect((await rowOf(tabby.id)).status).toBe("authorized");
  });

  it("the gateway's numbers never collide between the copies", async () => {
    const started = await Promise.all(
      Array.from({ length: 12 }, (_, i) => startTestPayment((i % 2 ? b : a).ctx, 160_000 + i, "card")),
    );
    const orders = started.map((p) => p.providerRef);
    expect(new Set(orders).size).toBe(started.length);
    const done = await Promise.all(
      started.map((p, i) =>
        (i % 2 ? b : a).gateway.sandboxes.paymob.complete(
          clientSecretOf(p.redirectUrl!),
          i % 3 ? "success" : "declined",
        ),
      ),
    );
    const transactions = done.map((d) => d.transaction.id);
    expect(new Set(transactions).size).toBe(started.length);
    for (const [i, p] of started.entries())
      expect((await rowOf(p.id)).status).toBe(i % 3 ? "captured" : "declined");
  });

  it("a restarted copy keeps the keys and the attempts started before", async () => {
    const started = await startTestPayment(a.ctx, 150_300, "card");
    await a.t.app.close();
    await a.gateway.close();
    a = await copy(() => b.t);
    // B's callback for it is verified by the restarted copy's keys...
    await b.gateway.sandboxes.paymob.complete(clientSecretOf(started.redirectUrl!), "success");
    expect((await rowOf(started.id)).status).toBe("captured");
    // ...and the restarted gateway still knows it (the inquiry behind reconciliation finds it).
    const again = await startTestPayment(a.ctx, 150_400, "card");
    await a.gateway.sandboxes.paymob.complete(clientSecretOf(again.redirectUrl!), "declined", {
      notify: false,
    });
    expect(await reconcilePayment(a.ctx, again.id)).toBe("declined");
  });
});
