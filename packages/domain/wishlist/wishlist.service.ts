import { and, desc, eq, isNull } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { isRowId } from "#kernel/ids.ts";
import { requireUser, targetUserId } from "../accounts/accounts.api.ts";
import { sellableItems } from "../catalog/catalog.api.ts";

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

const isId = (v: string | null | undefined): v is string => isRowId(v);

/**
 * addRemoveWishlist: puts a product image (or, without one, the product) on the user's wishlist,
 * or takes it off when it is already there. Answers whether it is on the list now.
 */
export async function addRemoveWishlist(
  ctx: RequestContext,
  args: { image?: string | null; product?: string | null; user?: string | null },
): Promise<{ inWishlist: boolean; image: string | null; product: string }> {
  const userId = await targetUserId(ctx, args.user, "update", "wishlist");
  const ref = isId(args.image)
    ? { imageId: args.image }
    : isId(args.product)
      ? { productId: args.product }
      : null;
  if (!ref) throw new DomainError("INVALID_INPUT", 400, { image: "FIELD_REQUIRED" });
  const [item] = await sellableItems(ctx, [ref]);
  if (!item) throw new DomainError("CART_PRODUCT_NOT_FOUND", 404);
  const { productId, imageId } = item;
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

/** getUserWishlist: the user's own list (administrators may read anyone's), newest first. */
export async function getUserWishlist(
  ctx: RequestContext,
  args: { user?: string | null },
): Promise<WishlistItemView[]> {
  const userId = await targetUserId(ctx, args.user, "read", "wishlist");
  const rows = await ctx.db
    .select()
    .from(s.wishlistItems)
    .where(eq(s.wishlistItems.userId, userId))
    .orderBy(desc(s.wishlistItems.createdAt));
  const items = await sellableItems(
    ctx,
    rows.map((r) => (r.imageId ? { imageId: r.imageId } : { productId: r.productId })),
  );
  return rows.flatMap((r, i) => {
    const item = items[i];
    if (!item) return [];
    const designer = item.designer;
    return {
      id: r.id,
      createdAt: r.createdAt,
      image: item.shownImage,
      product: {
        id: item.productId,
        slug: item.slug,
        name: item.name,
        arName: item.arName,
        designerName: designer
          ? ctx.language === "ar"
            ? designer.arName || designer.name
            : designer.name
          : null,
        price: item.price
          ? {
              before: item.price.before,
              after: item.price.after,
              discountPercent: item.price.discountPercent,
            }
          : null,
        availableEdition: item.availableEdition,
      },
    };
  });
}
