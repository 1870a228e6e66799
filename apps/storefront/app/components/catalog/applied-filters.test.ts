import { describe, expect, it } from "vitest";
import { appliedFilters, searchWithout, searchWithoutFilters } from "./applied-filters.ts";
import { readListing } from "./listing-query.ts";
import type { ListingFacets } from "./types.ts";

const option = (key: string, name: string, arName: string, swatch: string | null = null) => ({
  key,
  name,
  arName,
  count: 1,
  selected: true,
  swatch,
});
const facets: ListingFacets = {
  subCategories: [option("s1", "Sofas", "كنب")],
  designers: [option("salma", "Salma", "سلمى")],
  collections: [],
  options: [
    {
      property: "Color",
      arProperty: "اللون",
      colour: true,
      values: [option("Navy blue", "Navy blue", "أزرق كحلي", "#2F4A6D")],
    },
  ],
  delivery: [],
  inStock: 3,
};
const search =
  "?sort=priceAsc&sub=s1&f=Color%3ANavy+blue&f=Color%3ATeal&min=1500&days=7&stock=1&designer=salma&page=3";

describe("applied filters", () => {
  const state = readListing(new URL(`http://x/categories/living${search}`));
  const applied = appliedFilters(state, facets);

  it("one chip per filter, in the column's order, with the facet's names", () => {
    expect(applied.map((a) => a.kind)).toEqual([
      "sub",
      "option",
      "option",
      "price",
      "days",
      "stock",
      "designer",
    ]);
    expect(applied[1]).toMatchObject({
      arProperty: "اللون",
      option: { arName: "أزرق كحلي", swatch: "#2F4A6D" },
    });
    // A value the facets do not list (nothing left of it) is still a chip, named by its value.
    expect(applied[2]).toMatchObject({ value: "Color:Teal", option: undefined });
  });

  it("removing a chip keeps every other filter and the sort, back on page 1", () => {
    const without = (i: number) => new URLSearchParams(searchWithout(search, applied[i]!));
    expect(without(1).getAll("f")).toEqual(["Color:Teal"]);
    expect(without(3).has("min")).toBe(false);
    expect(without(4).has("days")).toBe(false);
    for (const i of [0, 1, 2, 3, 4, 5, 6]) {
      expect(without(i).get("sort")).toBe("priceAsc");
      expect(without(i).has("page")).toBe(false);
      // The chip's own entry and the page go; the other seven stay.
      expect(without(i).size).toBe(new URLSearchParams(search).size - 2);
    }
    expect(searchWithoutFilters(search)).toBe("?sort=priceAsc");
    expect(searchWithoutFilters("?f=Color%3ATeal")).toBe("");
  });
});
