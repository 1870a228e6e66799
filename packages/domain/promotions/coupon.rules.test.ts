import { describe, expect, it } from "vitest";
import { type CouponRow, couponAmounts, couponCovers, couponProblem } from "./coupon.rules.ts";

const now = new Date("2026-11-24T10:00:00Z");
const coupon = (terms: Partial<CouponRow> = {}): CouponRow => ({
  id: "c",
  code: "TEST",
  title: "",
  arTitle: "",
  description: "",
  arDescription: "",
  categoryId: null,
  subCategoryId: null,
  userId: null,
  country: null,
  salesNumber: 0,
  availableSales: 5,
  startDate: new Date("2026-11-01T00:00:00Z"),
  endDate: new Date("2026-12-01T00:00:00Z"),
  status: "active",
  discount: 10,
  maximumDiscount: null,
  freeDelivery: false,
  egMinPurchase: 0,
  suMinPurchase: 0,
  emMinPurchase: 0,
  fixedAmountDiscount: null,
  paymentMethods: [],
  governorateIds: [],
  areaIds: [],
  createdAt: now,
  ...terms,
});
const facts = {
  now,
  userId: "u",
  used: false,
  country: "eg" as const,
  eligibleLines: 1,
  eligibleTotal: 100_000,
};

describe("couponProblem", () => {
  it("checks the rules in the decision's order", () => {
    expect(couponProblem(coupon(), facts)).toBeNull();
    expect(couponProblem(coupon({ userId: "other", status: "inactive" }), facts)).toBe("COUPON_NOT_FOUND");
    expect(couponProblem(coupon({ status: "inactive", availableSales: 0 }), facts)).toBe(
      "COUPON_NOT_AVAILABLE",
    );
    expect(couponProblem(coupon({ startDate: new Date("2026-11-25T00:00:00Z") }), facts)).toBe(
      "COUPON_NOT_STARTED",
    );
    expect(couponProblem(coupon({ endDate: new Date("2026-11-24T09:59:59Z") }), facts)).toBe(
      "COUPON_EXPIRED",
    );
    expect(couponProblem(coupon({ endDate: now }), facts)).toBeNull();
    expect(couponProblem(coupon({ availableSales: 0 }), { ...facts, used: true })).toBe("COUPON_SOLD_OUT");
    expect(couponProblem(coupon(), { ...facts, used: true })).toBe("COUPON_ALREADY_USED");
    expect(couponProblem(coupon({ country: "sa" }), facts)).toBe("COUPON_NOT_FOR_COUNTRY");
    expect(couponProblem(coupon(), { ...facts, eligibleLines: 0, eligibleTotal: 0 })).toBe(
      "COUPON_NOT_FOR_PRODUCTS",
    );
  });

  it("takes the minimum purchase of the shopper's country", () => {
    const c = coupon({ egMinPurchase: 200_000, suMinPurchase: 15_000 });
    expect(couponProblem(c, facts)).toBe("COUPON_MIN_PURCHASE");
    expect(couponProblem(c, { ...facts, eligibleTotal: 200_000 })).toBeNull();
    expect(couponProblem(c, { ...facts, country: "sa", eligibleTotal: 15_000 })).toBeNull();
    expect(couponProblem(c, { ...facts, country: "sa", eligibleTotal: 14_999 })).toBe("COUPON_MIN_PURCHASE");
  });

  it("waits for the address and the method, and never goes with Souhoola", () => {
    const c = coupon({ governorateIds: ["cairo"], areaIds: ["maadi"], paymentMethods: ["card"] });
    expect(couponProblem(c, facts)).toBeNull();
    expect(couponProblem(c, { ...facts, address: { governorateId: "cairo", areaId: "maadi" } })).toBeNull();
    expect(couponProblem(c, { ...facts, address: { governorateId: "cairo", areaId: "zamalek" } })).toBe(
      "COUPON_NOT_FOR_ADDRESS",
    );
    expect(couponProblem(c, { ...facts, address: { governorateId: "giza", areaId: null } })).toBe(
      "COUPON_NOT_FOR_ADDRESS",
    );
    expect(couponProblem(c, { ...facts, method: "card" })).toBeNull();
    expect(couponProblem(c, { ...facts, method: "cod" })).toBe("COUPON_NOT_FOR_METHOD");
    expect(couponProblem(coupon(), { ...facts, method: "souhoola" })).toBe("COUPON_NOT_FOR_METHOD");
    expect(couponProblem(coupon({ paymentMethods: ["souhoola"] }), { ...facts, method: "souhoola" })).toBe(
      "COUPON_NOT_FOR_METHOD",
    );
  });
});

describe("couponAmounts", () => {
  const sums = { eligibleTotal: 100_000, shippingFees: 5_000, rate: 1 };
  it("a percentage, rounded half up, capped by maximumDiscount converted to the currency", () => {
    expect(couponAmounts(coupon({ discount: 15 }), { ...sums, eligibleTotal: 3_333 })).toEqual({
      goods: 500,
      shipping: 0,
    });
    expect(couponAmounts(coupon({ discount: 20, maximumDiscount: 10_000 }), sums).goods).toBe(10_000);
    // EGP 100 cap in Saudi Arabia at 13.2 EGP per riyal: SAR 7.58
    expect(
      couponAmounts(coupon({ discount: 20, maximumDiscount: 10_000 }), { ...sums, rate: 13.2 }).goods,
    ).toBe(758);
  });

  it("a fixed amount never more than the lines; free delivery waives the shipping", () => {
    expect(couponAmounts(coupon({ discount: 0, fixedAmountDiscount: 25_000 }), sums).goods).toBe(25_000);
    expect(couponAmounts(coupon({ discount: 0, fixedAmountDiscount: 250_000 }), sums).goods).toBe(100_000);
    expect(couponAmounts(coupon({ discount: 0, freeDelivery: true }), sums)).toEqual({
      goods: 0,
      shipping: 5_000,
    });
  });

  it("covers the lines of its category, or of its subcategory", () => {
    expect(couponCovers(coupon(), { categoryId: "a", subCategoryId: "b" })).toBe(true);
    expect(couponCovers(coupon({ categoryId: "a" }), { categoryId: "a", subCategoryId: "b" })).toBe(true);
    expect(couponCovers(coupon({ categoryId: "x" }), { categoryId: "a", subCategoryId: "b" })).toBe(false);
    expect(couponCovers(coupon({ subCategoryId: "b" }), { categoryId: "a", subCategoryId: "b" })).toBe(true);
    expect(couponCovers(coupon({ subCategoryId: "c" }), { categoryId: "a", subCategoryId: "b" })).toBe(false);
  });
});
