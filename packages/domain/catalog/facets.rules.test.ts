import { describe, expect, it } from "vitest";
import { isColourProperty, swatchOf } from "./colours.rules.ts";
import { deliveryChoices } from "./facets.rules.ts";

const buckets = (...counts: number[]) => [3, 7, 14, 21, 30].map((days, i) => ({ days, count: counts[i]! }));

describe("deliveryChoices", () => {
  it("offers only the buckets that narrow the listing", () => {
    // Egypt: small pieces in 3-6 days, bulky ones in 7-14.
    expect(deliveryChoices(buckets(27, 150, 233, 233, 233), 233, undefined)).toEqual([
      { days: 3, count: 27, selected: false },
      { days: 7, count: 150, selected: false },
    ]);
    // None within 3 or 7 days; 30 is everything; a bucket with no more than the shorter one is left out.
    expect(deliveryChoices(buckets(0, 0, 5, 15, 20), 20, undefined).map((c) => c.days)).toEqual([14, 21]);
    expect(deliveryChoices(buckets(0, 4, 4, 9, 9), 12, undefined).map((c) => c.days)).toEqual([7, 21]);
  });

  it("keeps the chosen bucket even when it no longer narrows or matches nothing", () => {
    expect(deliveryChoices(buckets(0, 0, 5, 5, 5), 5, 3)).toEqual([{ days: 3, count: 0, selected: true }]);
    expect(deliveryChoices(buckets(1, 5, 5, 5, 5), 5, 30).map((c) => [c.days, c.selected])).toEqual([
      [3, false],
      [30, true],
    ]);
  });
});

describe("colour swatches", () => {
  it("knows the catalogue's colours in either language, and no colour for an unknown name", () => {
    expect(swatchOf("Navy blue")).toBe("#2F4A6D");
    expect(swatchOf(" navy  BLUE ")).toBe("#2F4A6D");
    expect(swatchOf("Bleu marine", "أزرق كحلي")).toBe("#2F4A6D");
    expect(swatchOf("Sunset shimmer", "لمعة الغروب")).toBeNull();
  });

  it("tells the colour property from the others", () => {
    expect(isColourProperty("Color")).toBe(true);
    expect(isColourProperty("colours")).toBe(true);
    expect(isColourProperty("Farbe", "اللون")).toBe(true);
    expect(isColourProperty("Size", "المقاس")).toBe(false);
    expect(isColourProperty("Colorway finish")).toBe(false);
  });
});
