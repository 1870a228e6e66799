import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { Database } from "#db/client.ts";
import { buildApp } from "#server/app.ts";
import { type Config, loadConfig } from "#server/config.ts";
import { prepareDatabase } from "#server/prepare.ts";
import { openTestDatabase } from "./database.ts";

export const ART_CACHE_DIR = new URL("../.tmp/art-cache", import.meta.url).pathname;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The server's configuration (jwtSecret signs sessions in tests). */
  config: Config;
  /** POSTs a GraphQL operation with optional headers and returns the parsed body. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ data: T; errors?: Array<{ message: string }> }>;
  close(): Promise<void>;
}

/** The whole server on a fresh database with the demo seed, driven with app.inject (no port). */
export async function startTestApp(options: { seed?: boolean } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "manzil-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEED_DEMO: options.seed === false ? "false" : "true",
    ART_CACHE_DIR,
  });
  const database = await openTestDatabase();
  await prepareDatabase(config, database, () => {});
  const app = await buildApp({ config, database });
  return {
    app,
    database,
    config,
    async graphql(query, variables = {}, headers = {}) {
      const response = await app.inject({
        method: "POST",
        url: "/graphql",
        headers: { "content-type": "application/json", ...headers },
        payload: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
