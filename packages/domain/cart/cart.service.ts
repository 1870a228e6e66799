import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import * as s from "#db/schema/index.ts";
import type { CountryCode } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { parseInput } from "#kernel/input.ts";
import { isAdmin } from "../accounts/accounts.rules.ts";
import { ownAddress } from "../accounts/address.service.ts";
import { requireUser, targetUserId } from "../accounts/profile.service.ts";
import { limitOf, mergedQuantity, normalizeFeatures, quantityProblem } from "./cart.rules.ts";
import { CartChangeInput } from "./cart.schema.ts";
import { type CartView, cartRow, loadCartView } from "./cart.view.ts";

type CartRow = typeof s.carts.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Who may use a cart: a guest cart (no owner) by whoever holds its id; a user's cart by its owner
 * and administrators. Anything else looks like a cart that does not exist.
 */
function mayUse(ctx: RequestContext, cart: CartRow | undefined): cart is CartRow {
  if (!cart) return false;
  if (!cart.userId) return cart.status === "open";
  return !!ctx.user && (ctx.user.id === cart.userId || isAdmin(ctx.user));
}

async function accessibleCart(ctx: RequestContext, id: string, db: Db | Tx = ctx.db): Promise<CartRow> {
  const cart = await cartRow(db as Db, id);
  if (!mayUse(ctx, cart)) throw new DomainError("CART_NOT_FOUND", 404);
  return cart;
}

async function openCartOf(db: Db | Tx, userId: string, country: CountryCode): Promise<CartRow> {
  const [found] = await db
    .select()
    .from(s.carts)
    .where(and(eq(s.carts.userId, userId), eq(s.carts.status, "open")));
  if (found) return found;
  const [created] = await db
    .insert(s.carts)
    .values({ userId, createdIn: country })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [raced] = await db
    .select()
    .from(s.carts)
    .where(and(eq(s.carts.userId, userId), eq(s.carts.status, "open")));
  return raced!;
}

/** getCartById: a guest cart by id, or the caller's own. */
export async function getCartById(
  ctx: RequestContext,
  args: { cart: string; address?: string | null },
): Promise<CartView> {
  const cart = await accessibleCart(ctx, args.cart);
  const address = args.address ? await ownAddress(ctx, args.address) : null;
  return loadCartView(ctx.db, cart, ctx.country, address);
}

/** getCartBYUser: the user's open cart (made when missing), priced for the country, with an address. */
export async function getCartByUser(
  ctx: RequestContext,
  args: { user?: string | null; addressId?: string | null },
): Promise<CartView> {
  const userId = targetUserId(ctx, args.user);
  const address = args.addressId ? await ownAddress(ctx, args.addressId, userId) : null;
  const cart = await openCartOf(ctx.db, userId, ctx.country);
  return loadCartView(ctx.db, cart, ctx.country, address);
}

/** createNewCartForUser: the signed-in user's open cart, made when there is none. */
export async function createNewCartForUser(ctx: RequestContext): Promise<CartView> {
  const user = requireUser(ctx);
  return loadCartView(ctx.db, await openCartOf(ctx.db, user.id, ctx.country), ctx.country);
}

/** The cart a change applies to: the one named, else the user's, else a new guest cart. */
async function targetCart(ctx: RequestContext, tx: Tx, id: string | null | undefined): Promise<CartRow> {
  if (id) {
    const cart = await accessibleCart(ctx, id, tx);
    if (cart.status !== "open") throw new DomainError("CART_CLOSED", 400);
    return cart;
  }
  if (ctx.user) return openCartOf(tx, requireUser(ctx).id, ctx.country);
  const [created] = await tx.insert(s.carts).values({ createdIn: ctx.country }).returning();
  return created!;
}

/** A product image that may be sold in the country, with its product locked for the check. */
async function sellableImage(tx: Tx, imageId: string, country: CountryCode) {
  const [row] = await tx
    .select({ image: s.productImages, product: s.products })
    .from(s.productImages)
    .innerJoin(s.products, eq(s.products.id, s.productImages.productId))
    .where(eq(s.productImages.id, imageId))
    .for("share", { of: s.products });
  if (row?.product.status !== "active" || row.product.productStatus !== "accepted")
    throw new DomainError("CART_PRODUCT_NOT_FOUND", 404);
  if (row.product.egyptOnly && country !== "eg") throw new DomainError("EGYPT_ONLY", 400);
  const [price] = await tx
    .select({ available: s.productPrices.available })
    .from(s.productPrices)
    .where(and(eq(s.productPrices.productId, row.product.id), eq(s.productPrices.country, country)));
  if (!price?.available) throw new DomainError("CART_COUNTRY_NOT_ALLOWED", 400);
  return row;
}

function assertQuantity(total: number, product: typeof s.products.$inferSelect) {
  const problem = quantityProblem(total, product);
  if (problem) throw new DomainError(problem, 400, { quantity: problem });
}

/** Quantity of a product across all lines of a cart, except one line. */
async function productTotal(tx: Tx, cartId: string, productId: string, exceptLine?: string) {
  const rows = await tx
    .select({ id: s.cartItems.id, quantity: s.cartItems.quantity })
    .from(s.cartItems)
    .where(and(eq(s.cartItems.cartId, cartId), eq(s.cartItems.productId, productId)));
  return rows.filter((r) => r.id !== exceptLine).reduce((sum, r) => sum + r.quantity, 0);
}

async function lockCart(tx: Tx, id: string) {
  await tx.select({ id: s.carts.id }).from(s.carts).where(eq(s.carts.id, id)).for("update");
}

async function findLine(tx: Tx, cartId: string, input: CartChangeInput) {
  const where = input.line
    ? eq(s.cartItems.id, input.line)
    : input.giftCard
      ? eq(s.cartItems.giftCardId, input.giftCard)
      : and(
          eq(s.cartItems.imageId, input.image!),
          sql`${s.cartItems.features} = ${`{${normalizeFeatures(input.features).join(",")}}`}::uuid[]`,
        );
  const [line] = await tx
    .select()
    .from(s.cartItems)
    .where(and(eq(s.cartItems.cartId, cartId), where));
  return line;
}

/** addToCart: adds `quantity` (1 by default) of an image with its features, or a gift card. */
export async function addToCart(ctx: RequestContext, args: unknown): Promise<CartView> {
  const input = parseInput(CartChangeInput, args);
  const quantity = input.quantity ?? 1;
  const cart = await ctx.db.transaction(async (tx) => {
    const cart = await targetCart(ctx, tx, input.cart);
    await lockCart(tx, cart.id);
    if (input.giftCard) {
      const [gift] = await tx.select().from(s.giftCards).where(eq(s.giftCards.id, input.giftCard));
      if (!gift || gift.isPaid) throw new DomainError("GIFT_CARD_NOT_FOUND", 404);
      const line = await findLine(tx, cart.id, input);
      if (!line) await tx.insert(s.cartItems).values({ cartId: cart.id, giftCardId: gift.id, quantity: 1 });
      return cart;
    }
    if (!input.image) throw new DomainError("INVALID_INPUT", 400, { image: "FIELD_REQUIRED" });
    const { product } = await sellableImage(tx, input.image, ctx.country);
    const features = normalizeFeatures(input.features);
    if (features.length) {
      const own = await tx
        .select({ id: s.features.id })
        .from(s.features)
        .where(eq(s.features.productId, product.id));
      const ids = new Set(own.map((f) => f.id));
      if (!features.every((f) => ids.has(f)))
        throw new DomainError("INVALID_INPUT", 400, { features: "INVALID_VALUE" });
    }
    const line = await findLine(tx, cart.id, { ...input, features });
    const others = await productTotal(tx, cart.id, product.id, line?.id);
    const next = (line?.quantity ?? 0) + quantity;
    assertQuantity(others + next, product);
    if (line) await tx.update(s.cartItems).set({ quantity: next }).where(eq(s.cartItems.id, line.id));
    else
      await tx
        .insert(s.cartItems)
        .values({ cartId: cart.id, productId: product.id, imageId: input.image, features, quantity: next });
    await tx.update(s.carts).set({ updatedAt: new Date() }).where(eq(s.carts.id, cart.id));
    return cart;
  });
  return loadCartView(ctx.db, cart, ctx.country);
}

/** reduceFromCart: takes `quantity` (1 by default) off a line; a line never goes below 1. */
export async function reduceFromCart(ctx: RequestContext, args: unknown): Promise<CartView> {
  const input = parseInput(CartChangeInput, args);
  const cart = await changeLine(ctx, input, async (tx, line) => {
    const next = line.quantity - (input.quantity ?? 1);
    if (next < 1) throw new DomainError("QUANTITY_INVALID", 400, { quantity: "QUANTITY_INVALID" });
    await tx.update(s.cartItems).set({ quantity: next }).where(eq(s.cartItems.id, line.id));
  });
  return loadCartView(ctx.db, cart, ctx.country);
}

/** removeFromCart: removes a line (by line id, image and features, or gift card). */
export async function removeFromCart(ctx: RequestContext, args: unknown): Promise<CartView> {
  const input = parseInput(CartChangeInput, args);
  const cart = await changeLine(ctx, input, async (tx, line) => {
    await tx.delete(s.cartItems).where(eq(s.cartItems.id, line.id));
  });
  return loadCartView(ctx.db, cart, ctx.country);
}

async function changeLine(
  ctx: RequestContext,
  input: CartChangeInput,
  change: (tx: Tx, line: typeof s.cartItems.$inferSelect) => Promise<void>,
): Promise<CartRow> {
  return ctx.db.transaction(async (tx) => {
    const cart = input.cart
      ? await accessibleCart(ctx, input.cart, tx)
      : ctx.user
        ? await openCartOf(tx, requireUser(ctx).id, ctx.country)
        : undefined;
    if (!cart) throw new DomainError("CART_NOT_FOUND", 404);
    if (cart.status !== "open") throw new DomainError("CART_CLOSED", 400);
    await lockCart(tx, cart.id);
    const line = await findLine(tx, cart.id, input);
    if (!line) throw new DomainError("CART_LINE_NOT_FOUND", 404);
    await change(tx, line);
    await tx.update(s.carts).set({ updatedAt: new Date() }).where(eq(s.carts.id, cart.id));
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
  const userId = targetUserId(ctx, args.userId);
  const userCart = await ctx.db.transaction(async (tx) => {
    const fake = await cartRow(tx as Db, args.fakeCartId);
    const mine = await openCartOf(tx, userId, ctx.country);
    if (!fake || fake.id === mine.id) return mine;
    if (fake.userId || fake.status !== "open") throw new DomainError("CART_NOT_FOUND", 404);
    await lockCart(tx, fake.id);
    await lockCart(tx, mine.id);
    const guestLines = await tx.select().from(s.cartItems).where(eq(s.cartItems.cartId, fake.id));
    for (const g of guestLines) {
      const [existing] = await tx
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
      if (g.productId) {
        const [p] = await tx.select().from(s.products).where(eq(s.products.id, g.productId)).for("share");
        if (p) limit = Math.max(0, limitOf(p) - (await productTotal(tx, mine.id, p.id, existing?.id)));
      }
      if (g.giftCardId) limit = 1;
      const quantity = mergedQuantity(existing?.quantity ?? 0, g.quantity, limit);
      if (existing) await tx.update(s.cartItems).set({ quantity }).where(eq(s.cartItems.id, existing.id));
      else
        await tx.insert(s.cartItems).values({
          cartId: mine.id,
          productId: g.productId,
          imageId: g.imageId,
          giftCardId: g.giftCardId,
          features: g.features,
          quantity,
        });
    }
    await tx.update(s.carts).set({ status: "merged", updatedAt: new Date() }).where(eq(s.carts.id, fake.id));
    await tx.update(s.carts).set({ updatedAt: new Date() }).where(eq(s.carts.id, mine.id));
    return mine;
  });
  return loadCartView(ctx.db, userCart, ctx.country);
}
