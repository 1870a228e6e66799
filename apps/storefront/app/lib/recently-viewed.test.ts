import { describe, expect, it } from "vitest";
import { inViewedOrder, RECENT_MAX, recentSlugs, withViewed } from "./recently-viewed.ts";

describe("recently viewed", () => {
  it("reads the slugs from a cookie header, newest first, dropping malformed and repeated ones", () => {
    expect(recentSlugs("a=1; manzil_recent=sofa-2.chair-1.sofa-2.Bad!.%3Cx%3E; b=2")).toEqual([
      "sofa-2",
      "chair-1",
    ]);
    expect(recentSlugs(null)).toEqual([]);
    expect(recentSlugs("manzil_recent=")).toEqual([]);
    expect(recentSlugs("other_manzil_recent=sofa")).toEqual([]);
  });

  it("puts the viewed slug first, once, and keeps at most eight", () => {
    expect(withViewed(["a", "b", "c"], "b")).toEqual(["b", "a", "c"]);
    const many = Array.from({ length: RECENT_MAX }, (_, i) => `p${i}`);
    expect(withViewed(many, "new")).toEqual(["new", ...many.slice(0, RECENT_MAX - 1)]);
    expect(withViewed(["a"], "not;a=slug")).toEqual(["a"]);
  });

  it("orders the cards as the cookie does and drops what is no longer listed", () => {
    const cards = [{ slug: "c" }, { slug: "a" }, { slug: "x" }];
    expect(inViewedOrder(cards, ["a", "b", "c"])).toEqual([{ slug: "a" }, { slug: "c" }]);
  });
});
