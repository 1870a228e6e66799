/**
 * The statement of a listing's facets (decision 0069): the page's scope once (a CTE with one
 * boolean per chosen facet condition and the price), then per facet the values present in the
 * scope, each counted with every other facet's choice applied and its own left out.
 */
import { type SQL, sql } from "drizzle-orm";
import type { CountryCode } from "#i18n/locales.ts";
import type { RunningDiscounts } from "./discounted-price.ts";
import { DELIVERY_BUCKETS } from "./facets.rules.ts";
import {
  choiceConditions,
  choicesOf,
  FACETS,
  type FacetName,
  priceFilter,
  scopeOf,
} from "./product-filter.sql.ts";
import type { ProductFilter } from "./products.schema.ts";

/** One row of the answer: a facet's value with its count in the scope and under the other choices. */
export interface FacetRow {
  facet: "subCategory" | "designer" | "collection" | "delivery" | "stock" | "feature";
  /** Id or slug (the URL's value), days, or the option property. */
  key: string;
  /** The other name of the same thing (id or slug), or the option's value. */
  alias: string;
  name: string;
  arName: string;
  /** The option property's Arabic name. */
  extra: string;
  ord: number;
  /** Products of the scope with this value (delivery, stock: the products under the other choices). */
  total: number;
  count: number;
}

interface Chosen {
  owner: FacetName | "price";
  property?: string;
  condition: SQL;
}

/** The CTE's boolean column of the i-th chosen condition. */
const column = (i: number) => sql.raw(`b.m${i}`);

const ROW = `facet, key, alias, name, "arName", extra, ord, total, count`;

export function facetsSql(
  f: ProductFilter,
  d: RunningDiscounts,
  country: CountryCode,
  asked: readonly FacetName[],
): SQL {
  const choices = choicesOf(f);
  const scope = scopeOf(f, d);
  const chosen: Chosen[] = [];
  for (const facet of FACETS) {
    if (!asked.includes(facet)) scope.push(...choiceConditions(choices, facet));
    else if (facet === "features")
      chosen.push(
        ...choices.features.map((c) => ({ owner: facet, property: c.property, condition: c.condition })),
      );
    else chosen.push(...choiceConditions(choices, facet).map((condition) => ({ owner: facet, condition })));
  }
  if (f.from !== undefined || f.to !== undefined)
    chosen.push({ owner: "price", condition: priceFilter(f, d) });
  const others = (owner: FacetName): SQL => {
    const parts = chosen.flatMap((c, i) => (c.owner === owner ? [] : [column(i)]));
    return parts.length ? sql.join(parts, sql` and `) : sql`true`;
  };
  const columns = chosen.map((c, i) => sql`, (${c.condition}) as ${sql.raw(`m${i}`)}`);
  const base = sql`base as (
    select p.id, p.sub_category_id as sub, p.designer_id as designer, p.collection_id as collection,
           pp.required_days as days, p.available_edition > 0 as stocked ${sql.join(columns, sql``)}
      from products p
      join product_prices pp on pp.product_id = p.id and pp.country = ${country} and pp.available
     where ${sql.join(scope, sql` and `)})`;
  const grouped = (field: "sub" | "designer" | "collection", owner: FacetName) =>
    sql`select b.${sql.raw(field)} as ref, count(*)::int as total,
               (count(*) filter (where ${others(owner)}))::int as count
          from base b where b.${sql.raw(field)} is not null group by b.${sql.raw(field)}`;
  const branches: Partial<Record<FacetName, SQL>> = {
    subCategory: sql`select 'subCategory' as facet, c.id::text as key, c.slug as alias, c.name, c.ar_name as "arName",
                            '' as extra, c.display_order as ord, g.total, g.count
                       from (${grouped("sub", "subCategory")}) g join categories c on c.id = g.ref`,
    designer: sql`select 'designer' as facet, coalesce(u.slug, u.id::text) as key, u.id::text as alias, u.name,
                         coalesce(u.ar_name, u.name) as "arName", '' as extra, 0 as ord, g.total, g.count
                    from (${grouped("designer", "designer")}) g join users u on u.id = g.ref`,
    collection: sql`select 'collection' as facet, c.slug as key, c.id::text as alias, c.title as name,
                           c.ar_title as "arName", '' as extra, c.display_order as ord, g.total, g.count
                      from (${grouped("collection", "collection")}) g join collections c on c.id = g.ref`,
    delivery: sql`select 'delivery' as facet, n::text as key, '' as alias, '' as name, '' as "arName", '' as extra, n as ord,
                         (count(*) filter (where ${others("delivery")}))::int as total,
                         (count(*) filter (where b.days <= n and ${others("delivery")}))::int as count
                    from base b cross join unnest(${sql.raw(`array[${deliveryDays(f.deliveryDays).join(",")}]::int[]`)}) as n
                   group by n`,
    stock: sql`select 'stock' as facet, '' as key, '' as alias, '' as name, '' as "arName", '' as extra, 0 as ord,
                      (count(*) filter (where ${others("stock")}))::int as total,
                      (count(*) filter (where b.stocked and ${others("stock")}))::int as count
                 from base b`,
    features: sql`select 'feature' as facet, g.property as key, g.value as alias, g.value as name, g.ar_value as "arName",
                         g.ar_property as extra, 0 as ord, g.total, g.count
                    from (select f.property, f.value, min(f.ar_value) as ar_value, min(f.ar_property) as ar_property,
                                 count(distinct b.id)::int as total,
                                 (count(distinct b.id) filter (where ${featureOthers(chosen, others("features"))}))::int as count
                            from base b join features f on f.product_id = b.id
                           group by f.property, f.value) g`,
  };
  const selects = asked.map((facet) => branches[facet]).filter((s): s is SQL => !!s);
  return sql`with ${base} select ${sql.raw(ROW)} from (${sql.join(selects, sql` union all `)}) facets`;
}

/**
 * The option properties are counted per property: the other facets, and every chosen property
 * but the counted value's own.
 */
function featureOthers(chosen: Chosen[], others: SQL): SQL {
  const perProperty = chosen.flatMap((c, i) =>
    c.owner === "features" ? [sql`(f.property = ${c.property} or ${column(i)})`] : [],
  );
  return perProperty.length ? sql`${others} and ${sql.join(perProperty, sql` and `)}` : others;
}

/** The buckets, and the chosen number of days when it is not one of them. */
function deliveryDays(chosen: number | undefined): number[] {
  const days: number[] = [...DELIVERY_BUCKETS];
  if (chosen !== undefined && Number.isInteger(chosen) && !days.includes(chosen)) days.push(chosen);
  return days;
}
