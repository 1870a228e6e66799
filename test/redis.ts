import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";

/** The Redis the tests use (decision 0077): TEST_REDIS_URL or the local server. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Whether a Redis answers PING within a second; a suite without one is skipped with a message. */
export async function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** A key prefix no other run uses. */
export const uniquePrefix = () => `manzil-test:${randomUUID()}:`;

/** A connection for a test, and a way to delete every key under a prefix. */
export function testRedis(url = TEST_REDIS_URL) {
  const redis = new Redis(url);
  return {
    redis,
    async deleteKeys(prefix: string) {
      const keys: string[] = [];
      for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 500 })) keys.push(...batch);
      if (keys.length) await redis.del(...keys);
    },
  };
}
