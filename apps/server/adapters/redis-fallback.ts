import type { Redis } from "ioredis";
import type { ReplayMemory, ThrottleStore } from "#kernel/services.ts";
import { ThrottleConflictError } from "./redis-throttle.ts";

/**
 * While Redis cannot be reached, what it shares falls back to this process's memory (decision
 * 0079): the login backoff and the robot replay memory count per process for those seconds
 * instead of failing every login. `redis.status` is "ready" again once it reconnects by itself.
 */
function fallback(redis: Redis, log: (message: string, detail?: unknown) => void) {
  return async <T>(onRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> => {
    if (redis.status !== "ready") return inMemory();
    try {
      return await onRedis();
    } catch (error) {
      // Contention on one key is an answer, not an outage.
      if (error instanceof ThrottleConflictError) throw error;
      log("Redis command failed, using this process's memory", { message: (error as Error).message });
      return inMemory();
    }
  };
}

export function throttleWithFallback(
  redis: Redis,
  shared: ThrottleStore,
  local: ThrottleStore,
  log: (message: string, detail?: unknown) => void,
): ThrottleStore {
  const use = fallback(redis, log);
  return {
    get: (key) =>
      use(
        () => shared.get(key),
        () => local.get(key),
      ),
    update: (key, change, ttlMs) =>
      use(
        () => shared.update(key, change, ttlMs),
        () => local.update(key, change, ttlMs),
      ),
  };
}

export function replayWithFallback(
  redis: Redis,
  shared: ReplayMemory,
  local: ReplayMemory,
  log: (message: string, detail?: unknown) => void,
): ReplayMemory {
  const use = fallback(redis, log);
  return {
    claimOnce: (key, lifetimeMs) =>
      use(
        () => shared.claimOnce(key, lifetimeMs),
        () => local.claimOnce(key, lifetimeMs),
      ),
  };
}
