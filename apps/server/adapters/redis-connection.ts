import { Redis } from "ioredis";

/**
 * A connection to the shared Redis (decision 0077). A command waits through at most two
 * reconnection attempts before it fails, so a lost server fails requests instead of hanging them.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5000 });
}

/** Closes a connection: QUIT when it is up, otherwise it is dropped. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === "ready") await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
