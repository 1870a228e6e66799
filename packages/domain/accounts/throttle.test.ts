import { describe, expect, it } from "vitest";
import { createThrottle } from "./throttle.rules.ts";

describe("login throttle", () => {
  it("refuses a key after the limit and lets it in again after the window", () => {
    const t = createThrottle(3, 1000);
    for (let i = 0; i < 3; i++) {
      expect(t.allowed("a", 0)).toBe(true);
      t.fail("a", i);
    }
    expect(t.allowed("a", 10)).toBe(false);
    expect(t.allowed("b", 10)).toBe(true);
    expect(t.allowed("a", 1003)).toBe(true);
  });
  it("a success clears the count", () => {
    const t = createThrottle(1, 1000);
    t.fail("a", 0);
    expect(t.allowed("a", 1)).toBe(false);
    t.reset("a");
    expect(t.allowed("a", 1)).toBe(true);
  });
});
