import type { Redis } from "ioredis";
import type { ReplayMemory } from "#kernel/services.ts";

/** The shared ReplayMemory (decision 0077): `SET <prefix>robot:<key> 1 NX PX lifetime`; one claim wins. */
export function createRedisReplay(redis: Redis, prefix: string): ReplayMemory {
  return {
    async claimOnce(key, lifetimeMs) {
      return (await redis.set(`${prefix}robot:${key}`, "1", "PX", lifetimeMs, "NX")) === "OK";
    },
  };
}
