/**
 * Fills the database with a large generated catalogue for benchmarks:
 *   npm run seed:large -- --products 50000
 * Opens the database like the server (DATABASE_URL, else PGlite in DATA_DIR, default ./data),
 * migrates, seeds the demo store when empty (images in DATA_DIR/uploads, as the server serves them),
 * then adds N products.
 */
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "#db/client.ts";
import { seedDemo } from "#db/seed/demo.ts";
import { seedLarge } from "#db/seed/large.ts";

const { values } = parseArgs({
  options: { products: { type: "string", default: "50000" }, batch: { type: "string", default: "1000" } },
});
const products = Number(values.products);
if (!Number.isInteger(products) || products < 1) throw new Error("--products must be a positive integer");

const dataDir = resolve(process.env.DATA_DIR ?? "./data");
const database = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir },
);
try {
  await database.migrate();
  const uploadsDir = join(dataDir, "uploads");
  const artCacheDir = resolve(process.env.ART_CACHE_DIR ?? ".tmp/art-cache");
  await seedDemo(database.db, { uploadsDir, artCacheDir, log: console.log });
  const result = await seedLarge(database.db, {
    products,
    batchSize: Number(values.batch),
    log: console.log,
  });
  console.log(`seed:large added ${result.products} products in ${(result.ms / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
