import { Redis } from "ioredis";

/**
 * A connection to the shared Redis (decision 0077). A command waits through at most two
 * reconnection attempts before it fails, so a lost server fails requests instead of hanging them;
 * connection errors (it keeps reconnecting) go to `log`.
 */
export function connectRedis(url: string, log: (message: string, detail?: unknown) => void): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5000 });
  redis.on("error", (error: Error) => log("Redis connection error", { message: error.message }));
  return redis;
}

/** Closes a connection: QUIT when it is up, otherwise it is dropped. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === "ready") await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
