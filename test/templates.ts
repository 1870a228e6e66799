/**
 * Vitest's global setup (decision 0084): builds, once per run, the two databases every test copies
 * instead of building its own: one migrated, one migrated and demo-seeded (with its files). On
 * PGlite they are `dumpDataDir()` tarballs; on PostgreSQL (DATABASE_URL) template databases.
 * Everything is removed at the end of the run.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { type Database, openDatabase } from "#db/client.ts";
import { loadConfig } from "#server/config.ts";
import { prepareDatabase } from "#server/prepare.ts";
import {
  ART_CACHE_DIR,
  createServerDatabase,
  dropServerDatabase,
  TEMPLATES_VARIABLE,
  type TestTemplates,
} from "./database.ts";

export default async function setup() {
  const folder = mkdtempSync(join(tmpdir(), "manzil-templates-"));
  const serverUrl = process.env.DATABASE_URL;
  const started = Date.now();
  const made = serverUrl ? await onPostgres(serverUrl, folder) : await onPglite(folder);
  console.log(`test database templates ready in ${Date.now() - started} ms (decision 0084)`);
  // The test workers are forked after this and inherit the variable (plain env: the bench, outside
  // vitest, uses the same kit and simply finds none).
  process.env[TEMPLATES_VARIABLE] = JSON.stringify(made.templates);
  return async () => {
    delete process.env[TEMPLATES_VARIABLE];
    await made.drop();
    rmSync(folder, { recursive: true, force: true });
  };
}

/** Migrates (and seeds) `database` as a test app would, the seeded files going below `dataDir`. */
async function fill(database: Database, dataDir: string, seed: boolean): Promise<void> {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEED_DEMO: seed ? "true" : "false",
    ART_CACHE_DIR,
    WORKER: "off",
  });
  mkdirSync(config.privateDir, { recursive: true });
  await prepareDatabase(config, database, () => {});
}

async function onPglite(folder: string) {
  const dump = async (seed: boolean) => {
    const database = await openDatabase({ dataDir: "memory://" });
    const dataDir = join(folder, seed ? "seeded" : "migrated");
    await fill(database, dataDir, seed);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const tarball = join(folder, `${seed ? "seeded" : "migrated"}.tar`);
    writeFileSync(tarball, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
    await database.close();
    return { dump: tarball, dataDir };
  };
  const [migrated, seeded] = [await dump(false), await dump(true)];
  const templates: TestTemplates = { kind: "pglite", migrated, seeded };
  return { templates, drop: async () => {} };
}

async function onPostgres(serverUrl: string, folder: string) {
  const prefix = `manzil_tpl_${Date.now().toString(36)}_${process.pid}`;
  const make = async (seed: boolean) => {
    const name = `${prefix}_${seed ? "seeded" : "migrated"}`;
    const database = await openDatabase({ url: await createServerDatabase(serverUrl, name) });
    const dataDir = join(folder, seed ? "seeded" : "migrated");
    await fill(database, dataDir, seed);
    await database.close();
    return { database: name, dataDir };
  };
  const [migrated, seeded] = [await make(false), await make(true)];
  const templates: TestTemplates = { kind: "postgres", migrated, seeded };
  const drop = async () => {
    for (const { database } of [migrated, seeded]) await dropServerDatabase(serverUrl, database);
  };
  return { templates, drop };
}
