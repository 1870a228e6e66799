import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { accepts } from "./page-cache.ts";
import { forgetVisitor, pageKey } from "./policy.ts";
import { createPageStore } from "./store.ts";

const page = (text: string) => ({
  gzip: gzipSync(text),
  zstd: null,
  etag: 'W/"x"',
  contentType: "text/html",
  policy: "script-src 'self'",
  headers: {},
  route: "/*",
});

describe("page store (decision 0080)", () => {
  it("keeps pages within its bytes, forgetting the least recently used first", () => {
    const one = page("a".repeat(10));
    const store = createPageStore({ maxBytes: one.gzip.length * 2 });
    store.set("a", one, 0);
    store.set("b", page("b".repeat(10)), 0);
    expect(store.get("a")).toBeDefined(); // a is now the most recent
    store.set("c", page("c".repeat(10)), 0);
    expect(store.get("b")).toBeUndefined();
    expect(store.get("a")).toBeDefined();
    expect(store.get("c")).toBeDefined();
    expect(store.bytes).toBeLessThanOrEqual(one.gzip.length * 2);
    // A page larger than the whole budget is not kept.
    expect(store.set("big", page(Array.from({ length: 2000 }, Math.random).join("")), 0)).toBe(false);
    expect(store.get("a")).toBeDefined();
  });

  it("is fresh, then stale, then gone; a render begun before a clear is not stored", () => {
    let now = 0;
    const store = createPageStore({ maxBytes: 1e6, freshMs: 60, staleMs: 300, now: () => now });
    store.set("k", page("hello"), store.generation);
    expect(store.get("k")?.fresh).toBe(true);
    now = 100;
    expect(store.get("k")?.fresh).toBe(false);
    now = 400;
    expect(store.get("k")).toBeUndefined();

    const since = store.generation;
    store.clear();
    expect(store.set("k", page("old"), since)).toBe(false);
    expect(store.get("k")).toBeUndefined();
  });

  it("lets one request render a key; the others wait for it", async () => {
    const store = createPageStore({ maxBytes: 1e6 });
    const token = store.beginRender("k")!;
    expect(store.beginRender("k")).toBeNull();
    let waited = false;
    const waiting = store.waitRender("k", 5000).then(() => (waited = true));
    store.endRender("k", {}); // another request's token: no effect
    await new Promise((r) => setTimeout(r, 5));
    expect(waited).toBe(false);
    store.endRender("k", token);
    await waiting;
    expect(store.isRendering("k")).toBe(false);
  });
});

describe("cache policy", () => {
  it("keys public pages under a valid prefix, with the query sorted, for anonymous visitors", () => {
    expect(pageKey("GET", "/ar-eg/", {})).toBe("browser /ar-eg/");
    expect(pageKey("HEAD", "/en-sa/products/x?b=2&a=1", {})).toBe("browser /en-sa/products/x?a=1&b=2");
    expect(pageKey("GET", "/en-eg/products/x", { "user-agent": "Googlebot/2.1" })).toBe(
      "robot /en-eg/products/x",
    );
    // A phone's page has no desktop menu panels (decision 0101); "?0" and no hint are the same page.
    expect(pageKey("GET", "/ar-eg/", { "sec-ch-ua-mobile": "?1" })).toBe("browser phone /ar-eg/");
    expect(pageKey("GET", "/ar-eg/", { "sec-ch-ua-mobile": "?0" })).toBe("browser /ar-eg/");
    for (const url of [
      "/products/x",
      "/EN-EG/products/x",
      "/en-eg/products/x.data",
      "/en-eg/cart",
      "/en-eg/login",
      "/en-eg/profile/orders",
      "/en-eg/search?v=x",
      "/en-eg/products/a/b",
      "/graphql",
      "/api/countries",
    ])
      expect(pageKey("GET", url, {}), url).toBeNull();
    expect(pageKey("POST", "/en-eg/products/x", {})).toBeNull();
  });

  it("keys a shared page the same for a visitor and a signed-in shopper, and forgets who asks (decision 0128)", () => {
    const url = "/en-eg/products/x";
    expect(pageKey("GET", url, { cookie: "manzil_session=abc", authorization: "Bearer x" })).toBe(
      pageKey("GET", url, {}),
    );
    const headers: Record<string, string> = {
      cookie: "_ga=1; manzil_session=abc; manzil_locale=ar-eg;manzil_cart=c; manzil_recent=a.b",
      authorization: "Bearer x",
    };
    forgetVisitor(headers);
    expect(headers).toEqual({ cookie: "manzil_locale=ar-eg; manzil_recent=a.b" });
    const onlySession: Record<string, string> = { cookie: "manzil_session=abc" };
    forgetVisitor(onlySession);
    expect(onlySession).toEqual({});
  });

  it("reads Accept-Encoding", () => {
    expect(accepts("gzip, deflate, br", "gzip")).toBe(true);
    expect(accepts("gzip, deflate, br", "zstd")).toBe(false);
    expect(accepts("gzip, deflate, br, zstd", "zstd")).toBe(true);
    expect(accepts("br;q=1.0, gzip;q=0.8", "gzip")).toBe(true);
    expect(accepts("*", "gzip")).toBe(true);
    expect(accepts("*", "zstd")).toBe(true);
    expect(accepts("gzip;q=0", "gzip")).toBe(false);
    expect(accepts("zstd;q=0, gzip", "zstd")).toBe(false);
    expect(accepts("br", "gzip")).toBe(false);
    expect(accepts(undefined, "gzip")).toBe(false);
  });
});
