import { describe, expect, it } from "vitest";
import { takeAuthReturn } from "./auth-return.ts";

const storage = (initial: Record<string, string> = {}) => {
  const map = new Map(Object.entries(initial));
  return { getItem: (k: string) => map.get(k) ?? null, removeItem: (k: string) => void map.delete(k), map };
};

describe("returning from an auth page", () => {
  it("reloads once a page restored from the cache after an auth page", () => {
    const s = storage({ "manzil:auth-visit": "1" });
    expect(takeAuthReturn(true, s)).toBe(true);
    expect(takeAuthReturn(true, s)).toBe(false);
  });

  it("leaves pages loaded normally, or without an auth visit, alone", () => {
    expect(takeAuthReturn(false, storage({ "manzil:auth-visit": "1" }))).toBe(false);
    expect(takeAuthReturn(true, storage())).toBe(false);
  });
});
