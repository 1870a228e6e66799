import { describe, expect, it } from "vitest";
import { isRunning, priceFor, priceOfQuantity } from "./pricing.rules.ts";

const now = new Date("2026-11-21T12:00:00Z");
const running = (percent: number) => ({
  percent,
  status: "active" as const,
  startDate: new Date("2026-11-01T00:00:00Z"),
  endDate: new Date("2026-11-30T00:00:00Z"),
});

describe("priceFor", () => {
  it("is the base price when nothing is running", () => {
    expect(priceFor({ price: 1_500_000, tax: 184_211 }, now)).toEqual({
      before: 1_500_000,
      after: 1_500_000,
      discountPercent: 0,
      discountSource: null,
      tax: 184_211,
    });
  });

  it("adds the chosen extras before the discount", () => {
    const p = priceFor({ price: 100_000, tax: 0, extras: [20_000, 5_000], offer: running(10) }, now);
    expect(p.before).toBe(125_000);
    expect(p.after).toBe(112_500);
  });

  it("applies the larger of a running offer and a running collection discount, never both", () => {
    const p = priceFor({ price: 100_000, tax: 0, offer: running(10), collection: running(25) }, now);
    expect(p).toMatchObject({ after: 75_000, discountPercent: 25, discountSource: "collection" });
  });

  it("ignores discounts that ended, have not started or are inactive", () => {
    const ended = { ...running(30), endDate: new Date("2026-11-20T00:00:00Z") };
    const upcoming = { ...running(30), startDate: new Date("2026-11-22T00:00:00Z") };
    const inactive = { ...running(30), status: "inactive" as const };
    for (const d of [ended, upcoming, inactive]) {
      expect(isRunning(d, now)).toBe(false);
      expect(priceFor({ price: 100_000, tax: 0, offer: d }, now).after).toBe(100_000);
    }
  });

  it("rounds a discounted price down to the whole unit and scales the included tax", () => {
    const p = priceFor({ price: 99_999, tax: 12_280, offer: running(15) }, now);
    expect(p.after).toBe(84_900);
    expect(p.tax).toBe(Math.round((12_280 * 84_900) / 99_999));
  });

  it("never goes below zero, even with a bad extra", () => {
    expect(priceFor({ price: 10_000, tax: 0, extras: [-50_000] }, now).after).toBe(10_000);
  });

  it("multiplies by the quantity", () => {
    expect(priceOfQuantity(priceFor({ price: 12_345, tax: 0 }, now), 3)).toBe(37_035);
  });
});
