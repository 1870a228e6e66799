import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { Database } from "#db/client.ts";
import type { PaymentProvider } from "#domain/payments/provider.ts";
import { createFakeProvider, type FakeProvider } from "#domain/payments/providers/fake.provider.ts";
import type { Services } from "#kernel/services.ts";
import type { Worker } from "#kernel/worker.ts";
import { buildApp } from "#server/app.ts";
import { compose } from "#server/composition.ts";
import { type Config, loadConfig } from "#server/config.ts";
import { prepareDatabase } from "#server/prepare.ts";
import { ART_CACHE_DIR, copyTemplateFiles, openTestDatabase, templateFor } from "./database.ts";
import { FAKE_SECRET } from "./services.ts";

export { ART_CACHE_DIR } from "./database.ts";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The server's configuration (jwtSecret signs sessions in tests). */
  config: Config;
  /** The adapters the server uses (tests may swap one, e.g. the mailer). */
  services: Services;
  /** The job worker; not started in tests: call `worker.drain()` to run due jobs. */
  worker: Worker;
  /** The fake payment provider (method `fake`), registered in tests. */
  fake: FakeProvider;
  /** POSTs a GraphQL operation with optional headers and returns the parsed body. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ data: T; errors?: Array<{ message: string }> }>;
  /** The same against the admin API (/admin/graphql, decision 0106). */
  admin<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ data: T; errors?: Array<{ message: string }> }>;
  close(): Promise<void>;
}

/** The whole server on a fresh database with the demo seed, driven with app.inject (no port). */
export async function startTestApp(
  options: {
    seed?: boolean;
    providers?: PaymentProvider[];
    env?: Record<string, string>;
    /** Receives the server's log lines (set LOG_LEVEL in `env` to see them). */
    logStream?: { write(line: string): void };
    /** Opens the database instead of a fresh test database (e.g. one with read replicas). */
    open?: (config: Config) => Promise<Database>;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "manzil-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEED_DEMO: options.seed === false ? "false" : "true",
    ART_CACHE_DIR,
    WORKER: "off",
    // Tests read what they just wrote, often straight into the database: the response cache
    // (decision 0081) is tested on its own (packages/api/response-cache.test.ts).
    GRAPHQL_CACHE_ENTRIES: "0",
    ...options.env,
  });
  // The run's seeded template (decision 0084), unless the seed must really run: on an object
  // store its files are published to the buckets by the seed's own path.
  const seeded = config.seedDemo && !config.s3 && templateFor(process.env.DATABASE_URL, "seeded");
  const template = seeded ? "seeded" : "migrated";
  const database = await (options.open
    ? options.open(config)
    : openTestDatabase(process.env.DATABASE_URL, { template }));
  if (seeded && !options.open) copyTemplateFiles("seeded", dataDir);
  await prepareDatabase(config, database, () => {});
  const fake = createFakeProvider({ secret: FAKE_SECRET });
  const composition = compose(config, database, { providers: [fake, ...(options.providers ?? [])] });
  const app = await buildApp({ config, database, composition, logStream: options.logStream });
  const post = async (url: string, query: string, variables: object, headers: Record<string, string>) => {
    const response = await app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json", ...headers },
      payload: JSON.stringify({ query, variables }),
    });
    return response.json();
  };
  return {
    app,
    database,
    config,
    services: composition.services,
    worker: composition.worker,
    fake,
    graphql: (query, variables = {}, headers = {}) => post("/graphql", query, variables, headers),
    admin: (query, variables = {}, headers = {}) => post("/admin/graphql", query, variables, headers),
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
