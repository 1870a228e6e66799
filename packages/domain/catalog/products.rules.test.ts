import { describe, expect, it } from "vitest";
import {
  extrasFor,
  imageVariants,
  onePerProperty,
  pageInfoOf,
  pageWindow,
  parseSort,
  productPrice,
  sanitizeText,
} from "./products.rules.ts";

const DAY = 86_400_000;
const now = new Date("2025-03-01T12:00:00Z");
const running = (discount: number) => ({
  discount,
  status: "active" as const,
  startDate: new Date(now.getTime() - DAY),
  endDate: new Date(now.getTime() + DAY),
});
const row = (country: "eg" | "sa", price: number, available = true) => ({
  country,
  available,
  price,
  tax: Math.round((price * 14) / 114),
  revenue: 0,
  siteRevenue: 0,
  manufacturingCost: 0,
  shippingExpense: 0,
  requiredDays: 5,
  salesNumber: 0,
});

describe("pagination", () => {
  it("computes pages, next and a window of page links", () => {
    expect(pageInfoOf(0, 1, 24)).toEqual({
      hasNext: false,
      totalCount: 0,
      totalPages: 1,
      page: 1,
      limit: 24,
    });
    expect(pageInfoOf(49, 2, 24)).toMatchObject({ hasNext: true, totalPages: 3 });
    expect(pageInfoOf(48, 2, 24)).toMatchObject({ hasNext: false, totalPages: 2 });
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});

describe("sorts", () => {
  it("reads ours and the specs' names", () => {
    expect(parseSort(undefined)).toBe("newest");
    expect(parseSort("-createdAt")).toBe("newest");
    expect(parseSort("price")).toBe("priceAsc");
    expect(parseSort("-price")).toBe("priceDesc");
    expect(parseSort("-salesNumber")).toBe("bestSelling");
    expect(parseSort("bogus")).toBeNull();
  });
});

describe("product prices", () => {
  const product = {
    prices: [row("eg", 1_000_00), row("sa", 300_00, false)],
    offer: running(15),
    collection: running(20),
  };
  it("uses the larger running discount, per country, null where not sold", () => {
    expect(productPrice(product, "eg", [], now)).toMatchObject({
      before: 1_000_00,
      after: 800_00,
      discountPercent: 20,
    });
    expect(productPrice(product, "sa", [], now)).toBeNull();
    expect(productPrice(product, "ae", [], now)).toBeNull();
  });
  it("adds the chosen features' extras of the country, one per property", () => {
    const features = [
      { id: "a", property: "Color", egExtraPrice: 100_00, suExtraPrice: 30_00, emExtraPrice: 0 },
      { id: "b", property: "Color", egExtraPrice: 200_00, suExtraPrice: 60_00, emExtraPrice: 0 },
      { id: "c", property: "Size", egExtraPrice: 50_00, suExtraPrice: 15_00, emExtraPrice: 0 },
    ];
    const chosen = onePerProperty(features, ["a", "b", "c"]);
    expect(chosen.sort()).toEqual(["b", "c"]);
    expect(extrasFor(features, chosen, "eg")).toEqual([200_00, 50_00]);
    expect(extrasFor(features, chosen, "sa")).toEqual([60_00, 15_00]);
    expect(productPrice(product, "eg", extrasFor(features, chosen, "eg"), now)!.after).toBe(1_000_00);
  });
});

describe("images and text", () => {
  it("finds the 400 px variant beside an 800 px image", () => {
    expect(imageVariants("/uploads/products/sofa-1-0-800.webp")).toEqual({
      src: "/uploads/products/sofa-1-0-800.webp",
      srcSet: "/uploads/products/sofa-1-0-400.webp 400w, /uploads/products/sofa-1-0-800.webp 800w",
    });
    expect(imageVariants("/uploads/x.webp").srcSet).toBeNull();
  });
  it("strips tags and scripts and collapses spaces", () => {
    expect(sanitizeText(" <b>hi</b>  <script>x()</script>there\n\n\n\nok ")).toBe("hi there\n\nok");
    expect(sanitizeText("a < b > c")).toBe("a b c");
  });
});
