/**
 * A Redis outage degrades, never fails (decision 0079): the shared pieces fall back to this
 * process's memory while the connection is down, and a subscriber that comes back forgets the
 * catalogue caches it may have missed announcements for. Against the local Redis.
 */
import type { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createMemoryReplay } from "#domain/accounts/accounts.api.ts";
import { redisReachable, TEST_REDIS_URL, uniquePrefix } from "../../../test/redis.ts";
import { createMemoryThrottleStore } from "./memory-throttle.ts";
import { createRedisCatalogChanges } from "./redis-catalog-changes.ts";
import { closeRedis, connectRedis } from "./redis-connection.ts";
import { replayWithFallback, throttleWithFallback } from "./redis-fallback.ts";
import { createRedisReplay } from "./redis-replay.ts";
import { createRedisThrottleStore } from "./redis-throttle.ts";

const reachable = await redisReachable();
const quiet = () => {};

describe.skipIf(!reachable)("Redis outages (decision 0079)", () => {
  const prefix = uniquePrefix();
  const commands = connectRedis(TEST_REDIS_URL, "commands", quiet);
  const subscriber = connectRedis(TEST_REDIS_URL, "subscriber", quiet);
  afterAll(async () => {
    const keys = await commands.keys(`${prefix}*`);
    if (keys.length) await commands.del(...keys);
    await Promise.all([closeRedis(commands), closeRedis(subscriber)]);
  });

  it("counts in memory at once while the connection is down, and in Redis again when it is back", async () => {
    if (commands.status !== "ready") await new Promise((resolve) => commands.once("ready", resolve));
    let down = false;
    // The connection as the fallback sees it: lost while `down`.
    const seen = {
      get status() {
        return down ? "reconnecting" : commands.status;
      },
    } as unknown as Redis;
    const shared = createRedisThrottleStore(commands, prefix);
    const store = throttleWithFallback(seen, shared, createMemoryThrottleStore(), quiet);
    const replay = replayWithFallback(seen, createRedisReplay(commands, prefix), createMemoryReplay(), quiet);
    const bump = () =>
      store.update(
        "k",
        (s) => ({ failures: (s?.failures ?? 0) + 1, lastFailureAt: 1 }),
        () => 60_000,
      );
    expect((await bump())?.failures).toBe(1); // in Redis
    down = true;
    expect((await bump())?.failures).toBe(1); // this process's memory: a count of its own
    expect(await replay.claimOnce("solution", 60_000)).toBe(true);
    expect(await replay.claimOnce("solution", 60_000)).toBe(false);
    down = false;
    expect((await bump())?.failures).toBe(2); // Redis again, where the first count still is
    expect(await commands.get(`${prefix}throttle:k`)).toContain('"failures":2');
  });

  it("falls back when a command fails on a connection that looked up, without waiting", async () => {
    const lost = connectRedis("redis://127.0.0.1:1", "commands", quiet); // nothing listens there
    const looksUp = { status: "ready" } as unknown as Redis;
    const store = throttleWithFallback(
      looksUp,
      createRedisThrottleStore(lost, prefix),
      createMemoryThrottleStore(),
      quiet,
    );
    const started = Date.now();
    const state = await store.update(
      "k",
      () => ({ failures: 1, lastFailureAt: 1 }),
      () => 60_000,
    );
    expect(state?.failures).toBe(1);
    expect(Date.now() - started).toBeLessThan(1500);
    lost.disconnect();
  });

  it("forgets the catalogue caches when the subscriber comes back", async () => {
    let forgotten = 0;
    const changes = createRedisCatalogChanges({
      publisher: commands,
      subscriber,
      prefix,
      onChange: () => forgotten++,
    });
    await changes.subscribed;
    expect(forgotten).toBe(0);
    subscriber.disconnect(true); // dropped, then reconnects and subscribes again
    await new Promise<void>((resolve) => subscriber.once("ready", () => resolve()));
    expect(forgotten).toBe(1);
  });
});
