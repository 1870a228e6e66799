import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { CatalogChanges } from "#kernel/services.ts";

export interface RedisCatalogChanges extends CatalogChanges {
  /** Resolves once this process listens to the others' announcements. */
  subscribed: Promise<unknown>;
}

/**
 * Catalogue changes over Redis pub/sub (decision 0077): `announce` publishes this process's id on
 * `<prefix>catalog.changed`; an announcement from any other process runs `onChange` here (own
 * messages are ignored). `subscriber` is a connection of its own: Redis allows only (un)subscribe
 * on it.
 */
export function createRedisCatalogChanges(options: {
  publisher: Redis;
  subscriber: Redis;
  prefix: string;
  onChange: () => void;
}): RedisCatalogChanges {
  const { publisher, subscriber, onChange } = options;
  const channel = `${options.prefix}catalog.changed`;
  const processId = randomUUID();
  subscriber.on("message", (from: string, message: string) => {
    if (from === channel && message !== processId) onChange();
  });
  // Announcements published while this connection was lost were missed (decision 0079): when it
  // comes back (and renews the subscription), forget the caches once.
  let connectedBefore = subscriber.status === "ready";
  subscriber.on("ready", () => {
    if (connectedBefore) onChange();
    connectedBefore = true;
  });
  return {
    subscribed: subscriber.subscribe(channel),
    async announce() {
      await publisher.publish(channel, processId);
    },
  };
}
