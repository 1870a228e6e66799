import type { Redis } from "ioredis";
import { createMemoryReplay } from "#domain/accounts/accounts.api.ts";
import type { CatalogChanges, ReplayMemory, ThrottleStore } from "#kernel/services.ts";
import type { ReadinessCheck } from "../ops/health.ts";
import { createMemoryThrottleStore } from "./memory-throttle.ts";
import { createRedisCatalogChanges } from "./redis-catalog-changes.ts";
import { closeRedis, connectRedis } from "./redis-connection.ts";
import { replayWithFallback, throttleWithFallback } from "./redis-fallback.ts";
import { createRedisReplay } from "./redis-replay.ts";
import { createRedisThrottleStore } from "./redis-throttle.ts";

/** What the site's processes must share (decision 0077): in this process, or in Redis. */
export interface SharedState {
  throttle: ThrottleStore;
  robotReplay: ReplayMemory;
  catalogChanges: CatalogChanges;
  /** The connection @fastify/rate-limit keeps its counters on; none in memory. */
  rateLimitRedis: Redis | null;
  /** Readiness checks (/readyz) for what the state depends on. */
  checks: ReadinessCheck[];
  /** Resolves once this process hears the others (the catalogue channel is subscribed). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Memory when `redis` is null (one process, nothing installed), otherwise two connections to
 * Redis: one for commands, one subscribed to the catalogue channel. `onCatalogChanged` clears
 * this process's catalogue caches when another process announces a change.
 */
export function createSharedState(
  redis: { url: string; prefix: string } | null,
  onCatalogChanged: () => void,
  log: (message: string, detail?: unknown) => void = (m, d) => console.warn(m, d),
): SharedState {
  if (!redis)
    return {
      throttle: createMemoryThrottleStore(),
      robotReplay: createMemoryReplay(),
      catalogChanges: { announce: async () => {} },
      rateLimitRedis: null,
      checks: [],
      ready: async () => {},
      close: async () => {},
    };
  const commands = connectRedis(redis.url, "commands", log);
  const subscriber = connectRedis(redis.url, "subscriber", log);
  const catalogChanges = createRedisCatalogChanges({
    publisher: commands,
    subscriber,
    prefix: redis.prefix,
    onChange: onCatalogChanged,
  });
  // Until ready() is awaited, a failed subscription must not be an unhandled rejection.
  catalogChanges.subscribed.catch(() => {});
  return {
    throttle: throttleWithFallback(
      commands,
      createRedisThrottleStore(commands, redis.prefix),
      createMemoryThrottleStore(),
      log,
    ),
    robotReplay: replayWithFallback(
      commands,
      createRedisReplay(commands, redis.prefix),
      createMemoryReplay(),
      log,
    ),
    catalogChanges,
    rateLimitRedis: commands,
    // Not required for readiness (decision 0079): without Redis the site still serves, degraded.
    checks: [{ name: "redis", check: () => commands.ping(), optional: true }],
    ready: async () => {
      // A process started while Redis is down starts anyway; the subscription follows later.
      await Promise.race([catalogChanges.subscribed, new Promise((resolve) => setTimeout(resolve, 3000))]);
    },
    close: async () => {
      await Promise.all([closeRedis(subscriber), closeRedis(commands)]);
    },
  };
}
