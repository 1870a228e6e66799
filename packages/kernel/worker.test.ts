import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { outbox } from "#db/schema/index.ts";
import { openTestDatabase, type TestDatabase } from "../../test/database.ts";
import { testServices } from "../../test/services.ts";
import type { RequestContext } from "./context.ts";
import { enqueue } from "./jobs.ts";
import { withTransaction } from "./tx.ts";
import { backoffSeconds, createWorker } from "./worker.ts";

let database: TestDatabase;
let ctx: RequestContext;
beforeAll(async () => {
  database = await openTestDatabase();
  ctx = { db: database.db, user: null, language: "ar", country: "eg", services: testServices() };
});
afterAll(() => database.close());

const rowsOf = (topic: string) => database.db.select().from(outbox).where(eq(outbox.topic, topic));

describe("jobs and the outbox (decision 0053)", () => {
  it("a job exists only when its transaction commits, and runs once", async () => {
    await expect(
      withTransaction(ctx, async (tx) => {
        await enqueue(tx, "test.once", { n: 1 });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await rowsOf("test.once")).toHaveLength(0);

    const seen: unknown[] = [];
    const worker = createWorker(database.db, () => ctx.services, {
      "test.once": async (_c, payload) => {
        seen.push(payload);
      },
    });
    await withTransaction(ctx, (tx) => enqueue(tx, "test.once", { n: 2 }));
    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    expect(seen).toEqual([{ n: 2 }]);
    const [row] = await rowsOf("test.once");
    expect(row).toMatchObject({ status: "done", attempts: 1 });
  });

  it("a keyed job is queued once", async () => {
    await enqueue(ctx, "test.keyed", {}, { key: "gift-card-42" });
    await enqueue(ctx, "test.keyed", {}, { key: "gift-card-42" });
    expect(await rowsOf("test.keyed")).toHaveLength(1);
  });

  it("waits for its date", async () => {
    await enqueue(ctx, "test.later", {}, { runAt: new Date(Date.now() + 3_600_000) });
    let ran = 0;
    const worker = createWorker(
      database.db,
      () => ctx.services,
      { "test.later": async () => void ran++, "test.keyed": async () => {} },
      { log: () => {} },
    );
    await worker.drain();
    expect(ran).toBe(0);
  });

  it("retries a failing job with backoff, then leaves it dead with its error", async () => {
    await enqueue(ctx, "test.flaky", {}, { maxAttempts: 3 });
    let calls = 0;
    const worker = createWorker(
      database.db,
      () => ctx.services,
      {
        "test.flaky": async () => {
          calls++;
          throw new Error(`refused ${calls}`);
        },
      },
      { log: () => {} },
    );
    const due = () =>
      database.db.execute(sql`update outbox set available_at = now() where topic = 'test.flaky'`);
    await worker.drain();
    let [row] = await rowsOf("test.flaky");
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "refused 1" });
    expect(row!.availableAt.getTime()).toBeGreaterThan(Date.now() + 3_000);
    await due();
    await worker.drain();
    await due();
    await worker.drain();
    [row] = await rowsOf("test.flaky");
    expect(row).toMatchObject({ status: "dead", attempts: 3, lastError: "refused 3" });
    await due();
    await worker.drain();
    expect(calls).toBe(3);
    expect([1, 2, 3, 20].map(backoffSeconds)).toEqual([5, 10, 20, 3600]);
  });

  it("two workers draining at once run each job once", async () => {
    for (let i = 0; i < 30; i++) await enqueue(ctx, "test.shared", { i });
    const runs: number[] = [];
    const handlers = {
      "test.shared": async (_c: RequestContext, p: Record<string, unknown>) => {
        runs.push(Number(p.i));
        await new Promise((r) => setTimeout(r, 1));
      },
    };
    const a = createWorker(database.db, () => ctx.services, handlers, { batch: 4 });
    const b = createWorker(database.db, () => ctx.services, handlers, { batch: 4 });
    await Promise.all([a.drain(), b.drain(), a.drain()]);
    expect(runs.sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it("workers on separate connections (two processes) never take the same job (decision 0074)", async () => {
    // On PostgreSQL (DATABASE_URL) the second worker has a pool of its own, as `npm run worker` in
    // another process has; PGlite has one connection, so there both share it.
    const other: Database = (await database.openAgain?.()) ?? database;
    try {
      for (let i = 0; i < 40; i++) await enqueue(ctx, "test.apart", { i });
      const runs: number[] = [];
      const handlers = {
        "test.apart": async (c: RequestContext, p: Record<string, unknown>) => {
          runs.push(Number(p.i));
          // Real work on the worker's own connection keeps both claiming while the other runs.
          await c.db.execute(sql`select pg_sleep(0.005)`);
        },
      };
      const a = createWorker(database.db, () => ctx.services, handlers, { batch: 3 });
      const b = createWorker(other.db, () => ctx.services, handlers, { batch: 3 });
      const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
      expect(ranA + ranB).toBe(40);
      expect(runs.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i));
      const rows = await rowsOf("test.apart");
      expect(rows.every((r) => r.status === "done" && r.attempts === 1)).toBe(true);
    } finally {
      if (other !== database) await other.close();
    }
  });
});
