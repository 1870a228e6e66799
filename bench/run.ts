/**
 * `npm run bench`: opens (or creates once) a 50,000-product catalogue on PGlite, starts the whole
 * server in-process (app.inject, no port), then runs every bench/*.bench.ts file's default export.
 *
 *   BENCH_PRODUCTS=50000   products added on top of the demo seed (default 50,000)
 *   BENCH_DATA_DIR=...     where the seeded catalogue is kept between runs (default .tmp/bench-<n>)
 *   BENCH_FRESH=1          seed into a new temporary directory and remove it afterwards
 *   BENCH_ONLY=catalog     run only the bench files whose name contains this
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   checkout.bench.ts also measures
 *                          on a fresh database it creates on that server (and drops); or DATABASE_URL
 *
 * Needs the storefront build (`npx react-router build apps/storefront`) for the page benchmarks; builds it when missing.
 */
import "./env.ts";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "#db/client.ts";
import { seedDemo } from "#db/seed/demo.ts";
import { seedLarge } from "#db/seed/large.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import type { BenchContext, BenchResult } from "./harness.ts";

const root = resolve(import.meta.dirname, "..");
const products = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const fresh = process.env.BENCH_FRESH === "1";
const dataDir = fresh
  ? mkdtempSync(join(tmpdir(), "manzil-bench-"))
  : resolve(process.env.BENCH_DATA_DIR ?? join(root, ".tmp", `bench-${products / 1000}k`));
const artCacheDir = join(root, ".tmp", "art-cache");

if (!existsSync(join(root, "build", "server", "index.js"))) {
  console.log("bench: building the storefront (react-router build)…");
  execFileSync("npx", ["react-router", "build", "apps/storefront"], { cwd: root, stdio: "inherit" });
}

const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "silent",
  SEED_DEMO: "false",
  ART_CACHE_DIR: artCacheDir,
  // No job worker: its polling and the jobs benches leave behind (order mails) are not what is measured.
  WORKER: "off",
});
const database = await openDatabase({ dataDir });
try {
  await database.migrate();
  const [count] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
  if ((count?.n ?? 0) < products) {
    const started = performance.now();
    console.log(
      `bench: seeding the demo store and ${products} products in ${dataDir} (a few minutes, once)…`,
    );
    await seedDemo(database.db, { uploadsDir: config.uploadsDir, artCacheDir });
    await seedLarge(database.db, { products: products - (count?.n ?? 0), log: () => {} });
    console.log(`bench: seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const [total] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
  const app = await buildApp({ config, database });
  await app.ready();
  const context: BenchContext = {
    app,
    db: database.db,
    database,
    config,
    productCount: total?.n ?? 0,
    root,
    async graphql(query, variables = {}, headers = {}) {
      const response = await app.inject({
        method: "POST",
        url: "/graphql",
        headers: { "content-type": "application/json", ...headers },
        payload: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
  };
  console.log(`bench: ${context.productCount} products, PGlite (${dataDir}), Node ${process.version}\n`);
  const only = process.env.BENCH_ONLY ?? "";
  const files = readdirSync(import.meta.dirname)
    .filter((f) => f.endsWith(".bench.ts") && f.includes(only))
    .sort();
  const results: BenchResult[] = [];
  for (const file of files) {
    const run = (await import(`./${file}`)) as {
      default: (ctx: BenchContext) => Promise<BenchResult[] | undefined>;
    };
    console.log(`— ${file}`);
    // A bench may print its own figures and return nothing.
    const answer = await run.default(context);
    const out = Array.isArray(answer) ? answer : [];
    for (const r of out)
      console.log(`  ${r.name.padEnd(58)} ${r.value}${r.goal ? `   (goal ${r.goal})` : ""}`);
    results.push(...out);
  }
  await app.close();
  const failed = results.filter((r) => r.ok === false);
  if (failed.length)
    console.log(`\n${failed.length} figure(s) miss their goal: ${failed.map((f) => f.name).join(", ")}`);
} finally {
  await database.close();
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
}
