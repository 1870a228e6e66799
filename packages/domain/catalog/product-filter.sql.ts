/**
 * The SQL of the catalogue listing (filterProducts): the rows a filter keeps, the price range
 * filter, the sort orders, and the statements for a page of ids and for the count and price range.
 */
import { type SQL, sql } from "drizzle-orm";
import type { CountryCode } from "#i18n/locales.ts";
import { priceAfterDiscount, type RunningDiscounts } from "./discounted-price.ts";
import { isUuid, sqlList } from "./ids.ts";
import type { Sort } from "./products.rules.ts";
import type { ProductFilter } from "./products.schema.ts";

/** `column` points at the row of `table` whose id or slug is `value`. */
function refersTo(column: SQL, table: "categories" | "collections" | "users" | "tags", value: string): SQL {
  if (isUuid(value)) return sql`${column} = ${value}::uuid`;
  if (table === "tags") return sql`${column} in (select id from tags where lower(name) = lower(${value}))`;
  return sql`${column} in (select id from ${sql.identifier(table)} where slug = ${value})`;
}

function refersToAny(column: SQL, table: "categories" | "collections", values: string[]): SQL {
  const ids = values.filter(isUuid);
  const slugs = values.filter((v) => !isUuid(v));
  const parts: SQL[] = [];
  if (ids.length) parts.push(sql`${column} in (${sqlList(ids)})`);
  if (slugs.length)
    parts.push(sql`${column} in (select id from ${sql.identifier(table)} where slug in (${sqlList(slugs)}))`);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

const idList = (ids: Iterable<string>) => {
  const all = [...ids];
  return all.length ? sql`(${sqlList(all)})` : null;
};

/** The facets a shopper chooses on a listing page (decision 0069); each owns some filter fields. */
export const FACETS = ["subCategory", "features", "designer", "collection", "delivery", "stock"] as const;
export type FacetName = (typeof FACETS)[number];

/** The conditions of the facet fields that are set: one per facet, one per option property. */
interface Choices {
  subCategory?: SQL;
  designer?: SQL;
  collection?: SQL;
  delivery?: SQL;
  stock?: SQL;
  features: Array<{ property: string; condition: SQL }>;
}

export function choicesOf(f: ProductFilter): Choices {
  return {
    subCategory: f.subCategory ? refersTo(sql`p.sub_category_id`, "categories", f.subCategory) : undefined,
    designer: f.designer ? refersTo(sql`p.designer_id`, "users", f.designer) : undefined,
    collection: f.collection ? refersTo(sql`p.collection_id`, "collections", f.collection) : undefined,
    delivery: f.deliveryDays !== undefined ? sql`pp.required_days <= ${f.deliveryDays}` : undefined,
    stock: f.inStock ? sql`p.available_edition > 0` : undefined,
    features: (f.properties ?? []).map((prop) => ({
      property: prop.property,
      condition: sql`exists (select 1 from features f where f.product_id = p.id and f.property = ${prop.property} and f.value in (${sqlList(prop.values)}))`,
    })),
  };
}

/** The conditions of a chosen facet's fields (several for the option properties). */
export function choiceConditions(choices: Choices, facet: FacetName): SQL[] {
  if (facet === "features") return choices.features.map((c) => c.condition);
  const condition = choices[facet];
  return condition ? [condition] : [];
}

/** What the page is: every condition but the facets' (and the price). */
export function scopeOf(f: ProductFilter, d: RunningDiscounts): SQL[] {
  const where: SQL[] = [sql`p.status = 'active'`, sql`p.product_status = 'accepted'`];
  if (f.category) {
    where.push(
      sql`(${refersTo(sql`p.category_id`, "categories", f.category)} or ${refersTo(sql`p.sub_category_id`, "categories", f.category)})`,
    );
  }
  if (f.categories?.length) {
    where.push(
      sql`(${refersToAny(sql`p.category_id`, "categories", f.categories)} or ${refersToAny(sql`p.sub_category_id`, "categories", f.categories)})`,
    );
  }
  if (f.collections?.length) where.push(refersToAny(sql`p.collection_id`, "collections", f.collections));
  if (f.manufacturer) where.push(refersTo(sql`p.manufacturer_id`, "users", f.manufacturer));
  if (f.tag) {
    where.push(
      sql`exists (select 1 from product_tags pt where pt.product_id = p.id and ${refersTo(sql`pt.tag_id`, "tags", f.tag)})`,
    );
  }
  if (f.isIDesign !== undefined) where.push(sql`p.is_idesign = ${f.isIDesign}`);
  if (f.featured !== undefined) where.push(sql`p.featured = ${f.featured}`);
  if (f.inHome !== undefined) where.push(sql`p.in_home = ${f.inHome}`);
  const runningOffers = idList(d.offers.keys());
  const runningCollections = idList(d.collections.keys());
  if (f.offer) where.push(d.offers.has(f.offer) ? sql`p.offer_id = ${f.offer}::uuid` : sql`false`);
  if (f.withOffer) where.push(runningOffers ? sql`p.offer_id in ${runningOffers}` : sql`false`);
  if (f.withDiscount) {
    const parts = [
      ...(runningOffers ? [sql`p.offer_id in ${runningOffers}`] : []),
      ...(runningCollections ? [sql`p.collection_id in ${runningCollections}`] : []),
    ];
    where.push(parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`);
  }
  if (f.exclude?.length) {
    const ids = f.exclude.filter(isUuid);
    if (ids.length) where.push(sql`p.id not in (${sqlList(ids)})`);
  }
  if (f.products) {
    const ids = f.products.filter(isUuid);
    const bySlug = f.products.length ? sql`p.slug in (${sqlList(f.products)})` : sql`false`;
    where.push(ids.length ? sql`(${bySlug} or p.id in (${sqlList(ids)}))` : bySlug);
  }
  if (f.above !== undefined) where.push(sql`${priceAfterDiscount(d)} > ${f.above}`);
  return where;
}

function filtersOf(f: ProductFilter, d: RunningDiscounts): SQL[] {
  const choices = choicesOf(f);
  return [...scopeOf(f, d), ...FACETS.flatMap((facet) => choiceConditions(choices, facet))];
}

/** The price filter's condition (`true` without one). */
export function priceFilter(f: ProductFilter, d: RunningDiscounts): SQL {
  const parts: SQL[] = [];
  if (f.from !== undefined) parts.push(sql`${priceAfterDiscount(d)} >= ${f.from}`);
  if (f.to !== undefined) parts.push(sql`${priceAfterDiscount(d)} <= ${f.to}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

const ORDER: Record<Sort, (d: RunningDiscounts) => SQL> = {
  newest: () => sql`p.created_at desc, p.id desc`,
  priceAsc: (d) => sql`${priceAfterDiscount(d)} asc, p.id`,
  priceDesc: (d) => sql`${priceAfterDiscount(d)} desc, p.id`,
  bestSelling: () => sql`pp.sales_number desc, pp.product_id desc`,
};

/** The statements of one listing: products sold in `country` that pass the filter `f`. */
export function listingSql(f: ProductFilter, d: RunningDiscounts, country: CountryCode) {
  const from = sql`products p
  join product_prices pp on pp.product_id = p.id and pp.country = ${country} and pp.available`;
  const where = sql.join(filtersOf(f, d), sql` and `);
  const inRange = priceFilter(f, d);
  const order = ORDER[f.sort](d);
  return {
    /** Every matching id, in the filter's order. */
    allIds: sql`select p.id from ${from} where ${where} and ${inRange} order by ${order}`,
    /** One page of matching ids, in the filter's order. */
    pageIds: (limit: number, offset: number) =>
      sql`select p.id from ${from} where ${where} and ${inRange}
          order by ${order} limit ${limit} offset ${offset}`,
    /** `{ total, min, max }`: the count within the price filter, the price range before it. */
    totals: sql`select (count(*) filter (where ${inRange}))::int as total,
                       min(${priceAfterDiscount(d)})::int as min, max(${priceAfterDiscount(d)})::int as max
                  from ${from} where ${where}`,
  };
}
