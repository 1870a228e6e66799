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

/** The state after one more failure at `now` (the attempts in flight kept). */
export function afterFailure(
  state: AttemptState | undefined,
  now: number,
  policy: BackoffPolicy,
): AttemptState {
  const next: AttemptState = { failures: failuresAt(state, now, policy) + 1, lastFailureAt: now };
  return state?.inFlight?.length ? { ...next, inFlight: state.inFlight } : next;
}

/**
 * How long an attempt in flight holds its place (decision 0108): one whose process died before it
 * finished is forgotten after this.
 */
export const IN_FLIGHT_MS = 30_000;

/** The start times of the attempts still in flight at `now`. */
export const inFlightAt = (state: AttemptState | undefined, now: number): number[] =>
  (state?.inFlight ?? []).filter((startedAt) => now - startedAt < IN_FLIGHT_MS);

/**
 * Whether an attempt may start at `now` (decision 0108): `refuse` while the failures' wait runs;
 * `wait` when the attempts in flight, were they all to fail, would use up the free tries (it is
 * judged again once they have finished); `go` otherwise.
 */
export function startOf(
  state: AttemptState | undefined,
  now: number,
  policy: BackoffPolicy,
): "go" | "wait" | "refuse" {
  if (waitLeft(state, now, policy) > 0) return "refuse";
  const running = inFlightAt(state, now).length;
  if (running === 0) return "go";
  return delayAfter(failuresAt(state, now, policy) + running, policy) > 0 ? "wait" : "go";
}

/** The state with an attempt started at `now` in flight. */
export function afterStart(state: AttemptState | undefined, now: number): AttemptState {
  return {
    failures: state?.failures ?? 0,
    lastFailureAt: state?.lastFailureAt ?? 0,
    inFlight: [...inFlightAt(state, now), now],
  };
}

/**
 * The state once the attempt started at `startedAt` has finished at `now`: out of the attempts in
 * flight; a `wrong` password is one more failure, a `right` one clears the failures when `clears`
 * (the account's), `none` (the check itself failed) counts nothing. Undefined: nothing left to keep.
 */
export function afterFinish(
  state: AttemptState | undefined,
  startedAt: number,
  now: number,
  policy: BackoffPolicy,
  outcome: "right" | "wrong" | "none",
  clears: boolean,
): AttemptState | undefined {
  const running = inFlightAt(state, now);
  const mine = running.indexOf(startedAt);
  if (mine >= 0) running.splice(mine, 1);
  // The stored count decays from the last failure when read: it changes only with a new one.
  let failures = state?.failures ?? 0;
  let lastFailureAt = state?.lastFailureAt ?? 0;
  if (outcome === "wrong") {
    failures = failuresAt(state, now, policy) + 1;
    lastFailureAt = now;
  } else if (outcome === "right" && clears) failures = 0;
  if (failures === 0 && running.length === 0) return undefined;
  return running.length ? { failures, lastFailureAt, inFlight: running } : { failures, lastFailureAt };
}

/**
 * How long a store must keep a state: until its wait has passed and every failure has decayed,
 * and while an attempt is in flight.
 */
export const keepFor = (state: AttemptState, policy: BackoffPolicy): number =>
  Math.max(
    delayAfter(state.failures, policy) + state.failures * policy.decayMs,
    state.inFlight?.length ? IN_FLIGHT_MS : 0,
  );
