/**
 * Checkout benchmarks (decision 0056; `BENCH_ONLY=checkout npm run bench`):
 * 1. placing an order (the place-order flow: cart, address, re-pricing with the products locked,
 *    stock, order, payment attempt, then the provider) for signed-in customers with carts of 1-3
 *    products, paying cash on delivery and by card (Paymob, the demo's loopback sandbox), through
 *    the service and over /graphql; on the bench's PGlite and, with BENCH_DATABASE_URL (or
 *    DATABASE_URL), on a fresh PostgreSQL database with the demo seed, dropped afterwards;
 *    and with a coupon on the cart (re-checked, then redeemed in the order's transaction);
 * 2. concurrent checkouts of different carts (50 customers, 10 at a time): orders/s and latency,
 *    then the stock checked (taken exactly once per unit ordered), and 50 buyers for 20 last units;
 * 3. the checkout pages' JavaScript (gzip -9) from the client build's route manifest.
 *
 *   BENCH_CHECKOUT_RUNS=40    orders measured per method and path (after 5 unmeasured rounds)
 *
 * The products bought get a large stock for the run and their stock back afterwards; the orders
 * stay in the bench database (a few hundred rows).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "#db/client.ts";
import * as s from "#db/schema/index.ts";
import { placeOrder } from "#domain/checkout/checkout.api.ts";
import type { Services } from "#kernel/services.ts";
import { buildApp } from "#server/app.ts";
import { compose } from "#server/composition.ts";
import { type Config, loadConfig } from "#server/config.ts";
import { startDemoGateway } from "#server/demo-gateway.ts";
import { prepareDatabase } from "#server/prepare.ts";
import {
  makeShoppers,
  type Shopper,
  type StockedProduct,
  setStock,
  stockedProducts,
  stockOf,
} from "../test/checkout-kit.ts";
import { openTestDatabase } from "../test/database.ts";
import { type BenchContext, type BenchResult, ms, percentile } from "./harness.ts";

const RUNS = Number(process.env.BENCH_CHECKOUT_RUNS ?? 40);
const WARMUP = 5;
/** Products the carts are made of (each gets a large stock for the run). */
const PRODUCTS = 12;
const METHODS = ["cod", "card"] as const;
const PLACE = /* GraphQL */ `mutation ($cart: ID!, $addr: ID!, $m: String!) {
  placeOrder(cartId: $cart, addressId: $addr, paymentMethod: $m, currentCountry: "eg") {
    status_code code data { _id paymentStatus } } }`;
/** What a placed order's payment says per method: waiting for the shopper at Paymob, or cash. */
const EXPECTED = { cod: "pending", card: "requires_action" } as const;

interface Target {
  label: "PGlite" | "PostgreSQL";
  database: Database;
  app: FastifyInstance;
  services: Services;
}

/** The server on `database` with the demo's Paymob sandbox registered (no worker: nothing runs behind). */
async function withCheckoutApp<T>(
  label: Target["label"],
  config: Config,
  database: Database,
  work: (target: Target) => Promise<T>,
): Promise<T> {
  const quiet = { ...config, worker: false };
  const gateway = await startDemoGateway({ ...quiet, seedDemo: true, demoGateway: true });
  if (!gateway) throw new Error("checkout bench: the demo gateway did not start (real provider keys set?)");
  const composition = compose(quiet, database, { providers: gateway.providers });
  const app = await buildApp({ config: quiet, database, composition });
  await app.ready();
  try {
    return await work({ label, database, app, services: composition.services });
  } finally {
    await app.close();
    await gateway.close();
  }
}

/** Places a shopper's cart over /graphql; answers the envelope. */
async function placeOverGraphql(target: Target, shopper: Shopper, method: string) {
  const response = await target.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json", authorization: `Bearer ${shopper.token}` },
    payload: JSON.stringify({
      query: PLACE,
      variables: { cart: shopper.cart, addr: shopper.address, m: method },
    }),
  });
  return (
    response.json() as {
      data: { placeOrder: { status_code: number; code: string; data: { paymentStatus: string } | null } };
    }
  ).data.placeOrder;
}

/**
 * Cart `i`: 1, 2, 3, 1, 2, 3 … products, one piece each, starting at product `i` (mod their
 * number): different carts share few products, so concurrent checkouts seldom wait on one row.
 */
const cartOf = (products: StockedProduct[]) => (i: number) =>
  Array.from({ length: 1 + (i % 3) }, (_, k) => products[(i + k) % products.length]!).map((p) => ({
    image: p.image,
    quantity: 1,
  }));

/**
 * Figure 1: p50 / p95 of placing an order, per method and path. The four kinds take turns (one of
 * each per round) so that a busy moment of the shared machine falls on all of them alike.
 */
async function latency(target: Target, products: StockedProduct[]): Promise<BenchResult[]> {
  const kinds = METHODS.flatMap((method) =>
    (["service", "/graphql"] as const).map((via) => ({ method, via })),
  );
  const shoppers = await makeShoppers(
    target.database.db,
    target.services,
    kinds.length * (RUNS + WARMUP),
    cartOf(products),
  );
  const times = kinds.map(() => [] as number[]);
  for (let round = 0; round < RUNS + WARMUP; round++)
    for (const [k, { method, via }] of kinds.entries()) {
      const shopper = shoppers[round * kinds.length + k]!;
      const started = performance.now();
      const status =
        via === "service"
          ? (await placeOrder(shopper.ctx, { cartId: shopper.cart, addressId: shopper.address, method }))
              .paymentStatus
          : (await placeOverGraphql(target, shopper, method)).data?.paymentStatus;
      if (status !== EXPECTED[method]) throw new Error(`${method} via ${via}: payment ${status}`);
      if (round >= WARMUP) times[k]!.push(performance.now() - started);
    }
  return kinds.map(({ method, via }, k) => {
    const sorted = times[k]!.sort((a, b) => a - b);
    return {
      name: `${target.label}: place order, ${method === "cod" ? "cash on delivery" : "card (Paymob sandbox)"}, ${via}: p50 / p95`,
      value: `${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 95))}`,
    };
  });
}

/**
 * Figure 1b: placing an order with a coupon on the cart (cash on delivery, through the service):
 * the coupon re-checked in the quote and redeemed in the order's transaction (decision 0059).
 */
async function latencyWithCoupon(target: Target, products: StockedProduct[]): Promise<BenchResult> {
  const [coupon] = await target.database.db
    .insert(s.coupons)
    .values({
      code: `BENCH${Date.now().toString(36).toUpperCase()}`,
      title: "Bench",
      discount: 10,
      availableSales: 100_000,
      startDate: new Date(Date.now() - 86_400_000),
      endDate: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: s.coupons.id });
  const shoppers = await makeShoppers(target.database.db, target.services, RUNS + WARMUP, cartOf(products));
  await target.database.db
    .update(s.carts)
    .set({ couponId: coupon!.id })
    .where(
      inArray(
        s.carts.id,
        shoppers.map((sh) => sh.cart),
      ),
    );
  const times: number[] = [];
  for (const [i, shopper] of shoppers.entries()) {
    const started = performance.now();
    await placeOrder(shopper.ctx, { cartId: shopper.cart, addressId: shopper.address, method: "cod" });
    if (i >= WARMUP) times.push(performance.now() - started);
  }
  const [used] = await target.database.db
    .select({ sales: s.coupons.salesNumber })
    .from(s.coupons)
    .where(eq(s.coupons.id, coupon!.id));
  if (used!.sales !== shoppers.length)
    throw new Error(`coupon counted ${used!.sales} of ${shoppers.length} uses`);
  const sorted = times.sort((a, b) => a - b);
  return {
    name: `${target.label}: place order with a coupon, cash on delivery, service: p50 / p95`,
    value: `${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 95))}`,
  };
}

/** Runs every shopper's checkout over /graphql, `concurrency` at a time; answers times and codes. */
async function concurrently(target: Target, shoppers: Shopper[], concurrency: number) {
  const times: number[] = [];
  const codes = new Map<string, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < shoppers.length) {
        const shopper = shoppers[next++]!;
        const t0 = performance.now();
        const answer = await placeOverGraphql(target, shopper, "cod");
        times.push(performance.now() - t0);
        codes.set(answer.code, (codes.get(answer.code) ?? 0) + 1);
      }
    }),
  );
  return { wall: performance.now() - started, times: times.sort((a, b) => a - b), codes };
}

const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);
const codesText = (codes: Map<string, number>) => [...codes].map(([c, n]) => `${n} ${c}`).join(", ");

/** Figure 2: throughput of concurrent checkouts of different carts, and buyers racing for the last units. */
async function throughput(target: Target, products: StockedProduct[]): Promise<BenchResult[]> {
  const [customers, concurrency] = [50, 10];
  const db = target.database.db;
  const shoppers = await makeShoppers(db, target.services, customers, cartOf(products));
  const before = await Promise.all(products.map((p) => stockOf(db, p.product)));
  const run = await concurrently(target, shoppers, concurrency);
  const after = await Promise.all(products.map((p) => stockOf(db, p.product)));
  const lines = shoppers.flatMap((_, i) => cartOf(products)(i));
  const ordered = products.map((p) => sum(lines.filter((l) => l.image === p.image).map((l) => l.quantity)));
  const exact = products.every((_, k) => before[k]! - after[k]! === ordered[k]);
  const allPlaced = run.codes.get("SUCCESS") === customers;
  const results: BenchResult[] = [
    {
      name: `${target.label}: ${customers} checkouts (cod, 1-3 products), ${concurrency} at a time`,
      value: `${((customers / run.wall) * 1000).toFixed(1)} orders/s, p50 ${ms(percentile(run.times, 50))}, p95 ${ms(percentile(run.times, 95))}`,
    },
    {
      name: `${target.label}: … stock taken = units ordered`,
      value: `${allPlaced && exact ? "yes" : "NO"} (${codesText(run.codes)}; ${sum(before) - sum(after)} pieces taken of ${products.length} products, ${sum(ordered)} ordered${exact ? ", equal per product" : `: taken ${before.map((b, k) => b - after[k]!).join("/")}, ordered ${ordered.join("/")}`})`,
      ok: allPlaced && exact,
    },
  ];

  // 50 buyers, 10 at a time, for the last 20 units of one product.
  const last = products[products.length - 1]!;
  const restore = await setStock(db, [last.product], 1000);
  const racers = await makeShoppers(db, target.services, customers, () => [
    { image: last.image, quantity: 1 },
  ]);
  await setStock(db, [last.product], 20);
  const race = await concurrently(target, racers, concurrency);
  const left = await stockOf(db, last.product);
  const fair =
    race.codes.get("SUCCESS") === 20 && race.codes.get("OUT_OF_STOCK") === customers - 20 && left === 0;
  results.push({
    name: `${target.label}: ${customers} buyers for the last 20 units, ${concurrency} at a time`,
    value: `${fair ? "20 sold, none oversold" : "WRONG"} (${codesText(race.codes)}; stock left ${left}; p95 ${ms(percentile(race.times, 95))})`,
    ok: fair,
  });
  await restore();
  return results;
}

/** Figures 1 and 2 on one database: a few products get a large stock for the run, then theirs back. */
async function checkoutFigures(target: Target, withThroughput: boolean): Promise<BenchResult[]> {
  const products = await stockedProducts(target.database.db, PRODUCTS);
  const restore = await setStock(
    target.database.db,
    products.map((p) => p.product),
    100_000,
  );
  try {
    const results = await latency(target, products);
    results.push(await latencyWithCoupon(target, products));
    if (withThroughput) results.push(...(await throughput(target, products)));
    return results;
  } finally {
    await restore();
  }
}

/** The same figures on a fresh PostgreSQL database with the demo seed (dropped afterwards). */
async function onPostgres(serverUrl: string, ctx: BenchContext): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "manzil-bench-pg-"));
  const database = await openTestDatabase(serverUrl);
  try {
    const config = loadConfig({
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      LOG_LEVEL: ctx.config.logLevel,
      SEED_DEMO: "true",
      WORKER: "off",
      ART_CACHE_DIR: ctx.config.artCacheDir,
    });
    const started = performance.now();
    await prepareDatabase(config, database, () => {});
    const seeded = `${((performance.now() - started) / 1000).toFixed(0)} s`;
    console.log(`  (PostgreSQL: fresh database, demo seed in ${seeded})`);
    return await withCheckoutApp("PostgreSQL", config, database, (target) => checkoutFigures(target, true));
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  module: string;
  imports?: string[];
}

/** Ids of the routes whose module is under routes/checkout/ (from the route config; none if it fails to load). */
async function checkoutRouteIds(root: string): Promise<Set<string>> {
  type Entry = { id?: string; file: string; children?: Entry[] };
  const ids = new Set<string>();
  const walk = (entries: Entry[]) => {
    for (const e of entries) {
      if (e.id && e.file.startsWith("routes/checkout/")) ids.add(e.id);
      walk(e.children ?? []);
    }
  };
  try {
    walk(((await import(join(root, "apps/storefront/app/routes.ts"))) as { default: Entry[] }).default);
  } catch {}
  return ids;
}

/**
 * Figure 3: the JavaScript each checkout page loads (the entry, then every route from the root to
 * the page: module and static imports), from React Router's client manifest. Checkout routes are
 * those whose id has `checkout-` or whose file is under routes/checkout/; a page is found by its
 * last path segment under the locale prefix.
 */
export async function checkoutPagesJs(root: string): Promise<BenchResult[]> {
  const assets = join(root, "build", "client", "assets");
  const server = readFileSync(join(root, "build", "server", "index.js"), "utf8");
  const file =
    /\/assets\/(manifest-[\w-]+\.js)/.exec(server)?.[1] ??
    readdirSync(assets).find((f) => f.startsWith("manifest-"));
  if (!file) return [{ name: "checkout pages JavaScript", value: "not measured (no client manifest)" }];
  const manifest = JSON.parse(
    readFileSync(join(assets, file), "utf8")
      .replace(/^window\.__reactRouterManifest=/, "")
      .replace(/;\s*$/, ""),
  ) as {
    entry: { module: string; imports: string[] };
    routes: Record<string, ManifestRoute>;
  };
  const chain = (id: string) => {
    const routes: ManifestRoute[] = [];
    for (let r: ManifestRoute | undefined = manifest.routes[id]; r; r = manifest.routes[r.parentId ?? ""])
      routes.unshift(r);
    return routes;
  };
  const urlOf = (id: string) =>
    `/${chain(id)
      .map((r) => r.path)
      .filter(Boolean)
      .join("/")
      .replace(":locale", "ar-eg")}`;
  const byFile = await checkoutRouteIds(root);
  const checkout = Object.keys(manifest.routes).filter(
    (id) =>
      (/checkout-/.test(id) || byFile.has(id)) && chain(id).some((r) => r.id === "routes/locale-layout"),
  );
  const gz = (files: Iterable<string>) => {
    let [raw, zipped, count] = [0, 0, 0];
    for (const url of files) {
      const bytes = readFileSync(join(root, "build", "client", url));
      raw += bytes.length;
      zipped += gzipSync(bytes, { level: 9 }).length;
      count++;
    }
    return { raw, zipped, count };
  };
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const results: BenchResult[] = [];
  for (const page of ["/ar-eg/address", "/ar-eg/payment", "/ar-eg/thankYou"]) {
    const id =
      checkout.find((c) => urlOf(c) === page) ??
      checkout.find(
        (c) => urlOf(c).startsWith("/ar-eg/") && urlOf(c).endsWith(page.slice(page.lastIndexOf("/"))),
      );
    if (!id) {
      results.push({ name: `${page} JavaScript`, value: "not built yet (no checkout route for it)" });
      continue;
    }
    const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (const r of chain(id)) for (const f of [r.module, ...(r.imports ?? [])]) files.add(f);
    const own = [manifest.routes[id]!.module, ...(manifest.routes[id]!.imports ?? [])].filter(
      (f) =>
        f !== manifest.entry.module &&
        !chain(id)
          .slice(0, -1)
          .some((r) => r.module === f || r.imports?.includes(f)),
    );
    const all = gz(files);
    results.push({
      name: `${page} JavaScript (${all.count} files, gzip -9)`,
      value: `${kb(all.zipped)} (raw ${kb(all.raw)}; the route's own ${own.length} files: ${kb(gz(own).zipped)})`,
    });
  }
  const others = checkout.map(urlOf).filter((u) => !results.some((r) => r.name.startsWith(`${u} `)));
  if (others.length) results.push({ name: "other checkout routes (not measured)", value: others.join(" ") });
  return results;
}

export default async function checkoutBench(ctx: BenchContext): Promise<BenchResult[]> {
  const results = await withCheckoutApp("PGlite", ctx.config, ctx.database, (target) =>
    checkoutFigures(target, true),
  );
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (serverUrl) results.push(...(await onPostgres(serverUrl, ctx)));
  else results.push({ name: "PostgreSQL figures", value: "not measured (set BENCH_DATABASE_URL)" });
  results.push(...(await checkoutPagesJs(ctx.root)));
  return results;
}
