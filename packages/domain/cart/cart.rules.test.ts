import { describe, expect, it } from "vitest";
import { limitOf, mergedQuantity, normalizeFeatures, quantityProblem } from "./cart.rules.ts";

describe("cart rules", () => {
  const p = { availableEdition: 4, maxPerOrder: 3 };
  it("limits", () => {
    expect(limitOf(p)).toBe(3);
    expect(quantityProblem(0, p)).toBe("QUANTITY_INVALID");
    expect(quantityProblem(-2, p)).toBe("QUANTITY_INVALID");
    expect(quantityProblem(1.5, p)).toBe("QUANTITY_INVALID");
    expect(quantityProblem(3, p)).toBeNull();
    expect(quantityProblem(4, p)).toBe("MAX_PER_ORDER");
    expect(quantityProblem(5, p)).toBe("NOT_ENOUGH_STOCK");
    expect(quantityProblem(1, { availableEdition: 0, maxPerOrder: 3 })).toBe("OUT_OF_STOCK");
  });
  it("merging adds up within the limit and loses nothing", () => {
    expect(mergedQuantity(1, 1, 3)).toBe(2);
    expect(mergedQuantity(2, 2, 3)).toBe(3);
    expect(mergedQuantity(0, 2, 5)).toBe(2);
    expect(mergedQuantity(0, 4, 0)).toBe(4);
  });
  it("features are sorted and unique", () => {
    expect(normalizeFeatures(["b", "a", "b"])).toEqual(["a", "b"]);
  });
});
