import { and, eq } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { isRowId } from "#kernel/ids.ts";
import { requireUser } from "../accounts/accounts.api.ts";

export interface CheckoutLine {
  lineId: string;
  imageId: string | null;
  productId: string | null;
  giftCardId: string | null;
  features: string[];
  quantity: number;
}

export interface CheckoutCart {
  id: string;
  userId: string;
  lines: CheckoutLine[];
  /** The coupon and the gift card entered on the cart (decision 0059). */
  couponId: string | null;
  giftCardId: string | null;
}

/** The caller's open cart, its row locked in the caller's transaction; empty or not. */
async function ownOpenCart(ctx: RequestContext, cartId: string) {
  const me = requireUser(ctx);
  const [cart] = isRowId(cartId)
    ? await ctx.db
        .select()
        .from(s.carts)
        .where(and(eq(s.carts.id, cartId), eq(s.carts.userId, me.id)))
        .for("update")
    : [];
  if (!cart) throw new DomainError("CART_NOT_FOUND", 404);
  if (cart.status !== "open") throw new DomainError("CART_CLOSED", 400);
  return { cart, me };
}

/**
 * The caller's open cart for checkout, its row locked in the caller's transaction (two tabs
 * placing it at once take turns). An empty cart is refused.
 */
export async function cartForCheckout(ctx: RequestContext, cartId: string): Promise<CheckoutCart> {
  const { cart, me } = await ownOpenCart(ctx, cartId);
  const lines = await ctx.db
    .select()
    .from(s.cartItems)
    .where(eq(s.cartItems.cartId, cart.id))
    .orderBy(s.cartItems.createdAt);
  if (!lines.length) throw new DomainError("CART_EMPTY", 400);
  return {
    id: cart.id,
    userId: me.id,
    couponId: cart.couponId,
    giftCardId: cart.appliedGiftCardId,
    lines: lines.map((l) => ({
      lineId: l.id,
      imageId: l.imageId,
      productId: l.productId,
      giftCardId: l.giftCardId,
      features: l.features,
      quantity: l.quantity,
    })),
  };
}

/** Closes a cart as ordered (in the order's transaction); the user's next cart is a new one. */
export async function closeOrderedCart(ctx: RequestContext, cartId: string): Promise<void> {
  await ctx.db
    .update(s.carts)
    .set({ status: "ordered", updatedAt: new Date() })
    .where(and(eq(s.carts.id, cartId), eq(s.carts.status, "open")));
}

/**
 * Takes the coupon or the gift card off the caller's open cart, empty or not (decision 0108: it
 * prices nothing, so it needs no lines).
 */
export async function takePromotionOff(
  ctx: RequestContext,
  cartId: string,
  kind: "coupon" | "giftCard",
): Promise<void> {
  const { cart } = await ownOpenCart(ctx, cartId);
  await setCartPromotion(ctx, cart.id, kind === "giftCard" ? { giftCardId: null } : { couponId: null });
}

/** Puts a coupon or a gift card on the cart, or takes it off (null); the caller checked it applies. */
export async function setCartPromotion(
  ctx: RequestContext,
  cartId: string,
  change: { couponId?: string | null; giftCardId?: string | null },
): Promise<void> {
  await ctx.db
    .update(s.carts)
    .set({
      ...(change.couponId !== undefined ? { couponId: change.couponId } : {}),
      ...(change.giftCardId !== undefined ? { appliedGiftCardId: change.giftCardId } : {}),
      updatedAt: new Date(),
    })
    .where(eq(s.carts.id, cartId));
}
