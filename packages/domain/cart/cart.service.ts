import { and, eq, sql } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { parseInput } from "#kernel/input.ts";
import { canAny } from "#kernel/permissions.ts";
import { withTransaction } from "#kernel/tx.ts";
import { ownAddress, requireUser, targetUserId } from "../accounts/accounts.api.ts";
import { type SellableItem, sellableItems } from "../catalog/catalog.api.ts";
import { limitOf, mergedQuantity, normalizeFeatures, quantityProblem } from "./cart.rules.ts";
import { CartChangeInput, ReplaceFakeCartInput } from "./cart.schema.ts";
import { type CartRow, type CartView, cartRow, loadCartView } from "./cart.view.ts";

/**
 * Who may use a cart: a guest cart (no owner) by whoever holds its id; a user's cart by its owner
 * and administrators who may read (or change) any cart. Anything else looks like a cart that does
 * not exist.
 */
function mayUse(ctx: RequestContext, cart: CartRow | undefined, action: "read" | "update"): cart is CartRow {
  if (!cart) return false;
  if (!cart.userId) return cart.status === "open";
  return !!ctx.user && (ctx.user.id === cart.userId || canAny(ctx, action, "cart"));
}

async function accessibleCart(ctx: RequestContext, id: string, action: "read" | "update"): Promise<CartRow> {
  const cart = await cartRow(ctx, id);
  if (!mayUse(ctx, cart, action)) throw new DomainError("CART_NOT_FOUND", 404);
  return cart;
}

async function openCartOf(ctx: RequestContext, userId: string): Promise<CartRow> {
  const mine = and(eq(s.carts.userId, userId), eq(s.carts.status, "open"));
  const [found] = await ctx.db.select().from(s.carts).where(mine);
  if (found) return found;
  const [created] = await ctx.db
    .insert(s.carts)
    .values({ userId, createdIn: ctx.country })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [raced] = await ctx.db.select().from(s.carts).where(mine);
  return raced!;
}

/** getCartById: a guest cart by id, or the caller's own. */
export async function getCartById(
  ctx: RequestContext,
  args: { cart: string; address?: string | null },
): Promise<CartView> {
  const cart = await accessibleCart(ctx, args.cart, "read");
  const address = args.address ? await ownAddress(ctx, args.address) : null;
  return loadCartView(ctx, cart, address);
}

/** getCartBYUser: the user's open cart (made when missing), priced for the country, with an address. */
export async function getCartByUser(
  ctx: RequestContext,
  args: { user?: string | null; addressId?: string | null },
): Promise<CartView> {
  const userId = await targetUserId(ctx, args.user, "read", "cart");
  const address = args.addressId ? await ownAddress(ctx, args.addressId, userId) : null;
  const cart = await openCartOf(ctx, userId);
  return loadCartView(ctx, cart, address);
}

/** createNewCartForUser: the signed-in user's open cart, made when there is none. */
export async function createNewCartForUser(ctx: RequestContext): Promise<CartView> {
  const user = requireUser(ctx);
  return loadCartView(ctx, await openCartOf(ctx, user.id));
}

/** The cart a change applies to: the one named, else the user's, else a new guest cart. */
async function targetCart(tx: RequestContext, id: string | null | undefined): Promise<CartRow> {
  if (id) {
    const cart = await accessibleCart(tx, id, "update");
    if (cart.status !== "open") throw new DomainError("CART_CLOSED", 400);
    return cart;
  }
  if (tx.user) return openCartOf(tx, requireUser(tx).id);
  const [created] = await tx.db.insert(s.carts).values({ createdIn: tx.country }).returning();
  return created!;
}

/** Why the catalogue would not sell an item here, as the cart's codes. */
const NOT_SOLD = {
  NOT_LISTED: ["CART_PRODUCT_NOT_FOUND", 404],
  EGYPT_ONLY: ["EGYPT_ONLY", 400],
  NOT_IN_COUNTRY: ["CART_COUNTRY_NOT_ALLOWED", 400],
} as const;

/** A product image that may be sold in the country, with its product locked for the check. */
async function sellableImage(tx: RequestContext, imageId: string, features: string[]): Promise<SellableItem> {
  const [item] = await sellableItems(tx, [{ imageId, features }], { lock: "share" });
  if (!item) throw new DomainError("CART_PRODUCT_NOT_FOUND", 404);
  if (item.notSold) {
    const [code, status] = NOT_SOLD[item.notSold];
    throw new DomainError(code, status);
  }
  if (!item.featuresValid) throw new DomainError("INVALID_INPUT", 400, { features: "INVALID_VALUE" });
  return item;
}

function assertQuantity(total: number, item: SellableItem) {
  const problem = quantityProblem(total, item);
  if (problem) throw new DomainError(problem, 400, { quantity: problem });
}

/** Quantity of a product across all lines of a cart, except one line. */
async function productTotal(tx: RequestContext, cartId: string, productId: string, exceptLine?: string) {
  const rows = await tx.db
    .select({ id: s.cartItems.id, quantity: s.cartItems.quantity })
    .from(s.cartItems)
    .where(and(eq(s.cartItems.cartId, cartId), eq(s.cartItems.productId, productId)));
  return rows.filter((r) => r.id !== exceptLine).reduce((sum, r) => sum + r.quantity, 0);
}

async function lockCart(tx: RequestContext, id: string) {
  await tx.db.select({ id: s.carts.id }).from(s.carts).where(eq(s.carts.id, id)).for("update");
}

async function findLine(tx: RequestContext, cartId: string, input: CartChangeInput) {
  const where = input.line
    ? eq(s.cartItems.id, input.line)
    : input.giftCard
      ? eq(s.cartItems.giftCardId, input.giftCard)
      : and(
          eq(s.cartItems.imageId, input.image!),
          sql`${s.cartItems.features} = ${`{${normalizeFeatures(input.features).join(",")}}`}::uuid[]`,
        );
  const [line] = await tx.db
    .select()
    .from(s.cartItems)
    .where(and(eq(s.cartItems.cartId, cartId), where));
  return line;
}

/** addToCart: adds `quantity` (1 by default) of an image with its features, or a gift card. */
export async function addToCart(ctx: RequestContext, args: unknown): Promise<CartView> {
  const input = parseInput(CartChangeInput, args);
  const quantity = input.quantity ?? 1;
  const cart = await withTransaction(ctx, async (tx) => {
    const cart = await targetCart(tx, input.cart);
    await lockCart(tx, cart.id);
    if (input.giftCard) {
      const [gift] = await tx.db.select().from(s.giftCards).where(eq(s.giftCards.id, input.giftCard));
      if (!gift || gift.isPaid) throw new DomainError("GIFT_CARD_NOT_FOUND", 404);
      const line = await findLine(tx, cart.id, input);
      if (!line)
        await tx.db.insert(s.cartItems).values({ cartId: cart.id, giftCardId: gift.id, quantity: 1 });
      return cart;
    }
    if (!input.image) throw new DomainError("INVALID_INPUT", 400, { image: "FIELD_REQUIRED" });
    const features = normalizeFeatures(input.features);
    const item = await sellableImage(tx, input.image, features);
    const line = await findLine(tx, cart.id, { ...input, features });
    const others = await productTotal(tx, cart.id, item.productId, line?.id);
    const next = (line?.quantity ?? 0) + quantity;
    assertQuantity(others + next, item);
    if (line) await tx.db.update(s.cartItems).set({ quantity: next }).where(eq(s.cartItems.id, line.id));
    else
      await tx.db.insert(s.cartItems).values({
        cartId: cart.id,
        productId: item.productId,
        imageId: input.image,
        features,
        quantity: next,
      });
    await touch(tx, cart.id);
    return cart;
  });
  return loadCartView(ctx, cart);
}

const touch = (tx: RequestContext, cartId: string, status?: "merged") =>
  tx.db
    .update(s.carts)
    .set({ ...(status ? { status } : {}), updatedAt: new Date() })
    .where(eq(s.carts.id, cartId));

/** reduceFromCart: takes `quantity` (1 by default) off a line; a line never goes below 1. */
export async function reduceFromCart(ctx: RequestContext, args: unknown): Promise<CartView> {
  const input = parseInput(CartChangeInput, args);
  const cart = await changeLine(ctx, input, async (tx, line) => {
    const next = line.quantity - (input.quantity ?? 1);
    if (next < 1) throw new DomainError("QUANTITY_INVALID", 400, { quantity: "QUANTITY_INVALID" });
    await tx.db.update(s.cartItems).set({ quantity: next }).where(eq(s.cartItems.id, line.id));
  });
  return loadCartView(ctx, cart);
}

/**
 * removeFromCart: removes a line (by line id, image and features, or gift card). The last line's
 * removal also takes the coupon and the gift card off: an emptied cart starts again (decision 0108).
 */
export async function removeFromCart(ctx: RequestContext, args: unknown): Promise<CartView> {
  const input = parseInput(CartChangeInput, args);
  const cart = await changeLine(ctx, input, async (tx, line) => {
    await tx.db.delete(s.cartItems).where(eq(s.cartItems.id, line.id));
    const [left] = await tx.db
      .select({ id: s.cartItems.id })
      .from(s.cartItems)
      .where(eq(s.cartItems.cartId, line.cartId))
      .limit(1);
    if (!left)
      await tx.db
        .update(s.carts)
        .set({ couponId: null, appliedGiftCardId: null })
        .where(eq(s.carts.id, line.cartId));
  });
  return loadCartView(ctx, cart);
}

async function changeLine(
  ctx: RequestContext,
  input: CartChangeInput,
  change: (tx: RequestContext, line: typeof s.cartItems.$inferSelect) => Promise<void>,
): Promise<CartRow> {
  return withTransaction(ctx, async (tx) => {
    const cart = input.cart
      ? await accessibleCart(tx, input.cart, "update")
      : tx.user
        ? await openCartOf(tx, requireUser(tx).id)
        : undefined;
    if (!cart) throw new DomainError("CART_NOT_FOUND", 404);
    if (cart.status !== "open") throw new DomainError("CART_CLOSED", 400);
    await lockCart(tx, cart.id);
    const line = await findLine(tx, cart.id, input);
    if (!line) throw new DomainError("CART_LINE_NOT_FOUND", 404);
    await change(tx, line);
    await touch(tx, cart.id);
    return cart;
  });
}

/**
 * replaceFakeCart: merges a guest cart into the user's open cart. Lines for the same item add up
 * within the limits (never below what either cart held); the guest cart is then closed as merged.
 */
export async function replaceFakeCart(
  ctx: RequestContext,
  args: { fakeCartId: string; userId?: string | null },
): Promise<CartView> {
  const input = parseInput(ReplaceFakeCartInput, args);
  const userId = await targetUserId(ctx, input.userId, "update", "cart", "userId");
  const userCart = await withTransaction(ctx, async (tx) => {
    const fake = await cartRow(tx, input.fakeCartId);
    const mine = await openCartOf(tx, userId);
    if (!fake || fake.id === mine.id) return mine;
    if (fake.userId || fake.status !== "open") throw new DomainError("CART_NOT_FOUND", 404);
    await lockCart(tx, fake.id);
    await lockCart(tx, mine.id);
    const guestLines = await tx.db.select().from(s.cartItems).where(eq(s.cartItems.cartId, fake.id));
    const productIds = [...new Set(guestLines.flatMap((g) => (g.productId ? [g.productId] : [])))];
    const stock = await sellableItems(
      tx,
      productIds.map((productId) => ({ productId })),
      { lock: "share" },
    );
    const stockOf = new Map(stock.flatMap((item) => (item ? [[item.productId, item]] : [])));
    for (const g of guestLines) {
      const [existing] = await tx.db
        .select()
        .from(s.cartItems)
        .where(
          and(
            eq(s.cartItems.cartId, mine.id),
            g.giftCardId ? eq(s.cartItems.giftCardId, g.giftCardId) : eq(s.cartItems.imageId, g.imageId!),
            sql`${s.cartItems.features} = ${`{${g.features.join(",")}}`}::uuid[]`,
          ),
        );
      let limit = Number.MAX_SAFE_INTEGER;
      const p = g.productId ? stockOf.get(g.productId) : undefined;
      if (p) limit = Math.max(0, limitOf(p) - (await productTotal(tx, mine.id, p.productId, existing?.id)));
      if (g.giftCardId) limit = 1;
      const quantity = mergedQuantity(existing?.quantity ?? 0, g.quantity, limit);
      if (existing) await tx.db.update(s.cartItems).set({ quantity }).where(eq(s.cartItems.id, existing.id));
      else
        await tx.db.insert(s.cartItems).values({
          cartId: mine.id,
          productId: g.productId,
          imageId: g.imageId,
          giftCardId: g.giftCardId,
          features: g.features,
          quantity,
        });
    }
    await touch(tx, fake.id, "merged");
    await touch(tx, mine.id);
    return mine;
  });
  return loadCartView(ctx, userCart);
}
