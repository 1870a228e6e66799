import { createRequire } from "node:module";
import type { Redis } from "ioredis";

/** ioredis, loaded when a connection is first made: never without REDIS_URL (decision 0089). */
const loadIoredis = () => createRequire(import.meta.url)("ioredis") as typeof import("ioredis");

/**
 * A connection to the shared Redis (decisions 0077, 0079). It reconnects by itself; the loss and
 * the return are logged once each, not at every attempt.
 * - `commands`: nothing is queued while disconnected and a command gives up after 1 s, so a lost
 *   Redis never holds a request (the callers fall back to this process's memory).
 * - `subscriber`: subscriptions wait for the connection and are renewed after a reconnection.
 */
export function connectRedis(
  url: string,
  role: "commands" | "subscriber",
  log: (message: string, detail?: unknown) => void,
): Redis {
  const { Redis } = loadIoredis();
  const redis =
    role === "commands"
      ? new Redis(url, {
          enableOfflineQueue: false,
          commandTimeout: 1000,
          maxRetriesPerRequest: 1,
          connectTimeout: 2000,
        })
      : new Redis(url, { maxRetriesPerRequest: null, connectTimeout: 2000 });
  let lost = false;
  redis.on("error", (error: Error) => {
    if (lost) return;
    lost = true;
    log(`Redis connection lost (${role}); retrying`, { message: error.message });
  });
  redis.on("ready", () => {
    if (!lost) return;
    lost = false;
    log(`Redis connection back (${role})`);
  });
  return redis;
}

/** Closes a connection: QUIT when it is up, otherwise it is dropped. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === "ready") await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
