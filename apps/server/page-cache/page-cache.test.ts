/**
 * The anonymous page cache through the whole server (decision 0080): hits the same for everyone,
 * their inline scripts allowed by hash (decision 0107), 304s, nothing personal in or out of the cache, invalidation by catalogue changes, off with 0.
 */
import { gunzipSync, zstdDecompressSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import { GUEST_CART_COOKIE, SESSION_COOKIE } from "#domain/accounts/cookies.ts";
import { reserveStock } from "#domain/catalog/catalog.api.ts";
import { enqueue } from "#kernel/jobs.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { newCustomer } from "../../../test/test-kit.ts";
import { inlineScriptHashes } from "../script-hashes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}, app = t) =>
  app.app.inject({ method: "GET", url, headers });
const nonceOf = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];
/** The hashes a policy allows scripts by. */
const hashesOf = (policy: unknown) => String(policy).match(/'sha256-[^']+'/g) ?? [];
/** Runs the catalogue job (as the worker does after a change). */
async function catalogueChanged(app = t) {
  await enqueue({ db: app.database.db, services: app.services }, "catalog.changed", {});
  await app.worker.drain();
}

describe("anonymous page cache", () => {
  it("answers a visitor's second request from the cache, the same bytes, its scripts allowed by hash", async () => {
    const url = "/en-eg/categories/living-room";
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-cache"]).toBe("miss");
    const second = await get(url);
    expect(second.statusCode).toBe(200);
    expect(second.headers["x-cache"]).toBe("hit");
    // The encoding in the header, so the browser decodes from the first byte (and a cached copy keeps it).
    for (const r of [first, second]) expect(r.headers["content-type"]).toBe("text/html; charset=utf-8");

    // No nonce anywhere: a CDN may share the page and its policy (decision 0107).
    for (const r of [first, second]) {
      expect(nonceOf(r.headers["content-security-policy"])).toBeUndefined();
      expect(r.body).not.toMatch(/\snonce="/);
    }
    expect(second.body).toBe(first.body);
    expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    // Every inline script is allowed by its hash, and the policy names nothing else inline.
    expect(hashesOf(second.headers["content-security-policy"]).sort()).toEqual(
      inlineScriptHashes(second.body).sort(),
    );
    expect(hashesOf(second.headers["content-security-policy"]).length).toBeGreaterThan(0);
    expect(/script-src[^;]*/.exec(String(second.headers["content-security-policy"]))?.[0]).not.toContain(
      "unsafe-inline",
    );
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.etag).toMatch(/^W\/"/);
    expect(second.headers["cache-control"]).toBe("private, no-cache");
    // Cookies do not change a shared page (decision 0128).
    expect(second.headers.vary).not.toMatch(/Cookie/);
    expect(second.headers.vary).toMatch(/Sec-CH-UA-Mobile/);
  });

  it("keeps its nonce on a page nobody shares (a visitor's cart)", async () => {
    const page = await get("/en-eg/cart", { cookie: `${SESSION_COOKIE}=nobody` });
    expect(page.headers["x-cache"]).toBe("bypass");
    const nonce = nonceOf(page.headers["content-security-policy"]);
    expect(nonce).toBeDefined();
    expect(page.body).toContain(`nonce="${nonce}"`);
  });

  it("keeps a phone's page, without the desktop menu's panels, apart from the others (decision 0101)", async () => {
    const url = "/ar-eg/products";
    const phone = { "sec-ch-ua-mobile": "?1" };
    const other = await get(url, { "sec-ch-ua-mobile": "?0" });
    const phones = await get(url, phone);
    expect([other.headers["x-cache"], phones.headers["x-cache"]]).toEqual(["miss", "miss"]);
    expect((await get(url, phone)).headers["x-cache"]).toBe("hit");
    expect((await get(url)).headers["x-cache"]).toBe("hit");
    const panels = (html: string) => html.match(/class="mega-panel"/g)?.length ?? 0;
    const categoryLinks = (html: string) => html.match(/class="mega-link /g)?.length ?? 0;
    expect(panels(other.body)).toBeGreaterThan(5);
    expect(panels(phones.body)).toBe(0);
    expect(categoryLinks(phones.body)).toBe(categoryLinks(other.body));
    expect(categoryLinks(phones.body)).toBeGreaterThan(5);
  });

  it("sends gzip to clients that take it, the page inflated to those that do not", async () => {
    const url = "/ar-eg/";
    const plain = await get(url);
    const zipped = await get(url, { "accept-encoding": "gzip, deflate, br" });
    expect(zipped.headers["x-cache"]).toBe("hit");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.rawPayload).toString("utf8")).toBe(plain.body);
    // A miss is gzipped the same way.
    await catalogueChanged();
    const miss = await get(url, { "accept-encoding": "gzip" });
    expect(miss.headers["x-cache"]).toBe("miss");
    expect(gunzipSync(miss.rawPayload).toString("utf8")).toContain("</html>");
  });

  it("sends zstd to browsers that take it, smaller than gzip (decision 0086)", async () => {
    const url = "/en-eg/";
    const plain = await get(url);
    const chrome = { "accept-encoding": "gzip, deflate, br, zstd" };
    const response = await get(url, chrome);
    expect(response.headers["x-cache"]).toBe("hit");
    expect(response.headers["content-encoding"]).toBe("zstd");
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(zstdDecompressSync(response.rawPayload).toString("utf8")).toBe(plain.body);
    const gzip = await get(url, { "accept-encoding": "gzip" });
    expect(response.rawPayload.length).toBeLessThan(gzip.rawPayload.length);
    // A miss is sent in zstd the same way.
    await catalogueChanged();
    const miss = await get(url, chrome);
    expect(miss.headers["x-cache"]).toBe("miss");
    expect(miss.headers["content-encoding"]).toBe("zstd");
    expect(zstdDecompressSync(miss.rawPayload).toString("utf8")).toContain("</html>");
  });

  it("answers 304 to If-None-Match, with the policy of the page the browser keeps", async () => {
    const url = "/ar-eg/products/luxor-low-oak-tv-unit";
    const page = await get(url);
    const etag = String(page.headers.etag);
    const again = await get(url, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["content-security-policy"]).toBe(page.headers["content-security-policy"]);
    expect((await get(url, { "if-none-match": 'W/"other"' })).statusCode).toBe(200);
  });

  it("serves a signed-in shopper the visitors' page, with nothing of theirs in it; their account comes after (decision 0128)", async () => {
    const { token } = await newCustomer(t, { fName: "Zarqa", name: "Zarqa Cachetest" });
    const session = { cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` };
    const bearer = { authorization: `Bearer ${token}` };
    const signedIn = (html: string) => html.includes("Zarqa");

    // The shopper first: the render does not see them, and the visitor gets the same page.
    const userFirst = "/en-eg/designers";
    const u1 = await get(userFirst, session);
    expect(u1.headers["x-cache"]).toBe("miss");
    expect(signedIn(u1.body)).toBe(false);
    const v1 = await get(userFirst);
    expect(v1.headers["x-cache"]).toBe("hit");
    expect(v1.body).toBe(u1.body);
    // Only the locale cookie: nothing of the shopper's session is set or echoed.
    expect(String(v1.headers["set-cookie"])).toMatch(/^manzil_locale=en-eg;/);

    // The visitor first: the shopper (by cookie or token) is served the cached page.
    const visitorFirst = "/en-eg/collections";
    const v2 = await get(visitorFirst);
    expect(v2.headers["x-cache"]).toBe("miss");
    for (const who of [session, bearer]) {
      const u = await get(visitorFirst, who);
      expect(u.headers["x-cache"]).toBe("hit");
      expect(u.body).toBe(v2.body);
    }

    // The header's account data: one small request after the page, which reads the session.
    const summary = await get("/en-eg/account/summary.data", session);
    expect(summary.statusCode).toBe(200);
    expect(summary.body).toContain("Zarqa");
  });

  it("serves a guest cart, a gift card draft or any other cookie the shared page; the locale cookie follows the path", async () => {
    const url = "/en-eg/deals";
    const first = await get(url);
    const cart = `${GUEST_CART_COOKIE}=6f1c1c9e-7a47-4b53-9d5b-0f1f6b1f2c3d`;
    for (const cookie of [cart, "manzil_gift_draft=x", "manzil_anything=1; _ga=GA1"]) {
      const page = await get(url, { cookie });
      expect(page.headers["x-cache"], cookie).toBe("hit");
      expect(page.body).toBe(first.body);
    }
    const harmless = await get(url, { cookie: "manzil_locale=ar-eg; manzil_recent=a.b; _ga=GA1.2" });
    expect(harmless.headers["x-cache"]).toBe("hit");
    // The locale cookie follows the path, on hits too.
    expect(String(harmless.headers["set-cookie"])).toContain("manzil_locale=en-eg");
  });

  it("does not cache account, cart, search or unprefixed pages, nor other methods", async () => {
    for (const url of ["/en-eg/login", "/en-eg/cart", "/ar-eg/search?v=lamp", "/categories/living-room"]) {
      const response = await get(url);
      expect(response.headers["x-cache"], url).toBe("bypass");
      expect(response.headers.etag, url).toBeUndefined();
    }
  });

  it("with a CDN in front, lets it share a signed-in shopper's answer for a shared page: nothing of theirs is in it (decision 0128)", async () => {
    const cdn = await startTestApp({ env: { PAGE_CDN_SECONDS: "60" } });
    try {
      const { token } = await newCustomer(cdn, { fName: "Qamar", name: "Qamar Cdntest" });
      const session = { cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` };
      for (const url of ["/ar-eg/products", "/en-eg/blog"]) {
        const shopper = await get(url, session, cdn);
        expect(shopper.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=60/);
        expect(shopper.headers.vary).not.toMatch(/Cookie/);
        expect(shopper.body).not.toContain("Qamar");
        expect(String(shopper.headers["set-cookie"] ?? "")).not.toContain(SESSION_COOKIE);
        // What the CDN would keep is what a visitor gets.
        expect((await get(url, {}, cdn)).body).toBe(shopper.body);
      }
      // Their own pages stay private.
      const cart = await get("/en-eg/cart", session, cdn);
      expect(cart.headers["cache-control"]).toMatch(/private|no-store/);
    } finally {
      await cdn.close();
    }
  });

  it("answers HEAD from the cache without a body", async () => {
    const url = "/en-eg/new-arrivals";
    await get(url);
    const head = await t.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["x-cache"]).toBe("hit");
    expect(head.body).toBe("");
  });

  it("keys the query's parameters in any order", async () => {
    const a = await get("/en-eg/products?sort=price-asc&page=2");
    expect(a.headers["x-cache"]).toBe("miss");
    expect((await get("/en-eg/products?page=2&sort=price-asc")).headers["x-cache"]).toBe("hit");
    expect((await get("/en-eg/products?page=3&sort=price-asc")).headers["x-cache"]).toBe("miss");
  });

  it("renders a page once for a burst of visitors (the others wait for it)", async () => {
    const url = "/ar-eg/categories";
    const responses = await Promise.all(Array.from({ length: 5 }, () => get(url)));
    const states = responses.map((r) => r.headers["x-cache"]).sort();
    expect(states).toEqual(["hit", "hit", "hit", "hit", "miss"]);
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
  });

  it("shows a new price, stock and setting on the next visitor's request after the catalogue job", async () => {
    const url = "/en-eg/products/luxor-low-oak-tv-unit";
    const [product] = await queryRows<{ id: string; stock: number }>(
      t.database.db,
      sql`select id, available_edition as stock from products where slug = 'luxor-low-oak-tv-unit'`,
    );
    await get(url);
    expect((await get(url)).headers["x-cache"]).toBe("hit");

    // A price written by an administrator's tool, which then queues the catalogue job.
    await t.database.db.execute(
      sql`update product_prices set price = 7654300 where product_id = ${product!.id} and country = 'eg'`,
    );
    expect((await get(url)).headers["x-cache"]).toBe("hit"); // nothing announced yet
    await catalogueChanged();
    const repriced = await get(url);
    expect(repriced.headers["x-cache"]).toBe("miss");
    expect(repriced.body).toContain("76,543");

    // Stock taken by an order (the stock service queues the job itself).
    await reserveStock({ db: t.database.db, services: t.services }, [
      { productId: product!.id, quantity: product!.stock - 2 },
    ]);
    await t.worker.drain();
    const stocked = await get(url);
    expect(stocked.headers["x-cache"]).toBe("miss");
    expect(stocked.body).toMatch(/2 (pieces )?left/i);

    // A setting shown in every page's footer.
    await get("/en-eg/");
    await t.database.db.execute(
      sql`update settings set value = '"cache-proof@manzil.test"'::jsonb where key = 'supportEmail'`,
    );
    await catalogueChanged();
    const home = await get("/en-eg/");
    expect(home.headers["x-cache"]).toBe("miss");
    expect(home.body).toContain("cache-proof@manzil.test");
  });
});

describe("page cache turned off", () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await startTestApp({ seed: false, env: { PAGE_CACHE_MB: "0" } });
  });
  afterAll(() => off?.close());

  it("renders every request, with no cache headers", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await get("/en-eg/", {}, off);
      expect(response.statusCode).toBe(200);
      expect(response.headers["x-cache"]).toBeUndefined();
      expect(response.headers.etag).toBeUndefined();
    }
  });
});
