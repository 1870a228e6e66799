/** Reviews (rated, one per user and product), comments and product discussions. */
import { and, desc, eq, sql } from "drizzle-orm";
import { posts, products, reviews, users } from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { isUniqueViolation } from "#kernel/db-errors.ts";
import { DomainError, notFound } from "#kernel/errors.ts";
import { parseInput } from "#kernel/input.ts";
import { withTransaction } from "#kernel/tx.ts";
import { catalogueChanged } from "./cache.ts";
import { isUuid } from "./ids.ts";
import { type AddReviewInput, addReviewSchema } from "./products.schema.ts";

type ReviewType = "review" | "comment" | "discussion";

export interface ReviewView {
  id: string;
  type: ReviewType;
  text: string;
  rating: number | null;
  attachments: string[];
  createdAt: Date;
  productId: string | null;
  postId: string | null;
  user: { id: string; name: string; image: string | null };
}

const COLUMNS = {
  id: reviews.id,
  type: reviews.type,
  text: reviews.text,
  rating: reviews.rating,
  attachments: reviews.attachments,
  createdAt: reviews.createdAt,
  productId: reviews.productId,
  postId: reviews.postId,
  user: { id: users.id, name: users.name, image: users.image },
};

/** Visible reviews of a product or post, newest first. */
export async function listReviews(
  ctx: Pick<RequestContext, "db">,
  args: { product?: string | null; post?: string | null; type?: string | null },
  limit = 50,
): Promise<ReviewView[]> {
  const type = (["review", "comment", "discussion"] as const).find((t) => t === args.type) ?? null;
  const conditions = [eq(reviews.status, "visible")];
  if (type) conditions.push(eq(reviews.type, type));
  if (args.product) {
    if (!isUuid(args.product)) return [];
    conditions.push(eq(reviews.productId, args.product));
  }
  if (args.post) {
    if (!isUuid(args.post)) return [];
    conditions.push(eq(reviews.postId, args.post));
  }
  if (!args.product && !args.post) return [];
  return ctx.db
    .select(COLUMNS)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(...conditions))
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
}

/**
 * Writes a review, comment or discussion message as the logged-in user. A review needs a rating
 * from 1 to 5 and a product the user has not reviewed yet; text is stripped of tags.
 */
export async function addReview(
  ctx: Pick<RequestContext, "db" | "user" | "services">,
  input: AddReviewInput,
): Promise<ReviewView> {
  if (!ctx.user) throw new DomainError("UNAUTHENTICATED", 401);
  if (ctx.user.status !== "active") throw new DomainError("USER_BLOCKED", 403);
  const r = parseInput(addReviewSchema, input);
  if (r.user && r.user !== ctx.user.id) throw new DomainError("REVIEW_OTHER_USER", 403);
  if (r.product) {
    const [p] = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, r.product), eq(products.status, "active")));
    if (!p) throw notFound("PRODUCT_NOT_FOUND");
  }
  if (r.post) {
    const [p] = await ctx.db.select({ id: posts.id }).from(posts).where(eq(posts.id, r.post));
    if (!p) throw notFound("POST_NOT_FOUND");
  }
  if (r.type === "review") {
    const [existing] = await ctx.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        and(eq(reviews.userId, ctx.user.id), eq(reviews.productId, r.product!), eq(reviews.type, "review")),
      );
    if (existing) throw new DomainError("REVIEW_ALREADY_EXISTS", 409);
  }
  try {
    return await saveReview(ctx, {
      userId: ctx.user.id,
      productId: r.product ?? null,
      postId: r.post ?? null,
      type: r.type,
      text: r.text,
      rating: r.type === "review" ? r.rating! : (r.rating ?? null),
      attachments: r.attachments,
    });
  } catch (error) {
    // Two requests at once: the unique index has the last word.
    if (isUniqueViolation(error)) throw new DomainError("REVIEW_ALREADY_EXISTS", 409);
    throw error;
  }
}

/**
 * Writes a review, comment or discussion message whose rules its caller has checked (this file's
 * `addReview`, the blog's comments: decision 0104, catalog owns `reviews`) and answers it as shown.
 * A review or comment shows on a public page, so the page caches are told (decision 0080).
 */
export async function saveReview(
  ctx: Pick<RequestContext, "db" | "user" | "services">,
  values: typeof reviews.$inferInsert,
): Promise<ReviewView> {
  const [row] = await withTransaction(ctx, async (tx) => {
    if (values.type !== "discussion") await catalogueChanged(tx);
    return tx.db.insert(reviews).values(values).returning({ id: reviews.id });
  });
  const [view] = await ctx.db
    .select(COLUMNS)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, row!.id));
  return view!;
}

/** Whether the user already reviewed the product (the page hides the form then). */
export async function hasReviewed(
  ctx: Pick<RequestContext, "db" | "user">,
  productId: string,
): Promise<boolean> {
  if (!ctx.user || !isUuid(productId)) return false;
  const rows = await ctx.db.execute(
    sql`select 1 from reviews where user_id = ${ctx.user.id} and product_id = ${productId} and type = 'review' limit 1`,
  );
  return ((rows as unknown as { rows: unknown[] }).rows ?? []).length > 0;
}
