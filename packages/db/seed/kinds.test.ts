/** Every demo product's pictures show that product: templates, subcategory tiles and planned products. */
import { describe, expect, it } from "vitest";
import { FURNITURE_KINDS, type FurnitureKind, KIND_SHOWS } from "./art/kinds.ts";
import { ART } from "./art/render.ts";
import { CATEGORIES } from "./data/categories.ts";
import { PRODUCT_TYPES, templateKind, templateLabel } from "./data/product-templates.ts";
import { DEMO_PRODUCT_COUNT } from "./demo.ts";
import { planProducts, type SubRef } from "./products.ts";

/** The kinds whose pictures show a product called `label` ("<adj> <noun>", lower case). */
function kindsShowing(label: string): FurnitureKind[] {
  const has = (phrase: string) => new RegExp(`(^|\\s)${phrase}($|\\s)`).test(label);
  return FURNITURE_KINDS.filter((k) => KIND_SHOWS[k].some(has));
}

const subs = CATEGORIES.flatMap((main) => main.subs.map((sub) => ({ main, sub })));

describe("demo product kinds", () => {
  it("gives every template a drawn kind that shows it, and no other kind shows it", () => {
    const wrong: string[] = [];
    for (const { sub } of subs) {
      const types = PRODUCT_TYPES[sub.slug];
      expect(types, sub.slug).toBeDefined();
      for (const type of types!) {
        const kind = templateKind(type, sub.kind);
        expect(ART[kind], kind).toBeDefined();
        const showing = kindsShowing(templateLabel(type));
        if (showing.length !== 1 || showing[0] !== kind)
          wrong.push(
            `${sub.slug} / ${templateLabel(type)}: drawn as ${kind}, shown by [${showing.join(", ")}]`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it("shows one of its own products on every subcategory tile", () => {
    for (const { sub } of subs) {
      const kinds = PRODUCT_TYPES[sub.slug]!.map((type) => templateKind(type, sub.kind));
      expect(kinds, sub.slug).toContain(sub.kind);
    }
  });

  it("draws every kind some product, category or banner uses", () => {
    const used = new Set<FurnitureKind>(CATEGORIES.map((c) => c.kind));
    for (const { sub } of subs)
      for (const type of PRODUCT_TYPES[sub.slug]!) used.add(templateKind(type, sub.kind));
    expect(FURNITURE_KINDS.filter((k) => !used.has(k))).toEqual([]);
  });

  it("plans every product's pictures, and its colour options', with its template's kind", () => {
    const refs: SubRef[] = subs.map(({ main, sub }) => ({
      id: sub.slug,
      slug: sub.slug,
      mainId: main.slug,
      mainSlug: main.slug,
      kind: sub.kind,
    }));
    const plan = planProducts({
      count: DEMO_PRODUCT_COUNT,
      now: Date.UTC(2025, 0, 1),
      subs: refs,
      designers: [{ id: "d", name: "Designer", cats: [] }],
      manufacturerId: "m",
      collections: {},
      offers: {},
      badges: { new: "n", bestseller: "b", limited: "l", handmade: "h" },
      tags: ["a", "b", "c"].map((id) => ({ id, name: id })),
    });
    const kindOf = (artKey: string) => artKey.split(":")[0] as FurnitureKind;
    const byProduct = new Map(plan.images.map((i) => [i.productId, kindOf(i.artKey)]));
    const seen = new Set<FurnitureKind>();
    for (const row of plan.rows) {
      // "Corner sofa in linen, sage." → "corner sofa"
      const label = row.briefDescription!.split(" in ")[0]!.toLowerCase();
      const kind = byProduct.get(row.id as string)!;
      expect(kindsShowing(label), `${row.name} is drawn as ${kind}`).toEqual([kind]);
      seen.add(kind);
    }
    for (const f of plan.features)
      if (f.artKey) expect(kindOf(f.artKey)).toBe(byProduct.get(f.productId as string));
    // the demo catalogue is big enough to show every product kind
    const templateKinds = new Set(
      subs.flatMap(({ sub }) => PRODUCT_TYPES[sub.slug]!.map((t) => templateKind(t, sub.kind))),
    );
    expect([...templateKinds].filter((k) => !seen.has(k))).toEqual([]);
  });
});
