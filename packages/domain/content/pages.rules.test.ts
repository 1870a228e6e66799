import { describe, expect, it } from "vitest";
import { parseFacts } from "./pages.rules.ts";

describe("parseFacts", () => {
  it("pairs English and Arabic labels by value and skips malformed lines", () => {
    expect(
      parseFacts(
        "2 | countries\n\nbroken line\n500+ | brands | extra\n50K | products",
        "50K | منتج\n2 | دولتان",
      ),
    ).toEqual([
      { value: "2", label: "countries", arLabel: "دولتان" },
      { value: "50K", label: "products", arLabel: "منتج" },
    ]);
  });
});
