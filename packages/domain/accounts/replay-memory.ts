import type { ReplayMemory } from "#kernel/services.ts";

/**
 * The default ReplayMemory (decision 0077): a Map in this process; expired keys are swept on each
 * claim, the oldest dropped first past `maxKeys`.
 */
export function createMemoryReplay(options: { maxKeys?: number; now?: () => number } = {}): ReplayMemory {
  const maxKeys = options.maxKeys ?? 100_000;
  const now = options.now ?? Date.now;
  const expiries = new Map<string, number>();
  return {
    async claimOnce(key, lifetimeMs) {
      const at = now();
      for (const [known, expiresAt] of expiries) if (expiresAt <= at) expiries.delete(known);
      if (expiries.has(key)) return false;
      expiries.set(key, at + lifetimeMs);
      while (expiries.size > maxKeys) expiries.delete(expiries.keys().next().value!);
      return true;
    },
  };
}
