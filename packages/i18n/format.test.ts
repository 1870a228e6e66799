import { describe, expect, it } from "vitest";
import { formatMoney } from "./format.ts";

describe("formatMoney", () => {
  it("writes whole amounts without decimals, others with both piastre digits", () => {
    expect(formatMoney(123_400, "eg", "en")).toBe("EGP 1,234");
    expect(formatMoney(2_201_650, "eg", "en")).toBe("EGP 22,016.50");
    expect(formatMoney(2_201_650, "eg", "ar")).toBe("22,016.50 ج.م");
    expect(formatMoney(5, "sa", "en")).toBe("SAR 0.05");
    expect(formatMoney(-50_000, "eg", "en")).toBe("EGP -500");
  });
});
