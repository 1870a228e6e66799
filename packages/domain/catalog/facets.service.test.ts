import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { type FacetName, type ListingFacets, listingFacets } from "./facets.service.ts";
import { groupedFeatures } from "./features.service.ts";
import type { ProductFilterInput } from "./products.schema.ts";
import { filterProducts } from "./products.service.ts";

let t: TestApp;
const eg = () => ({ db: t.database.db, country: "eg" as const });
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const total = async (filter: ProductFilterInput, country: "eg" | "sa" = "eg") =>
  (await filterProducts({ ...eg(), country }, filter)).pageInfo.totalCount;

/**
 * Every option's count is the listing's total once that option is clicked: the same filter with
 * the option in place of its own facet's choice (disjunctive faceting, decision 0069).
 */
async function expectCountsAreClicks(
  facets: ListingFacets,
  filter: ProductFilterInput,
  country: "eg" | "sa" = "eg",
) {
  const checks: Array<[string, ProductFilterInput, number]> = [];
  for (const o of facets.subCategories)
    checks.push([`sub ${o.name}`, { ...filter, subCategory: o.key }, o.count]);
  for (const o of facets.designers)
    checks.push([`designer ${o.name}`, { ...filter, designer: o.key }, o.count]);
  for (const o of facets.collections)
    checks.push([`collection ${o.name}`, { ...filter, collection: o.key }, o.count]);
  for (const o of facets.delivery)
    checks.push([`${o.days} days`, { ...filter, deliveryDays: o.days }, o.count]);
  if (facets.inStock !== null) checks.push(["in stock", { ...filter, inStock: true }, facets.inStock]);
  for (const g of facets.options) {
    for (const v of g.values) {
      const others = (filter.properties ?? []).filter((p) => p.property !== g.property);
      const properties = [...others, { property: g.property, values: [v.key] }];
      checks.push([`${g.property} ${v.name}`, { ...filter, properties }, v.count]);
    }
  }
  expect(checks.length).toBeGreaterThan(3);
  for (const [what, clicked, count] of checks)
    expect([what, await total(clicked, country)]).toEqual([what, count]);
}

const ALL_BUT_DESIGNER: FacetName[] = ["subCategory", "features", "collection", "delivery", "stock"];

describe("facet counts are scoped to the listing (decision 0069)", () => {
  it("a designer's page counts only the designer's products (the catalogue's options counted every product)", async () => {
    const [designer] = await queryRows<{ slug: string; n: number }>(
      t.database.db,
      sql`select u.slug, count(*)::int as n from users u
            join products p on p.designer_id = u.id
            join features f on f.product_id = p.id and f.property = 'Color'
           group by u.slug order by count(distinct p.id) desc limit 1`,
    );
    const filter = { designer: designer!.slug };
    const listed = await total(filter);
    const facets = await listingFacets(eg(), filter, ALL_BUT_DESIGNER);
    const colours = facets.options.find((g) => g.colour)!;
    expect(colours.values.length).toBeGreaterThan(0);
    for (const g of facets.options) for (const v of g.values) expect(v.count).toBeLessThanOrEqual(listed);
    expect(facets.inStock).toBeLessThanOrEqual(listed);
    await expectCountsAreClicks(facets, filter);
    // What the designer's page showed before: the whole catalogue's colours and counts.
    const before = (await groupedFeatures(eg(), {})).find((g) => g.property === "Color")!;
    const shown = Math.max(...colours.values.map((v) => v.count));
    expect(Math.max(...before.counts)).toBeGreaterThan(listed);
    expect(shown).toBeLessThanOrEqual(listed);
    expect(facets.designers).toEqual([]);
  });

  it("a category with a colour and a subcategory chosen: each facet counts under the others, a colour's own list does not shrink", async () => {
    const plain = await listingFacets(eg(), { category: "living-room" });
    const colour = plain.options.find((g) => g.colour)!;
    const [first, second] = colour.values;
    const sub = plain.subCategories.find((s) => s.count > 0)!;
    const filter: ProductFilterInput = {
      category: "living-room",
      properties: [{ property: colour.property, values: [first!.key] }],
    };
    const chosen = await listingFacets(eg(), filter);
    // Ticking one colour leaves the colours' counts as they were (colours are OR-ed)…
    expect(chosen.options.find((g) => g.colour)!.values).toEqual(
      colour.values.map((v) => ({ ...v, selected: v.key === first!.key })),
    );
    // …and narrows the others.
    const designersBefore = plain.designers.reduce((n, o) => n + o.count, 0);
    const designersAfter = chosen.designers.reduce((n, o) => n + o.count, 0);
    expect(designersAfter).toBe(await total(filter));
    expect(designersAfter).toBeLessThan(designersBefore);
    await expectCountsAreClicks(chosen, filter);
    const both = { ...filter, subCategory: sub.key };
    await expectCountsAreClicks(await listingFacets(eg(), both), both);
    const two = { ...filter, properties: [{ property: colour.property, values: [first!.key, second!.key] }] };
    const either = await total(two);
    expect(either).toBeGreaterThanOrEqual(Math.max(first!.count, second!.count));
    expect(either).toBeLessThanOrEqual(first!.count + second!.count);
  });

  it("a chosen value that matches nothing under the other choices stays listed, selected, with 0", async () => {
    const plain = await listingFacets(eg(), { category: "living-room" });
    const colour = plain.options.find((g) => g.colour)!;
    const designers = plain.designers.map((d) => d.key);
    let found = false;
    for (const v of colour.values) {
      const filter = {
        category: "living-room",
        properties: [{ property: colour.property, values: [v.key] }],
      };
      const facets = await listingFacets(eg(), filter);
      const empty = facets.designers.find((d) => d.count === 0);
      if (!empty) continue;
      const withDesigner = await listingFacets(eg(), { ...filter, designer: empty.key });
      const same = withDesigner.options.find((g) => g.colour)!.values.find((x) => x.key === v.key)!;
      expect(same).toMatchObject({ count: 0, selected: true });
      expect(withDesigner.designers.map((d) => d.key)).toEqual(designers);
      found = true;
      break;
    }
    expect(found).toBe(true);
  });

  it("a collection, deals and Saudi Arabia: counts over their own products, delivery buckets that narrow", async () => {
    const [collection] = await queryRows<{ slug: string }>(
      t.database.db,
      sql`select c.slug from collections c join products p on p.collection_id = c.id
           group by c.slug order by count(*) desc limit 1`,
    );
    const inCollection = { collection: collection!.slug };
    const askedHere: FacetName[] = ["subCategory", "features", "designer", "delivery", "stock"];
    const collectionFacets = await listingFacets(eg(), inCollection, askedHere);
    expect(collectionFacets.designers.reduce((n, o) => n + o.count, 0)).toBe(await total(inCollection));
    await expectCountsAreClicks(collectionFacets, inCollection);

    const deals = { withDiscount: true, inStock: true };
    const dealFacets = await listingFacets(eg(), deals);
    expect(dealFacets.designers.reduce((n, o) => n + o.count, 0)).toBe(await total(deals));
    await expectCountsAreClicks(dealFacets, deals);

    const sa = { ...eg(), country: "sa" as const };
    const saFacets = await listingFacets(sa, { category: "living-room", deliveryDays: 21 });
    const all = await total({ category: "living-room" }, "sa");
    expect(saFacets.delivery.find((c) => c.days === 21)).toMatchObject({ selected: true });
    for (const c of saFacets.delivery) expect(c.count).toBeLessThanOrEqual(all);
    await expectCountsAreClicks(saFacets, { category: "living-room", deliveryDays: 21 }, "sa");
  });

  it("the price filter narrows every facet but the price range stays that of the other choices", async () => {
    const page = await filterProducts(eg(), { category: "bedroom" });
    const middle = Math.round((page.priceRange.min + page.priceRange.max) / 2);
    const filter = { category: "bedroom", to: middle };
    const facets = await listingFacets(eg(), filter);
    expect(facets.subCategories.reduce((n, o) => n + o.count, 0)).toBe(await total(filter));
    await expectCountsAreClicks(facets, filter);
    expect((await filterProducts(eg(), filter)).priceRange).toEqual(page.priceRange);
  });
});
