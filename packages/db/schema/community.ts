import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { productImages, products } from "./catalog.ts";
import { createdAt, id, updatedAt } from "./common.ts";
import { users } from "./users.ts";

/** Blog and news posts. */
export const posts = pgTable(
  "posts",
  {
    id: id(),
    slug: text("slug").notNull(),
    type: text("type", { enum: ["blog", "news"] }).notNull(),
    title: text("title").notNull(),
    arTitle: text("ar_title").notNull(),
    /** The post's body (the specs call it description). */
    description: text("description").notNull().default(""),
    arDescription: text("ar_description").notNull().default(""),
    image: text("image"),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: ["published", "draft"] })
      .notNull()
      .default("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("posts_slug_uq").on(t.slug),
    index("posts_type_published_idx").on(t.type, t.publishedAt),
  ],
);

/**
 * Reviews (rated, one per user and product), comments on posts or products, and discussion
 * messages on a product.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "cascade" }),
    postId: uuid("post_id").references(() => posts.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["discussion", "comment", "review"] }).notNull(),
    text: text("text").notNull(),
    rating: integer("rating"),
    attachments: text("attachments").array().notNull().default(sql`'{}'::text[]`),
    status: text("status", { enum: ["visible", "hidden"] })
      .notNull()
      .default("visible"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reviews_user_product_review_uq").on(t.userId, t.productId).where(sql`${t.type} = 'review'`),
    index("reviews_product_idx").on(t.productId, t.type, t.createdAt),
    index("reviews_post_idx").on(t.postId, t.createdAt),
    index("reviews_user_idx").on(t.userId),
    check("reviews_rating_ck", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check("reviews_review_rating_ck", sql`${t.type} <> 'review' or ${t.rating} is not null`),
    check("reviews_target_ck", sql`${t.productId} is not null or ${t.postId} is not null`),
  ],
);

/** Wishlist entries: a product image (the variant) or, when imageId is null, the product. */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    imageId: uuid("image_id").references(() => productImages.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("wishlist_items_uq").on(t.userId, t.productId, t.imageId).nullsNotDistinct(),
    index("wishlist_items_product_idx").on(t.productId),
  ],
);
