/**
 * The outside probe (`scripts/probe-payments.ts`) run against the server as `npm start` runs it
 * with the demo store and its test gateway (apps/server/main.ts), listening on a free port, on a
 * fresh database (PGlite, or PostgreSQL with DATABASE_URL): every check passes.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { buildApp } from "#server/app.ts";
import { compose } from "#server/composition.ts";
import { loadConfig } from "#server/config.ts";
import { type DemoGateway, startDemoGateway } from "#server/demo-gateway.ts";
import { prepareDatabase } from "#server/prepare.ts";
import { ART_CACHE_DIR } from "../test/app.ts";
import { openTestDatabase } from "../test/database.ts";
import { probePayments, table } from "./probe-payments.ts";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let url: string;
let dataDir: string;
let database: Database;
let gateway: DemoGateway | null;
let app: FastifyInstance;

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), "manzil-probe-"));
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ART_CACHE_DIR,
    // The probe solves whatever challenge it is given; a cheaper one keeps the test short.
    ROBOT_COMPLEXITY: "1000",
  });
  database = await openTestDatabase();
  await prepareDatabase(config, database, () => {});
  gateway = await startDemoGateway(config);
  const composition = compose(config, database, { providers: gateway?.providers });
  app = await buildApp({ config, database, composition });
  await app.listen({ port, host: config.host });
});

afterAll(async () => {
  await app?.close();
  await gateway?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the outside payments probe", () => {
  it("passes every check against a running demo server", async () => {
    const checks = await probePayments(url);
    expect(gateway).not.toBeNull();
    expect(
      checks.filter((c) => !c.ok),
      table(checks),
    ).toEqual([]);
    expect(checks.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        "a valid callback replayed 10 times changes the order once",
        "forged callback refused: bad HMAC",
        "forged callback refused: altered amount",
        "forged callback refused: unknown order",
        "forged callback refused: wrong provider (fawry)",
        "20 concurrent submits of one cart: one order, one payment",
      ]),
    );
    expect(checks.some((c) => /buyers race for the last \d+ piece/.test(c.name))).toBe(true);
  });
});
