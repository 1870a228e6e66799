import { describe, expect, it } from "vitest";
import {
  afterFailure,
  afterFinish,
  afterStart,
  type BackoffPolicy,
  delayAfter,
  failuresAt,
  IN_FLIGHT_MS,
  keepFor,
  startOf,
  waitLeft,
} from "./backoff.rules.ts";

const policy: BackoffPolicy = { free: 3, baseMs: 1000, capMs: 60_000, decayMs: 10 * 60_000 };

describe("sign-in backoff", () => {
  it("waits nothing within the free tries, then doubles up to the cap", () => {
    expect([0, 1, 2].map((n) => delayAfter(n, policy))).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6, 9, 10, 500].map((n) => delayAfter(n, policy))).toEqual([
      1000, 2000, 4000, 8000, 60_000, 60_000, 60_000,
    ]);
  });

  it("counts failures and measures the wait from the last one", () => {
    let state = afterFailure(undefined, 0, policy);
    state = afterFailure(state, 10, policy);
    state = afterFailure(state, 20, policy);
    expect(state).toEqual({ failures: 3, lastFailureAt: 20 });
    expect(waitLeft(state, 20, policy)).toBe(1000);
    expect(waitLeft(state, 520, policy)).toBe(500);
    expect(waitLeft(state, 1020, policy)).toBe(0);
    expect(waitLeft(undefined, 0, policy)).toBe(0);
  });

  it("forgets one failure per decay period without a new one", () => {
    const state = { failures: 5, lastFailureAt: 0 };
    expect(failuresAt(state, 10 * 60_000 - 1, policy)).toBe(5);
    expect(failuresAt(state, 20 * 60_000, policy)).toBe(3);
    expect(failuresAt(state, 10 * 60 * 60_000, policy)).toBe(0);
    expect(afterFailure(state, 30 * 60_000, policy)).toEqual({ failures: 3, lastFailureAt: 30 * 60_000 });
  });

  it("keeps a state until its wait is over and every failure has decayed", () => {
    expect(keepFor({ failures: 4, lastFailureAt: 0 }, policy)).toBe(2000 + 4 * 10 * 60_000);
  });

  it("lets attempts run side by side while all of them could fail within the free tries (decision 0108)", () => {
    let state = afterFailure(undefined, 0, policy); // 1 failure, 2 free tries left
    expect(startOf(state, 10, policy)).toBe("go");
    state = afterStart(state, 10);
    expect(startOf(state, 11, policy)).toBe("go");
    state = afterStart(state, 11);
    // A third could be the third failure: it waits for those in flight.
    expect(startOf(state, 12, policy)).toBe("wait");
    // The first was right: the account's failures are cleared, the other still runs.
    state = afterFinish(state, 10, 20, policy, "right", true)!;
    expect(state).toEqual({ failures: 0, lastFailureAt: 0, inFlight: [11] });
    expect(startOf(state, 21, policy)).toBe("go");
    // The second was wrong: one failure, nothing in flight.
    expect(afterFinish(state, 11, 30, policy, "wrong", true)).toEqual({ failures: 1, lastFailureAt: 30 });
  });

  it("refuses during the wait; a right password keeps the client's failures; a dead attempt is forgotten", () => {
    const backedOff = { failures: 3, lastFailureAt: 0 };
    expect(startOf(backedOff, 500, policy)).toBe("refuse");
    const started = afterStart({ failures: 2, lastFailureAt: 0 }, 1000);
    expect(afterFinish(started, 1000, 1100, policy, "right", false)).toEqual({
      failures: 2,
      lastFailureAt: 0,
    });
    expect(afterFinish(afterStart(undefined, 5), 5, 6, policy, "none", true)).toBeUndefined();
    expect(
      startOf(afterStart(afterStart({ failures: 2, lastFailureAt: 0 }, 0), 0), IN_FLIGHT_MS, policy),
    ).toBe("go");
    expect(keepFor(started, policy)).toBe(2 * 10 * 60_000);
    expect(keepFor(afterStart(undefined, 0), policy)).toBe(IN_FLIGHT_MS);
  });
});
