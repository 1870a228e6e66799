/**
 * The Redis adapters (decision 0077) against a real Redis, each run under a prefix of its own:
 * two instances on two connections stand for two processes.
 */
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveRobot } from "#domain/accounts/robot.solve.ts";
import { robotChallenge, verifyRobot } from "#domain/accounts/robot.ts";
import type { AttemptState } from "#kernel/services.ts";
import { redisReachable, testRedis, uniquePrefix } from "../../../test/redis.ts";
import { createRedisReplay } from "./redis-replay.ts";
import { createRedisThrottleStore, MAX_ATTEMPTS, ThrottleConflictError } from "./redis-throttle.ts";

const reachable = await redisReachable();
if (!reachable)
  console.warn("Skipping the Redis adapter tests: no Redis answers at TEST_REDIS_URL or 127.0.0.1:6379");

describe("the Redis throttle store's retries", () => {
  it("gives up with ThrottleConflictError after MAX_ATTEMPTS conflicts", async () => {
    let commits = 0;
    // A Redis whose key changes before every commit: each compare-and-set answers another value.
    const alwaysChanged = {
      defineCommand: () => {},
      get: async () => null,
      throttleCompareAndSet: async () => [0, JSON.stringify({ failures: ++commits, lastFailureAt: 0 })],
    } as unknown as Redis;
    const store = createRedisThrottleStore(alwaysChanged, "p:");
    const update = store.update(
      "k",
      (s) => ({ failures: (s?.failures ?? 0) + 1, lastFailureAt: 1 }),
      () => 1000,
    );
    await expect(update).rejects.toThrow(ThrottleConflictError);
    await expect(update).rejects.toThrow(`gave up after ${MAX_ATTEMPTS} conflicting attempts`);
    expect(commits).toBe(MAX_ATTEMPTS);
  });
});

describe.skipIf(!reachable)("the Redis adapters", () => {
  const prefix = uniquePrefix();
  let one: ReturnType<typeof testRedis>;
  let other: ReturnType<typeof testRedis>;
  beforeAll(() => {
    one = testRedis();
    other = testRedis();
  });
  afterAll(async () => {
    await one?.deleteKeys(prefix);
    await Promise.all([one?.redis.quit(), other?.redis.quit()]);
  });

  const addFailure = (state: AttemptState | undefined): AttemptState => ({
    failures: (state?.failures ?? 0) + 1,
    lastFailureAt: Date.now(),
  });

  it("counts exactly 30 parallel updates of one key from two processes", async () => {
    const stores = [
      createRedisThrottleStore(one.redis, prefix),
      createRedisThrottleStore(other.redis, prefix),
    ];
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        stores[i % 2]!.update("login:account:race", addFailure, () => 60_000),
      ),
    );
    expect((await stores[0]!.get("login:account:race"))?.failures).toBe(30);
    expect((await stores[1]!.get("login:account:race"))?.failures).toBe(30);
    expect(await one.redis.exists(`${prefix}throttle:login:account:race`)).toBe(1);
  });

  it("keeps a state for ttlMs(next) milliseconds and deletes it when the change answers undefined", async () => {
    const store = createRedisThrottleStore(one.redis, prefix);
    await store.update("short", addFailure, () => 150);
    const ttl = await one.redis.pttl(`${prefix}throttle:short`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(150);
    expect((await store.get("short"))?.failures).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await store.get("short")).toBeUndefined();
    await store.update("gone", addFailure, () => 60_000);
    expect(
      await store.update(
        "gone",
        () => undefined,
        () => 0,
      ),
    ).toBeUndefined();
    expect(await one.redis.exists(`${prefix}throttle:gone`)).toBe(0);
  });

  it("accepts a solved robot challenge once across two processes, and one of 10 parallel claims", async () => {
    const secret = "s".repeat(40);
    const payload = await solveRobot(await robotChallenge(secret, 20));
    const [a, b] = [createRedisReplay(one.redis, prefix), createRedisReplay(other.redis, prefix)];
    expect(await verifyRobot(secret, payload, a)).toBe(true);
    expect(await verifyRobot(secret, payload, b)).toBe(false);
    expect(await verifyRobot(secret, payload, a)).toBe(false);
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).claimOnce("parallel", 60_000)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    const ttl = await one.redis.pttl(`${prefix}robot:parallel`);
    expect(ttl).toBeGreaterThan(59_000);
  });
});
