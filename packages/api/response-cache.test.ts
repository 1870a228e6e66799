/**
 * Visitors' public GraphQL reads from the response cache (decision 0081): a hit skips the
 * database, clearing the catalogue caches empties it, and nothing personal, private, failed or
 * written is ever kept or served from it.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows } from "#db/client.ts";
import { clearCatalogCache } from "#domain/catalog/cache.ts";
import { startTestApp, type TestApp } from "../../test/app.ts";
import { newCustomer } from "../../test/test-kit.ts";

let t: TestApp;
let product: { id: string; slug: string };

beforeAll(async () => {
  t = await startTestApp({
    env: { GRAPHQL_CACHE_ENTRIES: "100", CORS_ORIGINS: "https://partner.example" },
  });
  [product] = (await queryRows<{ id: string; slug: string }>(
    t.database.db,
    sql`select id, slug from products where status = 'active' order by sku limit 1`,
  )) as [{ id: string; slug: string }];
}, 120_000);
afterAll(() => t?.close());

const PRODUCT = `query ($p: String!) { getProductById(product: $p) { status_code data { name } } }`;

async function productName(headers: Record<string, string> = {}, p = product.slug) {
  const r = await t.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json", "accept-language": "en", ...headers },
    payload: { query: PRODUCT, variables: { p } },
  });
  return (r.json() as { data: { getProductById: { data: { name: string } | null } } }).data.getProductById
    .data?.name;
}

const rename = (name: string) =>
  t.database.db.execute(sql`update products set name = ${name} where id = ${product.id}`);

describe("the GraphQL response cache (decision 0081)", () => {
  it("answers a visitor's repeated read from memory until the catalogue caches are cleared", async () => {
    await rename("Cached chair");
    clearCatalogCache(t.database.db);
    expect(await productName()).toBe("Cached chair");
    await rename("Renamed chair"); // straight in the database: no announcement
    expect(await productName()).toBe("Cached chair"); // a hit
    clearCatalogCache(t.database.db); // what catalog.changed does in every process
    expect(await productName()).toBe("Renamed chair");
  });

  it("keys on the language: an Arabic read is not an English one", async () => {
    const message = async (language: string) => {
      const r = await t.app.inject({
        method: "POST",
        url: "/graphql",
        headers: { "content-type": "application/json", "accept-language": language },
        payload: {
          query: `query ($p: String!) { getProductById(product: $p) { message } }`,
          variables: { p: product.slug },
        },
      });
      return (r.json() as { data: { getProductById: { message: string } } }).data.getProductById.message;
    };
    expect(await message("en")).toBe("Success");
    expect(await message("ar")).not.toBe("Success");
    expect(await message("en")).toBe("Success");
  });

  it("never serves a signed-in user from it, nor keeps their answers", async () => {
    const me = await newCustomer(t);
    expect(await productName()).toBe("Renamed chair"); // the visitors' entry
    await rename("Fresh chair");
    expect(await productName({ authorization: `Bearer ${me.token}` })).toBe("Fresh chair");
    expect(await productName()).toBe("Renamed chair");
    clearCatalogCache(t.database.db);
  });

  it("keeps no failed answer, no private read and no mutation", async () => {
    clearCatalogCache(t.database.db);
    const cache = t.app.graphqlResponseCache;
    expect(cache.size).toBe(0);
    expect(await productName({}, "no-such-product")).toBeUndefined();
    expect(cache.size).toBe(0);
    await t.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json" },
      payload: {
        query: `{ getGovernorates(countryId: "eg") { status_code } getCartById(cart: "x") { status_code } }`,
      },
    });
    expect(cache.size).toBe(0);
    await productName();
    expect(cache.size).toBe(1);
  });
});

describe("a visitor's identical request answered with the bytes sent before (decision 0088)", () => {
  const post = (headers: Record<string, string>, query = PRODUCT) =>
    t.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", "accept-language": "en", ...headers },
      payload: { query, variables: { p: product.slug } },
    });

  it("gives the same bytes and headers again without Yoga, until the catalogue changes", async () => {
    clearCatalogCache(t.database.db);
    const cache = t.app.graphqlResponseCache;
    const first = await post({});
    const get = vi.spyOn(cache, "get");
    try {
      const again = await post({});
      expect(get).not.toHaveBeenCalled(); // Yoga's execute hook never ran
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(again.headers["content-type"]).toBe(first.headers["content-type"]);
      expect(Number(again.headers["content-length"])).toBe(first.rawPayload.length);
      // The same operation spelt differently goes through Yoga once, then is linked too.
      const spaced = PRODUCT.replace("{ name }", "{  name  }");
      expect((await post({}, spaced)).rawPayload.equals(first.rawPayload)).toBe(true);
      expect(get).toHaveBeenCalledTimes(1);
      await post({}, spaced);
      expect(get).toHaveBeenCalledTimes(1);
    } finally {
      get.mockRestore();
    }
    await rename("Changed chair");
    clearCatalogCache(t.database.db);
    expect(await productName()).toBe("Changed chair");
    expect(await productName()).toBe("Changed chair");
  });

  it("keeps each Accept and Origin's own headers, after the cross-site check", async () => {
    clearCatalogCache(t.database.db);
    const json = { accept: "application/json" };
    const graphqlJson = { accept: "application/graphql-response+json" };
    for (let i = 0; i < 2; i++) {
      expect((await post(json)).headers["content-type"]).toBe("application/json; charset=utf-8");
      expect((await post(graphqlJson)).headers["content-type"]).toBe(
        "application/graphql-response+json; charset=utf-8",
      );
      const partner = await post({ origin: "https://partner.example" });
      expect(partner.headers["access-control-allow-origin"]).toBe("https://partner.example");
      expect(partner.headers["access-control-allow-credentials"]).toBe("true");
      // Another site's request is still refused first (decision 0072), however often it comes.
      const elsewhere = await post({ origin: "https://elsewhere.example" });
      expect(elsewhere.statusCode).toBe(403);
      expect(elsewhere.headers["access-control-allow-origin"]).toBeUndefined();
    }
  });

  it("never answers a session with them: bearer token or cookie", async () => {
    clearCatalogCache(t.database.db);
    const me = await newCustomer(t);
    await rename("Visitors' chair");
    clearCatalogCache(t.database.db);
    expect(await productName()).toBe("Visitors' chair");
    expect(await productName()).toBe("Visitors' chair");
    await rename("Customers' chair"); // no announcement: visitors keep the cached answer
    const sent = vi.spyOn(t.app.graphqlResponseCache, "sent");
    try {
      expect(await productName({ authorization: `Bearer ${me.token}` })).toBe("Customers' chair");
      expect(await productName({ cookie: `manzil_session=${encodeURIComponent(me.token)}` })).toBe(
        "Customers' chair",
      );
      expect(sent).not.toHaveBeenCalled();
      expect(await productName()).toBe("Visitors' chair");
    } finally {
      sent.mockRestore();
    }
    clearCatalogCache(t.database.db);
  });
});
