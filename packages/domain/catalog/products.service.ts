/**
 * Products' use cases: the filtered, sorted, paginated listing (one query for the page of ids,
 * one for count and price range: product-filter.sql.ts), then the page's details in one
 * statement (product.view.ts: no N+1); one product, its images, short lists, sitemaps.
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import { queryRows } from "#db/client.ts";
import { productImages, products } from "#db/schema/index.ts";
import type { CountryCode } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";
import { notFound } from "#kernel/errors.ts";
import { parseInput } from "#kernel/input.ts";
import { onReplica } from "#kernel/replica.ts";
import type { Price } from "../pricing/pricing.api.ts";
import { clearCatalogCache, remember } from "./cache.ts";
import { forgetRunningDiscounts, runningDiscounts, runningKey } from "./discounted-price.ts";
import { isUuid } from "./ids.ts";
import { type ImageRow, loadProducts, type ProductView } from "./product.view.ts";
import { listingSql } from "./product-filter.sql.ts";
import {
  DEFAULT_PAGE_SIZE,
  extrasFor,
  offsetOf,
  onePerProperty,
  type PageInfo,
  pageInfoOf,
  productPrice,
  soldIn,
} from "./products.rules.ts";
import { type ProductFilter, type ProductFilterInput, productFilterSchema } from "./products.schema.ts";

type Ctx = Pick<RequestContext, "db" | "country" | "replica">;

export interface ProductPage {
  products: ProductView[];
  pageInfo: PageInfo;
  /** Lowest and highest price after discount of the filtered products (before the price filter). */
  priceRange: { min: number; max: number };
  /** The listing asked for, to count its facets (facets.service.ts listingFacets). */
  listing: { filter: ProductFilter; country: CountryCode };
}

/** Clears the listing caches and the running discounts of a database. */
export function clearCatalogCaches(db: object): void {
  clearCatalogCache(db);
  forgetRunningDiscounts(db);
}

/** Pages beyond this are cut from a remembered id order instead of an OFFSET scan. */
const DEEP_OFFSET = 240;

/**
 * The catalogue's one listing: filters, sort, page, count and price range for the current country.
 * A public read: on the request's read replica when it has one (decision 0078).
 */
export async function filterProducts(asked: Ctx, input: ProductFilterInput): Promise<ProductPage> {
  const ctx = onReplica(asked);
  const f = parseInput(productFilterSchema, input);
  const now = new Date();
  const d = await runningDiscounts(ctx.db, now);
  const { page, limit } = f.paginate ?? { page: 1, limit: DEFAULT_PAGE_SIZE };
  const listing = listingSql(f, d, ctx.country);
  const { paginate: _p, sort: _s, ...rest } = f;
  const key = JSON.stringify([ctx.country, rest, ...runningKey(d)]);
  const idsOf = async (query: SQL) => (await queryRows<{ id: string }>(ctx.db, query)).map((r) => r.id);
  const pageIds = async (): Promise<string[]> => {
    // No index serves a price after a time-limited discount, nor a deep OFFSET: remember the order.
    if (f.sort !== "newest" || offsetOf(page, limit) >= DEEP_OFFSET) {
      const order = await remember(ctx.db, `order:${f.sort}:${key}`, () => idsOf(listing.allIds), "order");
      return order.slice(offsetOf(page, limit), offsetOf(page, limit) + limit);
    }
    // Newest first, shallow: an index walk, but with a category or feature filter it visits
    // hundreds of rows (10-70 ms on PGlite): remembered per page like the counts.
    return remember(ctx.db, `page:${page}:${limit}:${key}`, () =>
      idsOf(listing.pageIds(limit, offsetOf(page, limit))),
    );
  };
  const [ids, agg] = await Promise.all([
    pageIds(),
    remember(ctx.db, `agg:${key}`, async () => {
      const [row] = await queryRows<{ total: number; min: number | null; max: number | null }>(
        ctx.db,
        listing.totals,
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
    listing: { filter: f, country: ctx.country },
  };
}

/**
 * One product by id or slug, active, whatever the country (the page then says where it can be
 * ordered); 404 'Product not found' otherwise. A public read (replica, decision 0078).
 */
export async function getProduct(asked: Ctx, idOrSlug: string): Promise<ProductView> {
  const ctx = onReplica(asked);
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

export async function getImage(asked: Ctx, imageId: string): Promise<ImageRow & { product: ProductView }> {
  const ctx = onReplica(asked);
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

const SITEMAP_CHUNK = 5000;

/** Slugs of the products sold in the current country, newest first, for sitemaps (chunks of 5,000; replica). */
export async function productSlugs(
  asked: Ctx,
  chunk: number,
): Promise<{ items: Array<{ slug: string; updatedAt: Date }>; total: number; chunks: number }> {
  const ctx = onReplica(asked);
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
