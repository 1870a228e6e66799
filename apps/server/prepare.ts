import { mkdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "#db/client.ts";
import { demoSeedNeeded } from "#db/seed/demo-needed.ts";
import { createFileStores, publishFolder } from "./adapters/file-stores.ts";
import type { Config } from "./config.ts";

/** Applies migrations and, on an empty database, the demo seed. */
export async function prepareDatabase(
  config: Config,
  database: Database,
  log: (m: string) => void,
): Promise<{ seeded: boolean }> {
  mkdirSync(config.uploadsDir, { recursive: true });
  await database.migrate();
  let result = { seeded: false };
  if (config.seedDemo && (await demoSeedNeeded(database.db))) {
    const { seedDemo } = await import("#db/seed/demo.ts");
    result = await seedDemo(database.db, {
      uploadsDir: config.uploadsDir,
      privateDir: config.privateDir,
      artCacheDir: config.artCacheDir,
      log,
    });
    if (result.seeded && config.s3) await publishSeedFiles(config, log);
  }
  if (database.kind === "pglite") await analyzeWhenNeverAnalyzed(database, log);
  return result;
}

/** The seed renders into DATA_DIR; on an object store its files are copied into the buckets once. */
async function publishSeedFiles(config: Config, log: (m: string) => void): Promise<void> {
  const { storage, privateFiles } = createFileStores(config);
  const started = Date.now();
  const count =
    (await publishFolder(config.uploadsDir, storage)) +
    (await publishFolder(config.privateDir, privateFiles));
  log(`copied ${count} seeded files to the object store in ${Date.now() - started} ms`);
}

/**
 * PGlite has no autovacuum: a catalogue loaded without `ANALYZE` has no planner statistics and
 * listings pick nested loops (5-10x slower). Analyse once when the products table was never
 * analysed and is big enough for plans to matter (a small demo store plans fine without).
 */
async function analyzeWhenNeverAnalyzed(database: Database, log: (m: string) => void): Promise<void> {
  const [stats] = await queryRows<{ never: boolean }>(
    database.db,
    sql`select not exists (select 1 from pg_stats where schemaname = current_schema() and tablename = 'products') as never`,
  );
  if (!stats?.never) return;
  const [count] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from (select 1 from products limit 5001) x`,
  );
  if ((count?.n ?? 0) <= 5000) return;
  const started = Date.now();
  await queryRows(database.db, sql`analyze`);
  log(`analysed the database (no planner statistics yet) in ${Date.now() - started} ms`);
}
