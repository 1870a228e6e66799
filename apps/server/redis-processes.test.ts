/**
 * Two processes of the site on one Redis (decision 0077): two apps built with the same REDIS_URL
 * and a prefix of this run's own share the login backoff, the route rate limits and catalogue
 * invalidation. Each app has its own database, as two processes have their own memory.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { remember } from "#domain/catalog/cache.ts";
import { enqueue } from "#kernel/jobs.ts";
import { startTestApp, type TestApp } from "../../test/app.ts";
import { redisReachable, TEST_REDIS_URL, testRedis, uniquePrefix } from "../../test/redis.ts";
import { LOGIN, newCustomer } from "../../test/test-kit.ts";

const reachable = await redisReachable();
if (!reachable)
  console.warn("Skipping the shared-state tests: no Redis answers at TEST_REDIS_URL or 127.0.0.1:6379");

describe.skipIf(!reachable)("two processes on one Redis", () => {
  const prefix = uniquePrefix();
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // One proxy in front: the test's clients differ by X-Forwarded-For (decision 0072).
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, TRUST_PROXY: "1" };
    [a, b] = await Promise.all([startTestApp({ seed: false, env }), startTestApp({ seed: false, env })]);
    await Promise.all([a.app.ready(), b.app.ready()]); // subscribed to the catalogue channel
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    const cleanup = testRedis();
    await cleanup.deleteKeys(prefix);
    await cleanup.redis.quit();
  });

  const login = async (t: TestApp, email: string, password: string, ip: string) => {
    const r = await t.graphql<{ login: { status_code: number } }>(
      LOGIN,
      { email, password },
      { "accept-language": "en", "x-forwarded-for": ip },
    );
    return r.data.login.status_code;
  };

  it("reports Redis in /readyz", async () => {
    const response = await a.app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(200);
  });

  it("shares the login backoff: wrong passwords on one process, the other answers 429 for that account", async () => {
    const { email } = await newCustomer(a);
    for (let i = 0; i < 5; i++) expect(await login(a, email, "wrong-pass", "203.0.113.40")).toBe(500);
    expect(await login(b, email, "secret1", "203.0.113.41")).toBe(429);
    expect(await login(a, email, "secret1", "203.0.113.42")).toBe(429);
    // Only that account waits: another email from the same client is still tried.
    expect(await login(b, "someone-else@manzil.test", "wrong-pass", "203.0.113.41")).toBe(500);
    // Both see the same count: the five failures (refused tries are not counted).
    expect((await a.services.throttle.get(`login:account:${email}`))?.failures).toBe(5);
    expect((await b.services.throttle.get(`login:account:${email}`))?.failures).toBe(5);
  });

  it("shares a route's rate limit: 60 robot challenges a minute per client over both processes", async () => {
    const challenge = (t: TestApp) =>
      t.app.inject({
        method: "GET",
        url: "/api/robot/challenge",
        headers: { "x-forwarded-for": "198.51.100.60" },
      });
    for (let i = 0; i < 30; i++) {
      expect((await challenge(a)).statusCode).toBe(200);
      expect((await challenge(b)).statusCode).toBe(200);
    }
    expect((await challenge(a)).statusCode).toBe(429);
    expect((await challenge(b)).statusCode).toBe(429);
  });

  it("a catalogue change handled by one process clears the other's catalogue cache", async () => {
    const cached = (t: TestApp, value: string) => remember(t.database.db, "redis-test", async () => value);
    expect(await cached(a, "before")).toBe("before");
    expect(await cached(b, "before")).toBe("before");
    expect(await cached(b, "after")).toBe("before"); // remembered
    await enqueue({ db: a.database.db, services: a.services }, "catalog.changed", {});
    await a.worker.drain();
    expect(await cached(a, "after")).toBe("after"); // its own, at once
    let seen = await cached(b, "after");
    for (let i = 0; i < 40 && seen === "before"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = await cached(b, "after");
    }
    expect(seen).toBe("after");
  });

  it("a catalogue change handled by one process clears the other's page cache (decision 0080)", async () => {
    const page = async (t: TestApp) =>
      (await t.app.inject({ method: "GET", url: "/en-eg/" })).headers["x-cache"];
    for (const t of [a, b]) {
      await page(t);
      expect(await page(t)).toBe("hit");
    }
    await enqueue({ db: a.database.db, services: a.services }, "catalog.changed", {});
    await a.worker.drain();
    expect(await page(a)).toBe("miss"); // its own, at once
    let seen = await page(b);
    for (let i = 0; i < 40 && seen === "hit"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = await page(b);
    }
    expect(seen).toBe("miss");
  });
});
