/**
 * A stale page answered at once and rendered again behind the visitor (decision 0097): the page
 * cache's hooks on a small server whose clock the test moves.
 */
import { randomBytes } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPageCache, type PageCache, REFRESH_HEADER } from "./page-cache.ts";

const URL = "/en-eg/";
const KEY = "browser /en-eg/";
const VISITOR = {
  "user-agent": "Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36",
  cookie: "manzil_locale=en-eg",
};

interface Harness {
  app: FastifyInstance;
  cache: PageCache;
  /** Moves the cache's clock. */
  wait(ms: number): void;
  /** The renders so far: the cookie header each one had. */
  renders: Array<string | undefined>;
  /** The next render fails (the database out of reach). */
  failNext(): void;
  get(headers?: Record<string, string | undefined>): Promise<{ state: string | undefined; body: string }>;
}

let open: FastifyInstance | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

function harness(): Harness {
  let clock = 1_000_000;
  let fail = false;
  const renders: Array<string | undefined> = [];
  const app = Fastify();
  open = app;
  const nonces = new WeakMap<object, string>();
  const cache = createPageCache({
    maxBytes: 1 << 20,
    cdnSeconds: 0,
    now: () => clock,
    nonceOf: (request) => nonces.get(request.raw) ?? "",
    refresh: (url, headers) => app.inject({ method: "GET", url, headers }),
  });
  // As helmet does before the route: a nonce per request.
  app.addHook("onRequest", async (request, reply) => {
    const nonce = randomBytes(16).toString("base64url");
    nonces.set(request.raw, nonce);
    reply.header("content-security-policy", `script-src 'self' 'nonce-${nonce}'`);
  });
  app.get(URL, cache.hooks, async (request, reply) => {
    renders.push(request.headers.cookie);
    if (fail) {
      fail = false;
      throw new Error("database out of reach");
    }
    reply.type("text/html; charset=utf-8");
    const form = request.headers["sec-ch-ua-mobile"] === "?1" ? "phone" : "other";
    return `<!doctype html><script nonce="${nonces.get(request.raw)}">1</script><p>render ${renders.length} for ${form}</p>`;
  });
  return {
    app,
    cache,
    renders,
    wait: (ms) => {
      clock += ms;
    },
    failNext: () => {
      fail = true;
    },
    async get(headers = VISITOR) {
      const response = await app.inject({ method: "GET", url: URL, headers });
      return { state: response.headers["x-cache"] as string | undefined, body: response.body };
    },
  };
}

/** Until the background render of the page has ended. */
const refreshed = (h: Harness) => vi.waitFor(() => expect(h.cache.store.isRendering(KEY)).toBe(false));

describe("stale pages refreshed behind the visitor (decision 0097)", () => {
  it("answers from the stale copy at once, renders it again once for a burst, then serves the new page", async () => {
    const h = harness();
    expect(await h.get()).toMatchObject({ state: "miss", body: expect.stringContaining("render 1") });
    expect(await h.get()).toMatchObject({ state: "hit", body: expect.stringContaining("render 1") });

    h.wait(61_000);
    const burst = await Promise.all([h.get(), h.get(), h.get()]);
    for (const answer of burst)
      expect(answer).toMatchObject({ state: "stale", body: expect.stringContaining("render 1") });
    await refreshed(h);
    expect(h.renders).toHaveLength(2);
    // The server's own request carried no cookie of the visitor's.
    expect(h.renders[1]).toBeUndefined();

    expect(await h.get()).toMatchObject({ state: "hit", body: expect.stringContaining("render 2") });
    expect(h.renders).toHaveLength(2);
  });

  it("keeps serving the stale copy when the refresh fails, and tries again on the next stale request", async () => {
    const h = harness();
    await h.get();
    h.wait(61_000);
    h.failNext();
    expect(await h.get()).toMatchObject({ state: "stale", body: expect.stringContaining("render 1") });
    await refreshed(h);
    expect(h.renders).toHaveLength(2);

    expect(await h.get()).toMatchObject({ state: "stale", body: expect.stringContaining("render 1") });
    await refreshed(h);
    expect(await h.get()).toMatchObject({ state: "hit", body: expect.stringContaining("render 3") });
  });

  it("refreshes the page of a client that sends no User-Agent once, not in a loop (issue 39)", async () => {
    const h = harness();
    // As wrk or a health check: no User-Agent at all (inject would otherwise add its own).
    const bare = { cookie: "manzil_locale=en-eg", "user-agent": undefined };
    expect(await h.get(bare)).toMatchObject({ state: "miss", body: expect.stringContaining("render 1") });
    h.wait(61_000);
    expect(await h.get(bare)).toMatchObject({ state: "stale" });
    await refreshed(h);
    expect(await h.get(bare)).toMatchObject({ state: "hit", body: expect.stringContaining("render 2") });
    expect(await h.get(bare)).toMatchObject({ state: "hit" });
    expect(h.renders).toHaveLength(2);
  });

  it("makes the visitor render once the stale window is over", async () => {
    const h = harness();
    await h.get();
    h.wait(60_000 + 300_000);
    expect(await h.get()).toMatchObject({ state: "miss", body: expect.stringContaining("render 2") });
    expect(h.cache.store.isRendering(KEY)).toBe(false);
  });

  it("keeps a phone's page apart and renders it again as a phone's (decision 0101)", async () => {
    const h = harness();
    const phone = { ...VISITOR, "sec-ch-ua-mobile": "?1" };
    expect(await h.get(phone)).toMatchObject({
      state: "miss",
      body: expect.stringContaining("render 1 for phone"),
    });
    expect(await h.get()).toMatchObject({
      state: "miss",
      body: expect.stringContaining("render 2 for other"),
    });
    expect(await h.get({ ...VISITOR, "sec-ch-ua-mobile": "?0" })).toMatchObject({
      state: "hit",
      body: expect.stringContaining("render 2 for other"),
    });
    h.wait(61_000);
    expect(await h.get(phone)).toMatchObject({ state: "stale", body: expect.stringContaining("for phone") });
    await vi.waitFor(() => expect(h.cache.store.isRendering(`browser phone ${URL}`)).toBe(false));
    expect(await h.get(phone)).toMatchObject({
      state: "hit",
      body: expect.stringContaining("render 3 for phone"),
    });
  });

  it("treats a refresh header it did not hand out as an ordinary request", async () => {
    const h = harness();
    const forged = { ...VISITOR, [REFRESH_HEADER]: "made-up" };
    expect(await h.get(forged)).toMatchObject({ state: "miss" });
    expect(await h.get(forged)).toMatchObject({ state: "hit" });
    h.wait(61_000);
    expect(await h.get(forged)).toMatchObject({ state: "stale" });
    await refreshed(h);
    expect(h.renders).toHaveLength(2);
  });
});
