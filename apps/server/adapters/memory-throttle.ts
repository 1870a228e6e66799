import type { AttemptState, ThrottleStore } from "#kernel/services.ts";

/**
 * The default ThrottleStore (decision 0073): a Map in this process, updated synchronously (so
 * atomically), entries dropped when they expire, the oldest dropped first past `maxKeys` so a
 * flood of keys cannot fill the memory.
 */
export function createMemoryThrottleStore(
  options: { maxKeys?: number; now?: () => number } = {},
): ThrottleStore {
  const maxKeys = options.maxKeys ?? 100_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { state: AttemptState; expiresAt: number }>();
  const current = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) entries.delete(key);
    return entries.get(key)?.state;
  };
  return {
    async get(key) {
      return current(key);
    },
    async update(key, change, ttlMs) {
      const next = change(current(key));
      entries.delete(key);
      if (next) entries.set(key, { state: next, expiresAt: now() + ttlMs(next) });
      while (entries.size > maxKeys) entries.delete(entries.keys().next().value!);
      return next;
    },
  };
}
