/**
 * Read replicas (decision 0078). Streaming replication cannot run here, so the "replica" is a copy
 * of the seeded primary (`create database … template …`), opened read-only
 * (`default_transaction_read_only`), in which one product, its category and its designer are then
 * renamed, the product's slug changed and its stock emptied: a read that answers with those values came from the replica.
 * Runs on the PostgreSQL server of DATABASE_URL, else 127.0.0.1:5432; skipped when none answers.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createGraphQL } from "#api/graphql.ts";
import { openDatabase, queryRows } from "#db/client.ts";
import { onReplica } from "#kernel/replica.ts";
import { withTransaction } from "#kernel/tx.ts";
import { ART_CACHE_DIR, startTestApp, type TestApp } from "../../test/app.ts";
import { stockedProducts } from "../../test/checkout-kit.ts";
import { call, login, newCustomer } from "../../test/test-kit.ts";
import { loadConfig } from "./config.ts";
import { openConfiguredDatabase, REPLICA_IGNORED_WARNING } from "./open-database.ts";
import { prepareDatabase } from "./prepare.ts";

const SERVER = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function serverAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER, connectionTimeoutMillis: 1000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const reachable = await serverAnswers();
if (!reachable) console.warn(`Skipping the read replica tests: no PostgreSQL answers at ${SERVER}`);

const urlOf = (database: string, readOnly = false) => {
  const url = new URL(SERVER);
  url.pathname = `/${database}`;
  if (readOnly) url.searchParams.set("options", "-c default_transaction_read_only=on");
  return url.toString();
};

async function onServer<T>(database: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
const maintenance = new URL(SERVER).pathname.slice(1) || "postgres";

/** Drops a test database once its last connections have gone. */
async function drop(name: string): Promise<void> {
  await onServer(maintenance, (c) => c.query(`drop database if exists ${name} with (force)`));
}

/** A port nothing listens on (taken, then given back). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const PRODUCT = `query ($id: String!) { getProductById(product: $id) { status_code data { name availableEdition category { name } designer { name } } } }`;
const LISTING = `query ($category: String) { filterProducts(category: $category, paginate: { limit: 60 }) { status_code data { products { _id name } } } }`;
const SEARCH = `query ($q: String) { globalSearch(searchText: $q) { status_code data { pageInfo { totalCount } products { _id name } } } }`;
const DESIGNER = `query ($slug: String!) { getDesignerBySlug(slug: $slug) { status_code data { name } } }`;
const CATEGORY = `query ($slug: String!) { getCategoryBySlug(slug: $slug) { status_code data { name } } }`;
const SITEMAP = `query { getProductSitemap { status_code data { items { slug } } } }`;
const ADD = `mutation ($image: ID) { addToCart(image: $image, quantity: 1, currentCountry: "eg") { status_code errors data { _id } } }`;
const CART = `query ($cart: ID!) { getCartById(cart: $cart, currentCountry: "eg") { status_code data { storedProduct { image { product { name availableEdition } } } } } }`;
const WISH = `mutation ($product: ID) { addRemoveWishlist(product: $product) { status_code } }`;
const WISHLIST = `query { getUserWishlist { status_code data { product { name } } } }`;
const RECORD = `mutation ($k: String) { newSearchKeyword(keyword: $k) { status_code data { resultsCount } } }`;

/** The word only the replica's copy of the product has in its name. */
const MARK = "Zephyrcopy";

describe.skipIf(!reachable)("read replicas on PostgreSQL (decision 0078)", () => {
  const id = randomBytes(5).toString("hex");
  const primary = `manzil_rp_${id}`;
  const replica = `manzil_rr_${id}`;
  const dirs: string[] = [];
  const apps: TestApp[] = [];
  let t: TestApp;
  let product: { id: string; slug: string; image: string; name: string; stock: number };
  let category: { slug: string; name: string };
  let designer: { slug: string; name: string };

  /** The server on the seeded `primary` with DATABASE_REPLICA_URL `replicaUrl`. */
  async function start(replicaUrl: string): Promise<TestApp> {
    const started = await startTestApp({
      seed: false,
      env: { DATABASE_URL: urlOf(primary), DATABASE_REPLICA_URL: replicaUrl },
      open: (config) => openConfiguredDatabase(config),
    });
    apps.push(started);
    return started;
  }

  beforeAll(async () => {
    await onServer(maintenance, (c) => c.query(`create database ${primary}`));
    // Seed the primary, then copy it: the copy is the replica, caught up at that moment.
    const seedDir = mkdtempSync(join(tmpdir(), "manzil-replica-seed-"));
    dirs.push(seedDir);
    const seedConfig = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: seedDir,
      ART_CACHE_DIR,
      LOG_LEVEL: "silent",
    });
    const seeding = await openDatabase({ url: urlOf(primary) });
    await prepareDatabase(seedConfig, seeding, () => {});
    const [stocked] = await stockedProducts(seeding.db, 1, 2);
    const [row] = await queryRows<{
      slug: string;
      name: string;
      cslug: string;
      cname: string;
      dslug: string;
      dname: string;
    }>(
      seeding.db,
      sql`select p.slug, p.name, c.slug as cslug, c.name as cname, d.slug as dslug, d.name as dname
            from products p join categories c on c.id = p.category_id join users d on d.id = p.designer_id
           where p.id = ${stocked!.product}`,
    );
    product = {
      id: stocked!.product,
      image: stocked!.image,
      stock: stocked!.stock,
      slug: row!.slug,
      name: row!.name,
    };
    category = { slug: row!.cslug, name: row!.cname };
    designer = { slug: row!.dslug, name: row!.dname };
    await seeding.close();
    for (let tries = 0; tries < 80; tries++) {
      const { rows } = await onServer(maintenance, (c) =>
        c.query("select count(*)::int as n from pg_stat_activity where datname = $1", [primary]),
      );
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await onServer(maintenance, (c) => c.query(`create database ${replica} template ${primary}`));
    await onServer(replica, async (c) => {
      await c.query(
        "update products set name = name || $2, slug = slug || '-copy', available_edition = 0 where id = $1",
        [product.id, ` ${MARK}`],
      );
      await c.query("update categories set name = name || ' (copy)' where slug = $1", [category.slug]);
      await c.query("update users set name = name || ' (copy)' where slug = $1", [designer.slug]);
    });
    t = await start(urlOf(replica, true));
  }, 120_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await drop(replica);
    await drop(primary);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("a visitor's catalogue and search reads answer from the replica", async () => {
    const page = await call<{
      name: string;
      availableEdition: number;
      category: { name: string };
      designer: { name: string };
    }>(t, PRODUCT, { id: product.id });
    expect(page.data).toMatchObject({
      name: `${product.name} ${MARK}`,
      availableEdition: 0,
      category: { name: `${category.name} (copy)` },
      designer: { name: `${designer.name} (copy)` },
    });
    const listing = await call<{ products: Array<{ _id: string; name: string }> }>(t, LISTING, {
      category: category.slug,
    });
    expect(listing.data!.products.find((p) => p._id === product.id)?.name).toBe(`${product.name} ${MARK}`);
    // Search with text runs in a short read-only transaction on the replica (`set local`).
    const found = await call<{ pageInfo: { totalCount: number }; products: Array<{ _id: string }> }>(
      t,
      SEARCH,
      {
        q: MARK,
      },
    );
    expect(found.data!.products.map((p) => p._id)).toEqual([product.id]);
    expect((await call<{ name: string }>(t, CATEGORY, { slug: category.slug })).data!.name).toBe(
      `${category.name} (copy)`,
    );
    expect((await call<{ name: string }>(t, DESIGNER, { slug: designer.slug })).data!.name).toBe(
      `${designer.name} (copy)`,
    );
    const sitemap = await call<{ items: Array<{ slug: string }> }>(t, SITEMAP);
    expect(sitemap.status_code).toBe(200);
    expect(sitemap.data!.items.map((i) => i.slug)).toContain(`${product.slug}-copy`);
  });

  it("the storefront's pages, which call GraphQL in-process, read the replica too", async () => {
    const page = await t.app.inject({ url: `/en-eg/products/${product.slug}-copy` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(MARK);
  });

  it("after a form's action (a POST) the page's reads stay on the primary", async () => {
    const graphql = createGraphQL({
      db: t.database.db,
      replica: t.database.replica,
      services: t.services,
      production: true,
      log: console,
    });
    const read = async (how: { primaryOnly?: boolean }) => {
      const context = await graphql.contextFor(new Headers(), { language: "en", country: "eg" });
      const r = await graphql.run<{ getProductById: { data: { name: string } } }>(
        PRODUCT,
        { id: product.id },
        context,
        how,
      );
      return r.getProductById.data.name;
    };
    expect(await read({})).toBe(`${product.name} ${MARK}`);
    expect(await read({ primaryOnly: true })).toBe(product.name);
  });

  it("designers and administrators read the primary (their own changes show at once)", async () => {
    for (const email of ["admin@manzil.test", "designer@manzil.test"]) {
      const token = await login(t, email);
      const page = await call<{ name: string; availableEdition: number }>(
        t,
        PRODUCT,
        { id: product.id },
        { token },
      );
      expect(page.data).toMatchObject({ name: product.name, availableEdition: product.stock });
    }
  });

  it("cart, wishlist (account) and stock read the primary, even in a visitor's or customer's query", async () => {
    // A guest cart: the write goes to the primary (the replica is read-only), and so does its read.
    const cart = await call<{ _id: string }>(t, ADD, { image: product.image });
    expect(cart.status_code).toBe(200);
    const guest = await call<{
      storedProduct: Array<{ image: { product: { name: string; availableEdition: number } } }>;
    }>(t, CART, { cart: cart.data!._id });
    expect(guest.data!.storedProduct[0]!.image.product).toEqual({
      name: product.name,
      availableEdition: product.stock,
    });

    // A customer registered after the copy exists only on the primary.
    const customer = await newCustomer(t);
    const token = customer.token;
    expect((await call(t, WISH, { product: product.id }, { token })).status_code).toBe(200);
    const wishlist = await call<Array<{ product: { name: string } }>>(t, WISHLIST, {}, { token });
    expect(wishlist.data!.map((w) => w.product.name)).toEqual([product.name]);
    // The same customer's catalogue read is public: the replica.
    const page = await call<{ name: string }>(t, PRODUCT, { id: product.id }, { token });
    expect(page.data!.name).toBe(`${product.name} ${MARK}`);
    const rows = await onServer(replica, (c) => c.query("select 1 from users where id = $1", [customer.id]));
    expect(rows.rowCount).toBe(0);
  });

  it("a mutation reads and writes the primary", async () => {
    // newSearchKeyword counts the matches itself: on the primary no product has the mark.
    const recorded = await call<{ resultsCount: number }>(t, RECORD, { k: MARK });
    expect(recorded.data!.resultsCount).toBe(0);
    const kept = await onServer(primary, (c) =>
      c.query("select results_count from search_keywords where normalized_keyword = $1", [
        MARK.toLowerCase(),
      ]),
    );
    expect(kept.rows).toEqual([{ results_count: 0 }]);
  });

  it("/readyz and /metrics report the replica", async () => {
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
    const metrics = (await t.app.inject({ method: "GET", url: "/metrics" })).body;
    expect(metrics).toContain('db_replica_up{replica="1"} 1');
    expect(metrics).toContain('db_replica_fallbacks_total{replica="1"} 0');
    expect(metrics).toMatch(/db_replica_pool_clients\{replica="1",state="total"\} [1-9]/);
  });

  it("a replica that does not answer: reads fall back to the primary, logged once; readiness stays 200", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const down = await start(`postgres://postgres@127.0.0.1:${await closedPort()}/${replica}`);
      for (let i = 0; i < 3; i++) {
        const page = await call<{ name: string }>(down, PRODUCT, { id: product.id });
        expect(page.status_code).toBe(200);
        expect(page.data!.name).toBe(product.name);
      }
      const found = await call<{ products: Array<{ _id: string }> }>(down, SEARCH, { q: product.name });
      expect(found.status_code).toBe(200);
      const notices = warn.mock.calls.filter((c) => String(c[0]).includes("read replica 1 does not answer"));
      expect(notices).toHaveLength(1);
      expect(String(notices[0]![0])).not.toContain("postgres://");
      const ready = await down.app.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: "ready", degraded: ["replica-1"] });
      const metrics = (await down.app.inject({ method: "GET", url: "/metrics" })).body;
      expect(metrics).toContain('db_replica_up{replica="1"} 0');
      expect(metrics).toMatch(/db_replica_fallbacks_total\{replica="1"\} [1-9]/);
    } finally {
      warn.mockRestore();
    }
  });
});

describe("read replicas without PostgreSQL", () => {
  it("PGlite ignores DATABASE_REPLICA_URL, with a warning at start", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "manzil-replica-pglite-"));
    try {
      const config = loadConfig({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        DATABASE_REPLICA_URL: "postgres://replica.example:5432/manzil",
      });
      expect(config.databaseReplicaUrls).toEqual([]);
      expect(config.replicaIgnored).toBe(true);
      const warnings: string[] = [];
      // In memory rather than in DATA_DIR (faster; the same PGlite path of openDatabase).
      const database = await openConfiguredDatabase({ ...config, dataDir: "memory://" }, (m) =>
        warnings.push(m),
      );
      try {
        expect(database.kind).toBe("pglite");
        expect(database.replica).toBeUndefined();
        expect(warnings).toEqual([REPLICA_IGNORED_WARNING]);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("DATABASE_REPLICA_URL takes comma-separated postgres:// addresses and refuses others without echoing them", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "manzil-replica-config-"));
    try {
      const base = { NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: "postgres://db.example/manzil" };
      expect(
        loadConfig({
          ...base,
          DATABASE_REPLICA_URL: " postgres://r1.example/manzil, postgresql://r2.example/manzil",
        }).databaseReplicaUrls,
      ).toEqual(["postgres://r1.example/manzil", "postgresql://r2.example/manzil"]);
      expect(() => loadConfig({ ...base, DATABASE_REPLICA_URL: "mysql://user:secret@r1.example/x" })).toThrow(
        /DATABASE_REPLICA_URL: not a postgres:\/\/ address \(item 1\)/,
      );
      expect(() =>
        loadConfig({ ...base, DATABASE_REPLICA_URL: "mysql://user:secret@r1.example/x" }),
      ).not.toThrow(/secret/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("onReplica: the replica only when the request has one and no transaction is open", async () => {
    const tx = {};
    const db = { transaction: (work: (tx: object) => Promise<unknown>) => work(tx) } as never;
    const other = {} as never;
    expect(onReplica({ db }).db).toBe(db);
    expect(onReplica({ db, replica: other }).db).toBe(other);
    await withTransaction({ db, replica: other }, async (inside) => {
      expect(inside.db).toBe(tx);
      expect(onReplica(inside).db).toBe(tx);
    });
  });
});
