import type { AttemptState, ThrottleStore } from "#kernel/services.ts";

/**
 * The default ThrottleStore (decision 0073): a Map in this process, entries dropped when they
 * expire, the oldest dropped first past `maxKeys` so a flood of keys cannot fill the memory.
 */
export function createMemoryThrottleStore(
  options: { maxKeys?: number; now?: () => number } = {},
): ThrottleStore {
  const maxKeys = options.maxKeys ?? 100_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { state: AttemptState; expiresAt: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.state;
    },
    async set(key, state, ttlMs) {
      entries.delete(key);
      entries.set(key, { state, expiresAt: now() + ttlMs });
      while (entries.size > maxKeys) entries.delete(entries.keys().next().value!);
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}
