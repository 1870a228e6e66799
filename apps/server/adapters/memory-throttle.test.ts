import { describe, expect, it } from "vitest";
import { createMemoryThrottleStore } from "./memory-throttle.ts";

const one = { failures: 1, lastFailureAt: 0 };

describe("the in-memory throttle store", () => {
  it("updates, expires and deletes entries", async () => {
    let now = 0;
    const store = createMemoryThrottleStore({ now: () => now });
    await store.update(
      "a",
      () => one,
      () => 100,
    );
    expect(await store.get("a")).toEqual(one);
    const next = await store.update(
      "a",
      (s) => ({ failures: s!.failures + 1, lastFailureAt: 5 }),
      () => 100,
    );
    expect(next).toEqual({ failures: 2, lastFailureAt: 5 });
    now = 100;
    expect(await store.get("a")).toBeUndefined();
    await store.update(
      "b",
      () => one,
      () => 100,
    );
    await store.update(
      "b",
      () => undefined,
      () => 0,
    );
    expect(await store.get("b")).toBeUndefined();
  });

  it("keeps at most maxKeys, dropping the oldest", async () => {
    const store = createMemoryThrottleStore({ maxKeys: 2 });
    for (const key of ["a", "b", "c"])
      await store.update(
        key,
        () => one,
        () => 60_000,
      );
    expect(await store.get("a")).toBeUndefined();
    expect(await store.get("c")).toEqual(one);
  });
});
