/**
 * Products: the filtered, sorted, paginated listing and the batch loader every product answer
 * goes through (one query for the page of ids, one for count and price range, then a fixed
 * number of batch queries for the page's details: no N+1).
 */
import { and, eq, getTableColumns, type SQL, sql, type Table } from "drizzle-orm";
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
import { notFound } from "#kernel/errors.ts";
import { parseInput } from "#kernel/input.ts";
import type { Price } from "../pricing/pricing.api.ts";
import { clearCatalogCache, remember } from "./cache.ts";
import type { CategoryRow } from "./categories.rules.ts";
import {
  forgetRunningDiscounts,
  priceAfterDiscount,
  type RunningDiscounts,
  runningDiscounts,
  runningKey,
} from "./discounted-price.ts";
import {
  type CountryPriceRow,
  DEFAULT_PAGE_SIZE,
  extrasFor,
  offsetOf,
  onePerProperty,
  type PageInfo,
  pageInfoOf,
  productPrice,
  type Sort,
  soldIn,
} from "./products.rules.ts";
import { type ProductFilter, type ProductFilterInput, productFilterSchema } from "./products.schema.ts";

type Ctx = Pick<RequestContext, "db" | "country">;

export type ProductRow = typeof products.$inferSelect;
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

export interface RatingSummary {
  average: number;
  count: number;
}

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

export interface ProductPage {
  products: ProductView[];
  pageInfo: PageInfo;
  /** Lowest and highest price after discount of the filtered products (before the price filter). */
  priceRange: { min: number; max: number };
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

const list = (values: readonly unknown[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

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
  if (ids.length) parts.push(sql`${column} in (${list(ids)})`);
  if (slugs.length)
    parts.push(sql`${column} in (select id from ${sql.identifier(table)} where slug in (${list(slugs)}))`);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

const FROM = sql`products p
  join product_prices pp on pp.product_id = p.id and pp.country = `;

const idList = (ids: Iterable<string>) => {
  const all = [...ids];
  return all.length ? sql`(${list(all)})` : null;
};

function filtersOf(f: ProductFilter, d: RunningDiscounts): SQL[] {
  const where: SQL[] = [sql`p.status = 'active'`, sql`p.product_status = 'accepted'`];
  if (f.category) {
    where.push(
      sql`(${refersTo(sql`p.category_id`, "categories", f.category)} or ${refersTo(sql`p.sub_category_id`, "categories", f.category)})`,
    );
  }
  if (f.subCategory) where.push(refersTo(sql`p.sub_category_id`, "categories", f.subCategory));
  if (f.categories?.length) {
    where.push(
      sql`(${refersToAny(sql`p.category_id`, "categories", f.categories)} or ${refersToAny(sql`p.sub_category_id`, "categories", f.categories)})`,
    );
  }
  if (f.collection) where.push(refersTo(sql`p.collection_id`, "collections", f.collection));
  if (f.collections?.length) where.push(refersToAny(sql`p.collection_id`, "collections", f.collections));
  if (f.designer) where.push(refersTo(sql`p.designer_id`, "users", f.designer));
  if (f.manufacturer) where.push(refersTo(sql`p.manufacturer_id`, "users", f.manufacturer));
  if (f.tag) {
    where.push(
      sql`exists (select 1 from product_tags pt where pt.product_id = p.id and ${refersTo(sql`pt.tag_id`, "tags", f.tag)})`,
    );
  }
  for (const prop of f.properties ?? []) {
    where.push(
      sql`exists (select 1 from features f where f.product_id = p.id and f.property = ${prop.property} and f.value in (${list(prop.values)}))`,
    );
  }
  if (f.inStock) where.push(sql`p.available_edition > 0`);
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
    if (ids.length) where.push(sql`p.id not in (${list(ids)})`);
  }
  if (f.above !== undefined) where.push(sql`${priceAfterDiscount(d)} > ${f.above}`);
  return where;
}

function priceFilter(f: ProductFilter, d: RunningDiscounts): SQL {
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

/** Clears the listing caches and the running discounts of a database. */
export function clearCatalogCaches(db: object): void {
  clearCatalogCache(db);
  forgetRunningDiscounts(db);
}

/** Pages beyond this are cut from a remembered id order instead of an OFFSET scan. */
const DEEP_OFFSET = 240;

/** The catalogue's one listing: filters, sort, page, count and price range for the current country. */
export async function filterProducts(ctx: Ctx, input: ProductFilterInput): Promise<ProductPage> {
  const f = parseInput(productFilterSchema, input);
  const now = new Date();
  const d = await runningDiscounts(ctx.db, now);
  const { page, limit } = f.paginate ?? { page: 1, limit: DEFAULT_PAGE_SIZE };
  const where = sql.join(filtersOf(f, d), sql` and `);
  const inRange = priceFilter(f, d);
  const from = sql`${FROM}${ctx.country} and pp.available`;
  const { paginate: _p, sort: _s, ...rest } = f;
  const key = JSON.stringify([ctx.country, rest, ...runningKey(d)]);
  const pageIds = async (): Promise<string[]> => {
    // No index serves a price after a time-limited discount, nor a deep OFFSET: remember the order.
    if (f.sort !== "newest" || offsetOf(page, limit) >= DEEP_OFFSET) {
      const order = await remember(
        ctx.db,
        `order:${f.sort}:${key}`,
        async () =>
          (
            await queryRows<{ id: string }>(
              ctx.db,
              sql`select p.id from ${from} where ${where} and ${inRange} order by ${ORDER[f.sort](d)}`,
            )
          ).map((r) => r.id),
        "order",
      );
      return order.slice(offsetOf(page, limit), offsetOf(page, limit) + limit);
    }
    // Newest first, shallow: an index walk, but with a category or feature filter it visits
    // hundreds of rows (10-70 ms on PGlite): remembered per page like the counts.
    return remember(ctx.db, `page:${page}:${limit}:${key}`, async () =>
      (
        await queryRows<{ id: string }>(
          ctx.db,
          sql`select p.id from ${from} where ${where} and ${inRange}
              order by ${ORDER[f.sort](d)} limit ${limit} offset ${offsetOf(page, limit)}`,
        )
      ).map((r) => r.id),
    );
  };
  const [ids, agg] = await Promise.all([
    pageIds(),
    remember(ctx.db, `agg:${key}`, async () => {
      const [row] = await queryRows<{ total: number; min: number | null; max: number | null }>(
        ctx.db,
        sql`select (count(*) filter (where ${inRange}))::int as total,
                   min(${priceAfterDiscount(d)})::int as min, max(${priceAfterDiscount(d)})::int as max
              from ${from} where ${where}`,
      );
      return row;
    }),
  ]);
  // Remembered ids are up to a minute old: never show what has since left the listing.
  const views = (await loadProducts(ctx, ids, now)).filter(
    (v) => v.status === "active" && v.productStatus === "accepted" && soldIn(v, ctx.country),
  );
  return {
    products: views,
    pageInfo: pageInfoOf(agg?.total ?? 0, page, limit),
    priceRange: { min: agg?.min ?? 0, max: agg?.max ?? 0 },
  };
}

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
    rating: { average: number | string | null; count: number };
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
export async function loadProducts(ctx: Ctx, ids: string[], now: Date = new Date()): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const [row] = await queryRows<{ [K in keyof PageJson]: PageJson[K] | string }>(
    ctx.db,
    sql`with page as (select * from products where id in (${list(ids)}))
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
           'rating', (select json_build_object('average', round(avg(r.rating)::numeric, 1), 'count', count(*))
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
          ? { average: Number(item.rating.average), count: Number(item.rating.count) }
          : { average: 0, count: 0 },
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

/**
 * One product by id or slug, active, whatever the country (the page then says where it can be
 * ordered); 404 'Product not found' otherwise.
 */
export async function getProduct(ctx: Ctx, idOrSlug: string): Promise<ProductView> {
  const [row] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        isUuid(idOrSlug) ? eq(products.id, idOrSlug) : eq(products.slug, idOrSlug),
        eq(products.status, "active"),
        eq(products.productStatus, "accepted"),
      ),
    );
  if (!row) throw notFound("PRODUCT_NOT_FOUND");
  const [view] = await loadProducts(ctx, [row.id]);
  if (!view) throw notFound("PRODUCT_NOT_FOUND");
  return view;
}

/** The price of a product in the current country with chosen features and image (cart, page). */
export function priceOfSelection(
  product: ProductView,
  choice: { features?: string[]; image?: string | null } = {},
  country: CountryCode = product.country,
): Price | null {
  const featureIds = onePerProperty(product.features, choice.features ?? []);
  const extras = extrasFor(product.features, featureIds, country);
  const image = choice.image ? product.images.find((i) => i.id === choice.image) : undefined;
  if (image) extras.push(...extrasFor([image], [image.id], country));
  return productPrice(product, country, extras, product.now);
}

export async function getProductImages(ctx: Ctx, productId: string): Promise<ImageRow[]> {
  const product = await getProduct(ctx, productId);
  return product.images;
}

export async function getImage(ctx: Ctx, imageId: string): Promise<ImageRow & { product: ProductView }> {
  if (!isUuid(imageId)) throw notFound("IMAGE_NOT_FOUND");
  const [image] = await ctx.db.select().from(productImages).where(eq(productImages.id, imageId));
  if (!image) throw notFound("IMAGE_NOT_FOUND");
  const [product] = await loadProducts(ctx, [image.productId]);
  if (!product) throw notFound("IMAGE_NOT_FOUND");
  return { ...image, product };
}

/** A short list (suggestions, home rows): the first page of a filter. */
export async function productList(ctx: Ctx, filter: ProductFilterInput, limit = 12): Promise<ProductView[]> {
  const page = await filterProducts(ctx, { ...filter, paginate: { page: 1, limit } });
  return page.products;
}

/** Same subcategory (else category), best selling first, without the product itself. */
export async function suggestedProducts(
  ctx: Ctx,
  args: { categoryId?: string | null; subCategoryId?: string | null; product?: string | null },
  limit = 10,
): Promise<ProductView[]> {
  const exclude = args.product && isUuid(args.product) ? [args.product] : [];
  if (args.subCategoryId) {
    const same = await productList(
      ctx,
      { subCategory: args.subCategoryId, exclude, sort: "bestSelling" },
      limit,
    );
    if (same.length >= 4 || !args.categoryId) return same;
  }
  if (args.categoryId)
    return productList(ctx, { category: args.categoryId, exclude, sort: "bestSelling" }, limit);
  return productList(ctx, { exclude, sort: "bestSelling" }, limit);
}

/**
 * Up-selling: with a product, dearer pieces of its category (the next step up); without one,
 * the best sellers.
 */
export async function upSellingProducts(ctx: Ctx, productId: string | null | undefined, limit = 10) {
  if (!productId) return productList(ctx, { sort: "bestSelling" }, limit);
  const product = await getProduct(ctx, productId);
  const price = productPrice(product, ctx.country);
  if (!price || !product.categoryId)
    return productList(ctx, { sort: "bestSelling", exclude: [product.id] }, limit);
  return productList(
    ctx,
    { category: product.categoryId, above: price.after, exclude: [product.id], sort: "priceAsc" },
    limit,
  );
}

export const SITEMAP_CHUNK = 5000;

/** Slugs of the products sold in the current country, newest first, for sitemaps (chunks of 5,000). */
export async function productSlugs(
  ctx: Ctx,
  chunk: number,
): Promise<{ items: Array<{ slug: string; updatedAt: Date }>; total: number; chunks: number }> {
  const page = Math.max(1, Math.floor(chunk) || 1);
  const from = sql`products p join product_prices pp on pp.product_id = p.id and pp.country = ${ctx.country} and pp.available
    where p.status = 'active' and p.product_status = 'accepted'`;
  const [items, [count]] = await Promise.all([
    queryRows<{ slug: string; updatedAt: Date }>(
      ctx.db,
      sql`select p.slug, p.updated_at as "updatedAt" from ${from}
           order by p.created_at desc, p.id desc limit ${SITEMAP_CHUNK} offset ${(page - 1) * SITEMAP_CHUNK}`,
    ),
    queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from ${from}`),
  ]);
  const total = count?.n ?? 0;
  return {
    items: items.map((i) => ({ slug: i.slug, updatedAt: new Date(i.updatedAt) })),
    total,
    chunks: Math.max(1, Math.ceil(total / SITEMAP_CHUNK)),
  };
}
