import { describe, expect, it } from "vitest";
import { dateFormat, formatDate, formatMoney, formatNumber } from "./format.ts";

describe("formatMoney", () => {
  it("writes whole amounts without decimals, others with both piastre digits", () => {
    expect(formatMoney(123_400, "eg", "en")).toBe("EGP 1,234");
    expect(formatMoney(2_201_650, "eg", "en")).toBe("EGP 22,016.50");
    expect(formatMoney(2_201_650, "eg", "ar")).toBe("22,016.50 ج.م");
    expect(formatMoney(5, "sa", "en")).toBe("SAR 0.05");
    expect(formatMoney(-50_000, "eg", "en")).toBe("EGP -500");
  });
});

describe("dates and numbers", () => {
  it("writes a date long, in Latin digits in Arabic too, and numbers grouped", () => {
    expect(formatDate("2026-11-29T10:00:00Z", "en")).toBe("November 29, 2026");
    expect(formatDate("2026-11-29T10:00:00Z", "ar")).toBe("29 نوفمبر 2026");
    expect(formatNumber(12345, "en")).toBe("12,345");
    expect(formatNumber(12345, "ar", "sa")).toBe("12,345");
  });

  it("makes each formatter once per locale and options (a page formats many dates while it hydrates)", () => {
    const long = dateFormat("en-GB", { day: "numeric", month: "long" });
    expect(dateFormat("en-GB", { day: "numeric", month: "long" })).toBe(long);
    expect(dateFormat("en-GB", { day: "numeric", month: "short" })).not.toBe(long);
    expect(dateFormat("ar-EG-u-nu-latn", { day: "numeric", month: "long" })).not.toBe(long);
  });
});
