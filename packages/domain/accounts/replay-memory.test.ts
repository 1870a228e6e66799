import { describe, expect, it } from "vitest";
import { createMemoryReplay } from "./replay-memory.ts";

describe("the in-process replay memory (the default, decision 0077)", () => {
  it("accepts a key once within its lifetime, again after it, and forgets the oldest past maxKeys", async () => {
    let now = 0;
    const memory = createMemoryReplay({ now: () => now, maxKeys: 2 });
    expect(await memory.claimOnce("a", 100)).toBe(true);
    expect(await memory.claimOnce("a", 100)).toBe(false);
    now = 100;
    expect(await memory.claimOnce("a", 100)).toBe(true);
    expect(await memory.claimOnce("b", 100)).toBe(true);
    expect(await memory.claimOnce("c", 100)).toBe(true); // "a" dropped
    expect(await memory.claimOnce("a", 100)).toBe(true);
  });
});
