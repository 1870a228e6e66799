/**
 * Short-lived memory of the catalogue's expensive answers, per database: counts and price ranges
 * of a filter, whole id orders of sorts that no index serves (price after a time-limited discount,
 * deep pages), and the filter options (features, designers, collections, categories with products).
 * Entries live CACHE_TTL_MS, so a change shows within a minute; writers may clear them at once.
 */
import { withReplica } from "#db/replica.ts";
import type { RequestContext } from "#kernel/context.ts";
import { enqueue } from "#kernel/jobs.ts";
import { afterCommit, rootOf } from "#kernel/tx.ts";

const CACHE_TTL_MS = 60_000;
const LIMITS = { small: 1000, order: 40 } as const;
const caches = new WeakMap<
  object,
  Record<keyof typeof LIMITS, Map<string, { at: number; value: unknown }>>
>();

export async function remember<T>(
  db: object,
  key: string,
  work: () => Promise<T>,
  kind: keyof typeof LIMITS = "small",
): Promise<T> {
  let all = caches.get(db);
  if (!all) {
    all = { small: new Map(), order: new Map() };
    caches.set(db, all);
  }
  const cache = all[kind];
  const hit = cache.get(key);
  const now = Date.now();
  if (hit && now - hit.at < CACHE_TTL_MS) return hit.value as T;
  const value = await work();
  cache.delete(key);
  cache.set(key, { at: now, value });
  if (cache.size > LIMITS[kind]) cache.delete(cache.keys().next().value!);
  return value;
}

/** Forgets everything cached for a database and its read replica (after catalogue writes; tests). */
export function clearCatalogCache(db: object): void {
  for (const d of withReplica(db)) caches.delete(d);
  for (const listener of clearedListeners) listener(db);
}

const clearedListeners = new Set<(db: object) => void>();

/**
 * Runs `listener` with the database each time its catalogue caches are cleared, so caches built
 * on the catalogue's answers (the GraphQL response cache, decision 0081) are cleared with them.
 * Answers the function that stops it.
 */
export function onCatalogCacheCleared(listener: (db: object) => void): () => void {
  clearedListeners.add(listener);
  return () => void clearedListeners.delete(listener);
}

/**
 * What a public page or card shows changed (stock, sales, a review, a comment; decision 0080):
 * queues `catalog.changed` in the caller's transaction, whose job clears every process's caches,
 * and clears this process's at once after the commit, so the next read here is fresh.
 */
export async function catalogueChanged(ctx: Pick<RequestContext, "db" | "services">): Promise<void> {
  await enqueue(ctx, "catalog.changed", {});
  afterCommit(ctx, () => clearCatalogCache(rootOf(ctx.db)));
}
