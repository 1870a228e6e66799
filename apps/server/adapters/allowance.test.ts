/**
 * Allowances on the shared ThrottleStore (decision 0079): the forms' and reset mails' per-email
 * limits and visitors' uploads, atomic in memory and on Redis.
 */
import { afterAll, describe, expect, it } from "vitest";
import { takeAllowance } from "#kernel/allowance.ts";
import { redisReachable, testRedis, uniquePrefix } from "../../../test/redis.ts";
import { createMemoryThrottleStore } from "./memory-throttle.ts";
import { createRedisThrottleStore } from "./redis-throttle.ts";

const THREE = { limit: 3, windowMs: 60_000 };

describe("takeAllowance", () => {
  it("gives the limit's uses per window, per key, and a new window once it has passed", async () => {
    const store = createMemoryThrottleStore();
    const at = (now: number) => takeAllowance(store, "a", THREE, now);
    expect([await at(0), await at(10), await at(20), await at(30)]).toEqual([true, true, true, false]);
    expect(await takeAllowance(store, "b", THREE, 30)).toBe(true);
    expect(await at(59_999)).toBe(false);
    expect([await at(60_000), await at(60_001), await at(60_002), await at(60_003)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it("lets exactly the limit through a burst of parallel takes, in memory", async () => {
    const store = createMemoryThrottleStore();
    const takes = await Promise.all(Array.from({ length: 30 }, () => takeAllowance(store, "k", THREE)));
    expect(takes.filter(Boolean)).toHaveLength(3);
  });
});

const reachable = await redisReachable();
describe.skipIf(!reachable)("takeAllowance on Redis", () => {
  const prefix = uniquePrefix();
  const redis = testRedis();
  afterAll(async () => {
    await redis.deleteKeys(prefix);
    await redis.redis.quit();
  });

  it("lets exactly the limit through 30 parallel takes from two processes' stores", async () => {
    const other = testRedis();
    const stores = [
      createRedisThrottleStore(redis.redis, prefix),
      createRedisThrottleStore(other.redis, prefix),
    ];
    const takes = await Promise.all(
      Array.from({ length: 30 }, (_, i) => takeAllowance(stores[i % 2]!, "form:a@b.test", THREE)),
    );
    expect(takes.filter(Boolean)).toHaveLength(3);
    const ttl = await redis.redis.pttl(`${prefix}throttle:form:a@b.test`);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await other.redis.quit();
  });
});
