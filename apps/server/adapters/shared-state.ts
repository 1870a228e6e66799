import type { Redis } from "ioredis";
import { createMemoryReplay } from "#domain/accounts/accounts.api.ts";
import type { CatalogChanges, ReplayMemory, ThrottleStore } from "#kernel/services.ts";
import { createMemoryThrottleStore } from "./memory-throttle.ts";
import { createRedisCatalogChanges } from "./redis-catalog-changes.ts";
import { closeRedis, connectRedis } from "./redis-connection.ts";
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
  checks: Array<{ name: string; check: () => Promise<unknown> }>;
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
  const commands = connectRedis(redis.url, log);
  const subscriber = connectRedis(redis.url, log);
  const catalogChanges = createRedisCatalogChanges({
    publisher: commands,
    subscriber,
    prefix: redis.prefix,
    onChange: onCatalogChanged,
  });
  // Until ready() is awaited, a failed subscription must not be an unhandled rejection.
  catalogChanges.subscribed.catch(() => {});
  return {
    throttle: createRedisThrottleStore(commands, redis.prefix),
    robotReplay: createRedisReplay(commands, redis.prefix),
    catalogChanges,
    rateLimitRedis: commands,
    checks: [{ name: "redis", check: () => commands.ping() }],
    ready: async () => {
      await catalogChanges.subscribed;
    },
    close: async () => {
      await Promise.all([closeRedis(subscriber), closeRedis(commands)]);
    },
  };
}
