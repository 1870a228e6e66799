/**
 * The product view every product answer goes through: a page of products loaded in ONE
 * statement answering JSON (each product with its rows, and the page's distinct categories,
 * collections, offers and designers), decoded into what Drizzle's select would give.
 */
import { getTableColumns, sql, type Table } from "drizzle-orm";
import { queryRows } from "#db/client.ts";
import {
  badges,
  categories,
  collections,
  features,
  offers,
  productImages,
  productPrices,
  products,
  tags,
  users,
} from "#db/schema/index.ts";
import type { CountryCode } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";
import type { CategoryRow } from "./categories.rules.ts";
import { sqlList } from "./ids.ts";
import type { CountryPriceRow } from "./products.rules.ts";

type ProductRow = typeof products.$inferSelect;
export type ImageRow = typeof productImages.$inferSelect;
export type FeatureRow = typeof features.$inferSelect;
export type BadgeRow = typeof badges.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;

/** A designer's or manufacturer's public profile. */
export interface PersonRow {
  id: string;
  name: string;
  arName: string | null;
  slug: string | null;
  image: string | null;
  description: string | null;
  arDescription: string | null;
  city: string | null;
  country: string | null;
  role: "customer" | "designer" | "manufacturer";
  featured: boolean;
  createdAt: Date;
}

interface RatingSummary {
  average: number;
  count: number;
  /** How many reviews gave 1, 2, 3, 4 and 5 stars, in that order. */
  distribution: number[];
}

/** `count(*) filter (where r.rating = n)` for n = 1..5, in the rating statement. */
const STAR_COUNTS = [1, 2, 3, 4, 5].map((n) => `count(*) filter (where r.rating = ${n})`).join(", ");

/** A product with everything the API and pages show, priced for `country`. */
export interface ProductView extends ProductRow {
  /** The request's current country: allPriceBeforeOffer and friends are for it. */
  country: CountryCode;
  now: Date;
  prices: CountryPriceRow[];
  images: ImageRow[];
  features: FeatureRow[];
  badges: BadgeRow[];
  tags: TagRow[];
  category: CategoryRow | null;
  subCategory: CategoryRow | null;
  collection: CollectionRow | null;
  offer: OfferRow | null;
  designer: PersonRow | null;
  rating: RatingSummary;
}

export const PERSON_COLUMNS = {
  id: users.id,
  name: users.name,
  arName: users.arName,
  slug: users.slug,
  image: users.image,
  description: users.description,
  arDescription: users.arDescription,
  city: users.city,
  country: users.country,
  role: users.role,
  featured: users.featured,
  createdAt: users.createdAt,
};

/**
 * Turns a row that PostgreSQL serialised with `to_json` (column names) into what Drizzle's
 * select gives (property names, timestamps as Date), from the table's column list.
 */
function rowDecoder<T>(table: Table): (json: Record<string, unknown>) => T {
  const columns = Object.entries(getTableColumns(table)).map(
    ([key, column]) => [column.name, key, column.columnType === "PgTimestamp"] as const,
  );
  return (json) => {
    const out: Record<string, unknown> = {};
    for (const [name, key, isDate] of columns) {
      const value = json[name];
      out[key] = isDate && value != null ? new Date(value as string) : (value ?? null);
    }
    return out as T;
  };
}

const decode = {
  product: rowDecoder<ProductRow>(products),
  price: rowDecoder<CountryPriceRow>(productPrices),
  image: rowDecoder<ImageRow>(productImages),
  feature: rowDecoder<FeatureRow>(features),
  badge: rowDecoder<BadgeRow>(badges),
  tag: rowDecoder<TagRow>(tags),
  category: rowDecoder<CategoryRow>(categories),
  collection: rowDecoder<CollectionRow>(collections),
  offer: rowDecoder<OfferRow>(offers),
};

/** `json_build_object('id', u.id, ...)` of the public profile columns (never the whole user row). */
const PERSON_JSON = sql.raw(
  `json_build_object(${Object.entries(PERSON_COLUMNS)
    .map(([key, column]) => `'${key}', u.${column.name}`)
    .join(", ")})`,
);

interface PageJson {
  items: Array<{
    p: Record<string, unknown>;
    prices: Array<Record<string, unknown>>;
    images: Array<Record<string, unknown>>;
    features: Array<Record<string, unknown>>;
    badges: Array<Record<string, unknown>>;
    tags: Array<Record<string, unknown>>;
    rating: { average: number | string | null; count: number; stars: Array<number | string> };
  }> | null;
  categories: Array<Record<string, unknown>> | null;
  collections: Array<Record<string, unknown>> | null;
  offers: Array<Record<string, unknown>> | null;
  people: Array<Record<string, unknown>> | null;
}

/**
 * The products of `ids` (any status), in that order, with prices, images, badges and relations:
 * ONE statement answering JSON (each product with its rows, and the distinct categories,
 * collections, offers and designers of the page), instead of a query per relation.
 */
export async function loadProducts(
  ctx: Pick<RequestContext, "db" | "country">,
  ids: string[],
  now: Date = new Date(),
): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const [row] = await queryRows<{ [K in keyof PageJson]: PageJson[K] | string }>(
    ctx.db,
    sql`with page as (select * from products where id in (${sqlList(ids)}))
      select
        (select json_agg(json_build_object(
           'p', to_json(p),
           'prices', (select coalesce(json_agg(pp), '[]') from product_prices pp where pp.product_id = p.id),
           'images', (select coalesce(json_agg(i order by i.display_order), '[]')
                        from product_images i where i.product_id = p.id),
           'features', (select coalesce(json_agg(f order by f.stage, f.property, f.eg_extra_price), '[]')
                          from features f where f.product_id = p.id),
           'badges', (select coalesce(json_agg(b), '[]')
                        from product_badges pb join badges b on b.id = pb.badge_id where pb.product_id = p.id),
           'tags', (select coalesce(json_agg(t), '[]')
                      from product_tags pt join tags t on t.id = pt.tag_id where pt.product_id = p.id),
           'rating', (select json_build_object('average', round(avg(r.rating)::numeric, 1), 'count', count(*),
                          'stars', json_build_array(${sql.raw(STAR_COUNTS)}))
                        from reviews r where r.product_id = p.id and r.type = 'review' and r.status = 'visible')
         )) from page p) as items,
        (select json_agg(c) from categories c
          where c.id in (select category_id from page union select sub_category_id from page)) as categories,
        (select json_agg(c) from collections c where c.id in (select collection_id from page)) as collections,
        (select json_agg(o) from offers o where o.id in (select offer_id from page)) as offers,
        (select json_agg(${PERSON_JSON}) from users u where u.id in (select designer_id from page)) as people`,
  );
  // Both drivers parse json columns; a string would mean a driver that does not.
  const answer = Object.fromEntries(
    Object.entries(row ?? {}).map(([k, v]) => [k, typeof v === "string" ? JSON.parse(v) : v]),
  ) as Partial<PageJson>;
  const byId = <T extends { id: string }>(items: T[]) => new Map(items.map((x) => [x.id, x]));
  const catById = byId((answer?.categories ?? []).map(decode.category));
  const collById = byId((answer?.collections ?? []).map(decode.collection));
  const offerById = byId((answer?.offers ?? []).map(decode.offer));
  const personById = byId(
    (answer?.people ?? []).map((u) => ({ ...u, createdAt: new Date(u.createdAt as string) }) as PersonRow),
  );
  const itemById = new Map((answer?.items ?? []).map((item) => [item.p.id as string, item]));
  const views: ProductView[] = [];
  for (const id of ids) {
    const item = itemById.get(id);
    if (!item) continue;
    const p = decode.product(item.p);
    views.push({
      ...p,
      country: ctx.country,
      now,
      prices: item.prices.map(decode.price),
      images: sortImages(item.images.map(decode.image)),
      features: item.features.map(decode.feature),
      badges: item.badges.map(decode.badge).sort((a, b) => b.priority - a.priority),
      tags: item.tags.map(decode.tag),
      category: (p.categoryId && catById.get(p.categoryId)) || null,
      subCategory: (p.subCategoryId && catById.get(p.subCategoryId)) || null,
      collection: (p.collectionId && collById.get(p.collectionId)) || null,
      offer: (p.offerId && offerById.get(p.offerId)) || null,
      designer: (p.designerId && personById.get(p.designerId)) || null,
      rating:
        item.rating.count > 0
          ? {
              average: Number(item.rating.average),
              count: Number(item.rating.count),
              distribution: item.rating.stars.map(Number),
            }
          : { average: 0, count: 0, distribution: [0, 0, 0, 0, 0] },
    });
  }
  return views;
}

/** Primary image first, then featured, then the display order. */
function sortImages(images: ImageRow[]): ImageRow[] {
  return [...images].sort(
    (a, b) =>
      Number(b.primaryImage) - Number(a.primaryImage) ||
      Number(b.featured) - Number(a.featured) ||
      a.displayOrder - b.displayOrder,
  );
}

/** The public path of the product's primary image. */
export function primaryImagePath(product: Pick<ProductView, "images">): string | null {
  return product.images[0]?.path ?? null;
}
