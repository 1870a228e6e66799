/**
 * Exponential backoff for sign-in failures (decision 0073): no hard lock that a stranger controls.
 * Pure: the state is kept by a ThrottleStore (`ctx.services.throttle`).
 */
import type { AttemptState } from "#kernel/services.ts";

export interface BackoffPolicy {
  /** Failures allowed before any wait. */
  free: number;
  /** The first wait; each further failure doubles it. */
  baseMs: number;
  /** The longest wait. */
  capMs: number;
  /** One failure is forgotten per this much time without a new one. */
  decayMs: number;
}

/** Per account: 5 free tries, then 1 s, 2 s, 4 s … up to 15 minutes; one forgotten per 10 minutes. */
export const ACCOUNT_BACKOFF: BackoffPolicy = {
  free: 5,
  baseMs: 1000,
  capMs: 15 * 60_000,
  decayMs: 10 * 60_000,
};
/** Per client address (many emails from one place; a NAT shares it): 20 free tries, same growth. */
export const CLIENT_BACKOFF: BackoffPolicy = {
  free: 20,
  baseMs: 1000,
  capMs: 15 * 60_000,
  decayMs: 10 * 60_000,
};

/** The failures still counted at `now`: one forgotten per `decayMs` since the last one. */
export function failuresAt(state: AttemptState | undefined, now: number, policy: BackoffPolicy): number {
  if (!state) return 0;
  const forgotten = Math.floor(Math.max(0, now - state.lastFailureAt) / policy.decayMs);
  return Math.max(0, state.failures - forgotten);
}

/** The wait the failures so far impose after the last one (0 while within the free tries). */
export function delayAfter(failures: number, policy: BackoffPolicy): number {
  if (failures < policy.free) return 0;
  return Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(failures - policy.free, 40));
}

/** Milliseconds before the next try is allowed (0: now). */
export function waitLeft(state: AttemptState | undefined, now: number, policy: BackoffPolicy): number {
  if (!state) return 0;
  return Math.max(0, state.lastFailureAt + delayAfter(state.failures, policy) - now);
}

/** The state after one more failure at `now`. */
export function afterFailure(
  state: AttemptState | undefined,
  now: number,
  policy: BackoffPolicy,
): AttemptState {
  return { failures: failuresAt(state, now, policy) + 1, lastFailureAt: now };
}

/** How long a store must keep a state: until its wait has passed and every failure has decayed. */
export const keepFor = (state: AttemptState, policy: BackoffPolicy): number =>
  delayAfter(state.failures, policy) + state.failures * policy.decayMs;
