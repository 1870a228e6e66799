import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { productImages, products } from "./catalog.ts";
import { countryEnum, createdAt, id, updatedAt } from "./common.ts";
import { coupons, giftCards } from "./promotions.ts";
import { users } from "./users.ts";

/**
 * A cart. userId is null for the guest 'fake cart' (its id lives in the browser), merged into the
 * user's cart on login. A user has at most one open cart.
 */
export const carts = pgTable(
  "carts",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["open", "ordered", "merged"] })
      .notNull()
      .default("open"),
    createdIn: countryEnum("created_in").notNull().default("eg"),
    couponId: uuid("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    /** A gift card applied as payment (checkCoupon may answer a gift card). */
    appliedGiftCardId: uuid("applied_gift_card_id").references(() => giftCards.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("carts_user_open_uq")
      .on(t.userId)
      .where(sql`${t.status} = 'open' and ${t.userId} is not null`),
    index("carts_updated_idx").on(t.updatedAt),
  ],
);

/**
 * A stored product: a product image (the variant the shopper picked) with chosen features, or a
 * gift card being bought. Prices are computed at read time per country, never stored here.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: id(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "cascade" }),
    imageId: uuid("image_id").references(() => productImages.id, { onDelete: "cascade" }),
    /** Chosen feature ids, sorted ascending so equal choices compare equal. */
    features: uuid("features").array().notNull().default(sql`'{}'::uuid[]`),
    giftCardId: uuid("gift_card_id").references(() => giftCards.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("cart_items_line_uq").on(t.cartId, t.imageId, t.giftCardId, t.features).nullsNotDistinct(),
    index("cart_items_product_idx").on(t.productId),
    check("cart_items_quantity_ck", sql`${t.quantity} > 0`),
    check(
      "cart_items_kind_ck",
      sql`(${t.imageId} is not null and ${t.productId} is not null) or ${t.giftCardId} is not null`,
    ),
  ],
);
