import { describe, expect, it } from "vitest";
import {
  afterFailure,
  type BackoffPolicy,
  delayAfter,
  failuresAt,
  keepFor,
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
});
