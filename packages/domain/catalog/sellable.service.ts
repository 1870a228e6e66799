/**
 * What other domains need of a product in a country (decision 0055): the sellable item with its
 * price snapshot, stock, limits, shipping and costs. Read through `ctx.db`, so it joins the
 * caller's transaction; a few queries for any number of items (never one per item).
 */
import { and, eq, inArray } from "drizzle-orm";
import {
  collections,
  features,
  offers,
  productImages,
  productPrices,
  products,
  users,
} from "#db/schema/index.ts";
import type { CountryCode } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";
import type { Price } from "../pricing/pricing.api.ts";
import { type NotSoldReason, notSoldReason, priceHere } from "./sellable.ts";

/** An item as another domain names it: a chosen image (or a product without one) and features. */
export interface SellableRef {
  /** The chosen image: its extra price counts. */
  imageId?: string | null;
  /** A product without a chosen image (used when `imageId` is absent): priced without image extras. */
  productId?: string | null;
  features?: readonly string[];
  quantity?: number;
}

import { isRowId } from "#kernel/ids.ts";
import type { FeatureRow, ImageRow } from "./product.view.ts";

export type { FeatureRow, ImageRow };

/** The item in one country: whether it is sold there, its price, shipping, delivery and costs. */
export interface SellableHere {
  country: CountryCode;
  sold: boolean;
  notSold: NotSoldReason | null;
  /** One piece with the chosen image and features; null where it is not sold. */
  price: Price | null;
  /** Shipping expense of one piece (product_prices), 0 without a price row. */
  shippingFee: number;
  /** Delivery days; null when the product has no price row in the country. */
  requiredDays: number | null;
  salesNumber: number;
  revenue: number;
  siteRevenue: number;
  manufacturingCost: number;
}

export interface SellableItem extends SellableHere {
  quantity: number;
  productId: string;
  imageId: string | null;
  slug: string;
  name: string;
  arName: string;
  categoryId: string | null;
  subCategoryId: string | null;
  designerId: string | null;
  designer: { name: string; arName: string | null } | null;
  /** The chosen image's path, else the product's primary image's. */
  imagePath: string | null;
  /** The chosen image (null for a product ref). */
  image: ImageRow | null;
  /** The image to show: the chosen one, else the primary one. */
  shownImage: { id: string; path: string } | null;
  /** The chosen features of this product, in the order chosen. */
  features: FeatureRow[];
  /** Every chosen feature is one of the product's. */
  featuresValid: boolean;
  availableEdition: number;
  initAvailableEdition: number;
  maxPerOrder: number;
  singleWeight: number;
  isAvailableForCod: boolean;
  egyptOnly: boolean;
  /** The item in each asked country (`options.countries`, the context's country included). */
  inCountries: Partial<Record<CountryCode, SellableHere>>;
}

export interface SellableOptions {
  /** Lock the products' rows in the caller's transaction. */
  lock?: "share" | "update";
  /** Price in these countries too (`inCountries`); the top-level fields are `ctx.country`'s. */
  countries?: readonly CountryCode[];
  now?: Date;
}

const isUuid = (v: string | null | undefined): v is string => isRowId(v);
const unique = <T>(values: T[]) => [...new Set(values)];

/**
 * For each ref, the product and image as sold in `ctx.country` (and in `options.countries`);
 * null where the image or product does not exist. Answers in the order of `refs`.
 */
export async function sellableItems(
  ctx: Pick<RequestContext, "db" | "country">,
  refs: readonly SellableRef[],
  options: SellableOptions = {},
): Promise<Array<SellableItem | null>> {
  const db = ctx.db;
  const countries = unique([ctx.country, ...(options.countries ?? [])]);
  const imageIds = unique(refs.flatMap((r) => (isUuid(r.imageId) ? [r.imageId] : [])));
  const featureIds = unique(refs.flatMap((r) => (r.features ?? []).filter(isUuid)));
  const [images, feats] = await Promise.all([
    imageIds.length ? db.select().from(productImages).where(inArray(productImages.id, imageIds)) : [],
    featureIds.length ? db.select().from(features).where(inArray(features.id, featureIds)) : [],
  ]);
  const imageById = new Map(images.map((i) => [i.id, i]));
  const productOf = (r: SellableRef) =>
    r.imageId ? imageById.get(r.imageId)?.productId : isUuid(r.productId) ? r.productId : undefined;
  const productIds = unique(refs.flatMap((r) => productOf(r) ?? []));
  if (!productIds.length) return refs.map(() => null);
  const bare = unique(refs.flatMap((r) => (r.imageId ? [] : (productOf(r) ?? []))));

  const productQuery = db
    .select({
      p: products,
      offer: offers,
      collection: collections,
      designer: { name: users.name, arName: users.arName },
    })
    .from(products)
    .leftJoin(offers, eq(offers.id, products.offerId))
    .leftJoin(collections, eq(collections.id, products.collectionId))
    .leftJoin(users, eq(users.id, products.designerId))
    .where(inArray(products.id, productIds))
    .orderBy(products.id);
  const [rows, prices, primaries] = await Promise.all([
    options.lock ? productQuery.for(options.lock, { of: products }) : productQuery,
    db
      .select()
      .from(productPrices)
      .where(and(inArray(productPrices.productId, productIds), inArray(productPrices.country, countries))),
    bare.length
      ? db
          .select({ id: productImages.id, productId: productImages.productId, path: productImages.path })
          .from(productImages)
          .where(and(inArray(productImages.productId, bare), eq(productImages.primaryImage, true)))
      : [],
  ]);
  const byId = new Map(rows.map((r) => [r.p.id, r]));
  const featureById = new Map(feats.map((f) => [f.id, f]));
  const now = options.now ?? new Date();

  return refs.map((ref): SellableItem | null => {
    const id = productOf(ref);
    const row = id ? byId.get(id) : undefined;
    if (!row) return null;
    const { p } = row;
    const image = ref.imageId ? (imageById.get(ref.imageId) ?? null) : null;
    const chosen = (ref.features ?? []).map((f) => featureById.get(f));
    const own = chosen.filter((f): f is FeatureRow => f?.productId === p.id);
    const chosenOptions = image ? [image, ...own] : own;
    const here = (country: CountryCode): SellableHere => {
      const priceRow = prices.find((r) => r.productId === p.id && r.country === country);
      const notSold = notSoldReason(p, priceRow, country);
      return {
        country,
        sold: !notSold,
        notSold,
        price:
          !notSold && priceRow
            ? priceHere(
                { row: priceRow, options: chosenOptions, offer: row.offer, collection: row.collection },
                country,
                now,
              )
            : null,
        shippingFee: priceRow?.shippingExpense ?? 0,
        requiredDays: priceRow?.requiredDays ?? null,
        salesNumber: priceRow?.salesNumber ?? 0,
        revenue: priceRow?.revenue ?? 0,
        siteRevenue: priceRow?.siteRevenue ?? 0,
        manufacturingCost: priceRow?.manufacturingCost ?? 0,
      };
    };
    const inCountries = Object.fromEntries(countries.map((c) => [c, here(c)]));
    const primary = primaries.find((i) => i.productId === p.id);
    const shown = image ?? primary;
    const shownImage = shown ? { id: shown.id, path: shown.path } : null;
    return {
      ...inCountries[ctx.country]!,
      inCountries,
      quantity: ref.quantity ?? 1,
      productId: p.id,
      imageId: image?.id ?? null,
      slug: p.slug,
      name: p.name,
      arName: p.arName,
      categoryId: p.categoryId,
      subCategoryId: p.subCategoryId,
      designerId: p.designerId,
      designer: row.designer,
      imagePath: shownImage?.path ?? null,
      image,
      shownImage,
      features: own,
      featuresValid: own.length === chosen.length,
      availableEdition: p.availableEdition,
      initAvailableEdition: p.initAvailableEdition,
      maxPerOrder: p.maxPerOrder,
      singleWeight: p.singleWeight,
      isAvailableForCod: p.isAvailableForCod,
      egyptOnly: p.egyptOnly,
    };
  });
}
