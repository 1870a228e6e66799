import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { requireUser, targetUserId } from "../accounts/profile.service.ts";
import { type Discount, priceFor } from "../pricing/pricing.rules.ts";

export interface WishlistItemView {
  id: string;
  createdAt: Date;
  image: { id: string; path: string } | null;
  product: {
    id: string;
    slug: string;
    name: string;
    arName: string;
    designerName: string | null;
    /** In the current country; null when not sold there. */
    price: { before: number; after: number; discountPercent: number } | null;
    availableEdition: number;
  };
}

const isId = (v: string | null | undefined) => !!v && /^[0-9a-f-]{36}$/i.test(v);

/**
 * addRemoveWishlist: puts a product image (or, without one, the product) on the user's wishlist,
 * or takes it off when it is already there. Answers whether it is on the list now.
 */
export async function addRemoveWishlist(
  ctx: RequestContext,
  args: { image?: string | null; product?: string | null; user?: string | null },
): Promise<{ inWishlist: boolean; image: string | null; product: string }> {
  const userId = targetUserId(ctx, args.user);
  let productId = isId(args.product) ? args.product! : null;
  let imageId: string | null = null;
  if (isId(args.image)) {
    const [img] = await ctx.db
      .select({ id: s.productImages.id, productId: s.productImages.productId })
      .from(s.productImages)
      .where(eq(s.productImages.id, args.image!));
    if (!img) throw new DomainError("CART_PRODUCT_NOT_FOUND", 404);
    imageId = img.id;
    productId = img.productId;
  }
  if (!productId) throw new DomainError("INVALID_INPUT", 400, { image: "FIELD_REQUIRED" });
  const [product] = await ctx.db
    .select({ id: s.products.id })
    .from(s.products)
    .where(eq(s.products.id, productId));
  if (!product) throw new DomainError("CART_PRODUCT_NOT_FOUND", 404);
  const match = and(
    eq(s.wishlistItems.userId, userId),
    eq(s.wishlistItems.productId, productId),
    imageId ? eq(s.wishlistItems.imageId, imageId) : isNull(s.wishlistItems.imageId),
  );
  const removed = await ctx.db.delete(s.wishlistItems).where(match).returning({ id: s.wishlistItems.id });
  if (removed.length) return { inWishlist: false, image: imageId, product: productId };
  await ctx.db.insert(s.wishlistItems).values({ userId, productId, imageId }).onConflictDoNothing();
  return { inWishlist: true, image: imageId, product: productId };
}

/**
 * The products on the caller's own wishlist (any of their images, or the product itself): the
 * storefront's hearts show these as saved. Only ever the signed-in user's list (no argument names
 * another user, administrators included); one query on the (user, product, image) index.
 */
export async function wishlistProductIds(ctx: RequestContext): Promise<string[]> {
  const me = requireUser(ctx);
  const rows = await ctx.db
    .selectDistinct({ product: s.wishlistItems.productId })
    .from(s.wishlistItems)
    .where(eq(s.wishlistItems.userId, me.id));
  return rows.map((r) => r.product);
}

const discountOf = (
  d: { discount: number; startDate: Date; endDate: Date; status: "active" | "inactive" } | null,
) =>
  d
    ? ({
        percent: d.discount,
        startDate: d.startDate,
        endDate: d.endDate,
        status: d.status,
      } satisfies Discount)
    : null;

/** getUserWishlist: the user's own list (administrators may read anyone's), newest first. */
export async function getUserWishlist(
  ctx: RequestContext,
  args: { user?: string | null },
): Promise<WishlistItemView[]> {
  const userId = targetUserId(ctx, args.user);
  const rows = await ctx.db
    .select({
      item: s.wishlistItems,
      product: s.products,
      image: {
        id: s.productImages.id,
        path: s.productImages.path,
        extra: s.productImages.egExtraPrice,
        su: s.productImages.suExtraPrice,
        em: s.productImages.emExtraPrice,
      },
      designer: { name: s.users.name, arName: s.users.arName },
      offer: s.offers,
      collection: s.collections,
    })
    .from(s.wishlistItems)
    .innerJoin(s.products, eq(s.products.id, s.wishlistItems.productId))
    .leftJoin(s.productImages, eq(s.productImages.id, s.wishlistItems.imageId))
    .leftJoin(s.users, eq(s.users.id, s.products.designerId))
    .leftJoin(s.offers, eq(s.offers.id, s.products.offerId))
    .leftJoin(s.collections, eq(s.collections.id, s.products.collectionId))
    .where(eq(s.wishlistItems.userId, userId))
    .orderBy(desc(s.wishlistItems.createdAt));
  const ids = rows.map((r) => r.product.id);
  const [prices, primaries] = ids.length
    ? await Promise.all([
        ctx.db
          .select()
          .from(s.productPrices)
          .where(and(inArray(s.productPrices.productId, ids), eq(s.productPrices.country, ctx.country))),
        ctx.db
          .select({
            id: s.productImages.id,
            productId: s.productImages.productId,
            path: s.productImages.path,
          })
          .from(s.productImages)
          .where(and(inArray(s.productImages.productId, ids), eq(s.productImages.primaryImage, true))),
      ])
    : [[], []];
  return rows.map((r) => {
    const row = prices.find((p) => p.productId === r.product.id);
    const sold =
      row?.available && r.product.status === "active" && !(r.product.egyptOnly && ctx.country !== "eg");
    const extra = r.image
      ? ctx.country === "eg"
        ? r.image.extra
        : ctx.country === "sa"
          ? r.image.su
          : r.image.em
      : 0;
    const price =
      sold && row
        ? priceFor({
            price: row.price,
            tax: row.tax,
            extras: [extra],
            offer: discountOf(r.offer),
            collection: discountOf(r.collection),
          })
        : null;
    const primary = primaries.find((p) => p.productId === r.product.id);
    const image = r.image
      ? { id: r.image.id, path: r.image.path }
      : primary
        ? { id: primary.id, path: primary.path }
        : null;
    return {
      id: r.item.id,
      createdAt: r.item.createdAt,
      image,
      product: {
        id: r.product.id,
        slug: r.product.slug,
        name: r.product.name,
        arName: r.product.arName,
        designerName: r.designer
          ? ctx.language === "ar"
            ? r.designer.arName || r.designer.name
            : r.designer.name
          : null,
        price: price
          ? { before: price.before, after: price.after, discountPercent: price.discountPercent }
          : null,
        availableEdition: r.product.availableEdition,
      },
    };
  });
}
