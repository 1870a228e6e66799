import type { AttemptState, ThrottleStore } from "./services.ts";

/** At most `limit` uses per `windowMs`, the window opening at the first use (decision 0079). */
export interface Allowance {
  limit: number;
  windowMs: number;
}

/**
 * Takes one use of `key`'s allowance, atomically in the shared `ThrottleStore`: true when one was
 * left (and it is now used), false when the window's uses are spent. The store keeps the uses as
 * `failures` and the window's start as `lastFailureAt`, expiring with the window.
 */
export async function takeAllowance(
  store: ThrottleStore,
  key: string,
  allowance: Allowance,
  now = Date.now(),
): Promise<boolean> {
  let taken = false;
  await store.update(
    key,
    (state) => {
      taken = false; // the store may call this again when another update came first
      const open = state && now - state.lastFailureAt < allowance.windowMs ? state : undefined;
      if (open && open.failures >= allowance.limit) return open;
      taken = true;
      return open ? { ...open, failures: open.failures + 1 } : { failures: 1, lastFailureAt: now };
    },
    (next: AttemptState) => Math.max(1, next.lastFailureAt + allowance.windowMs - now),
  );
  return taken;
}
