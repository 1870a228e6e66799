/**
 * A listing's facets (decision 0069): the values of each facet present on the page (its scope),
 * each with the number of products it would show with the other facets' choices applied.
 */
import { queryRows } from "#db/client.ts";
import type { RequestContext } from "#kernel/context.ts";
import { parseInput } from "#kernel/input.ts";
import { onReplica } from "#kernel/replica.ts";
import { remember } from "./cache.ts";
import { isColourProperty, swatchOf } from "./colours.rules.ts";
import { runningDiscounts, runningKey } from "./discounted-price.ts";
import { type DeliveryChoice, deliveryChoices } from "./facets.rules.ts";
import { type FacetRow, facetsSql } from "./facets.sql.ts";
import { FACETS, type FacetName } from "./product-filter.sql.ts";
import { type ProductFilter, type ProductFilterInput, productFilterSchema } from "./products.schema.ts";

type Ctx = Pick<RequestContext, "db" | "country" | "replica">;

export { FACETS, type FacetName };

export interface FacetOption {
  /** The URL's value: a subcategory's id, a designer's or collection's slug, an option's value. */
  key: string;
  name: string;
  arName: string;
  count: number;
  selected: boolean;
  /** A colour option's hex colour, when its name is known. */
  swatch: string | null;
}

/** One option property (Color, Size, …) and its values. */
export interface OptionFacet {
  property: string;
  arProperty: string;
  colour: boolean;
  values: FacetOption[];
}

export interface ListingFacets {
  subCategories: FacetOption[];
  designers: FacetOption[];
  collections: FacetOption[];
  options: OptionFacet[];
  delivery: DeliveryChoice[];
  /** Products in stock under the other choices (null when not asked). */
  inStock: number | null;
}

/**
 * The facets `asked` of the listing `input`: the fields of the asked facets are the shopper's
 * choices; every other field of the filter is the page's scope (decision 0069).
 */
export async function listingFacets(
  context: Ctx,
  input: ProductFilterInput,
  asked: readonly FacetName[] = FACETS,
): Promise<ListingFacets> {
  const ctx = onReplica(context);
  const f = parseInput(productFilterSchema, input);
  const facets = FACETS.filter((name) => asked.includes(name));
  const d = await runningDiscounts(ctx.db, new Date());
  const { paginate: _p, sort: _s, ...rest } = f;
  const key = JSON.stringify(["facets", ctx.country, rest, facets, ...runningKey(d)]);
  const rows = facets.length
    ? await remember(ctx.db, key, () => queryRows<FacetRow>(ctx.db, facetsSql(f, d, ctx.country, facets)))
    : [];
  return facetsOf(rows, f, facets);
}

function facetsOf(rows: FacetRow[], f: ProductFilter, asked: readonly FacetName[]): ListingFacets {
  const of = (facet: FacetRow["facet"]) => rows.filter((r) => r.facet === facet);
  const option = (r: FacetRow, selected: boolean): FacetOption => ({
    key: r.key,
    name: r.name,
    arName: r.arName || r.name,
    count: r.count,
    selected,
    swatch: null,
  });
  const picked = (value: string | undefined) => (r: FacetRow) =>
    value !== undefined && (r.key === value || r.alias === value);
  const byOrder = (a: FacetRow, b: FacetRow) => a.ord - b.ord || a.name.localeCompare(b.name);
  const byTotal = (a: FacetRow, b: FacetRow) => b.total - a.total || a.name.localeCompare(b.name);
  const stock = of("stock")[0];
  const delivery = of("delivery");
  return {
    subCategories: of("subCategory")
      .sort(byOrder)
      .map((r) => option(r, picked(f.subCategory)(r))),
    designers: of("designer")
      .sort(byTotal)
      .map((r) => option(r, picked(f.designer)(r))),
    collections: of("collection")
      .sort(byOrder)
      .map((r) => option(r, picked(f.collection)(r))),
    options: optionFacets(of("feature"), f),
    delivery: deliveryChoices(
      delivery.map((r) => ({ days: r.ord, count: r.count })),
      delivery[0]?.total ?? 0,
      f.deliveryDays,
    ),
    inStock: asked.includes("stock") ? (stock?.count ?? 0) : null,
  };
}

/** Feature rows grouped by property: colours first, values by how many products offer them. */
function optionFacets(rows: FacetRow[], f: ProductFilter): OptionFacet[] {
  const groups = new Map<string, OptionFacet>();
  for (const r of [...rows].sort((a, b) => b.total - a.total || a.alias.localeCompare(b.alias))) {
    let g = groups.get(r.key);
    if (!g) {
      g = {
        property: r.key,
        arProperty: r.extra || r.key,
        colour: isColourProperty(r.key, r.extra),
        values: [],
      };
      groups.set(r.key, g);
    }
    const chosen = f.properties?.find((p) => p.property === r.key)?.values ?? [];
    g.values.push({
      key: r.alias,
      name: r.alias,
      arName: r.arName || r.alias,
      count: r.count,
      selected: chosen.includes(r.alias),
      swatch: g.colour ? swatchOf(r.alias, r.arName) : null,
    });
  }
  return [...groups.values()].sort(
    (a, b) => Number(b.colour) - Number(a.colour) || a.property.localeCompare(b.property),
  );
}
