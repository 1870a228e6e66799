/**
 * Simple throttling (forgot-password mails, forms): attempts counted per key in a sliding window; past the limit
 * the key is refused until the window has passed. In memory: one process; see decision 0021. Sign-in
 * uses backoff instead (backoff.rules.ts, decision 0073).
 */
export interface Throttle {
  /** Whether the key may try now. */
  allowed(key: string, now?: number): boolean;
  fail(key: string, now?: number): void;
  reset(key: string): void;
}

export function createThrottle(limit: number, windowMs: number): Throttle {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const list = (failures.get(key) ?? []).filter((t) => now - t < windowMs);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };
  return {
    allowed: (key, now = Date.now()) => recent(key, now).length < limit,
    fail(key, now = Date.now()) {
      const list = recent(key, now);
      list.push(now);
      failures.set(key, list);
      if (failures.size > 50_000) failures.delete(failures.keys().next().value!);
    },
    reset: (key) => void failures.delete(key),
  };
}
