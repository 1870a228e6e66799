/** Comments on posts (decision 0064): plain text from signed-in users, throttled; written by catalog (0104). */
import { and, count, eq, gt, sql } from "drizzle-orm";
import { posts, reviews } from "#db/schema/index.ts";
import { type ReviewView, saveReview } from "#domain/catalog/catalog.api.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError, notFound } from "#kernel/errors.ts";
import { parseInput } from "#kernel/input.ts";
import { type AddCommentInput, addCommentSchema } from "./comments.schema.ts";

/** A comment is a review of type comment (the API's Review type). */
type CommentView = ReviewView & { type: "comment" };

/** At most COMMENT_BURST comments per user in COMMENT_WINDOW_MINUTES (counted in the table). */
const COMMENT_BURST = 5;
const COMMENT_WINDOW_MINUTES = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Adds the signed-in user's comment to a published post. Invalid text is refused as
 * BLOG_COMMENT_ERROR with the field's own code (COMMENT_TOO_SHORT, COMMENT_TOO_LONG).
 */
export async function addPostComment(
  ctx: Pick<RequestContext, "db" | "user" | "services">,
  input: AddCommentInput,
): Promise<CommentView> {
  if (!ctx.user) throw new DomainError("UNAUTHENTICATED", 401);
  if (ctx.user.status !== "active") throw new DomainError("USER_BLOCKED", 403);
  let r: ReturnType<typeof parseInput<typeof addCommentSchema>>;
  try {
    r = parseInput(addCommentSchema, input);
  } catch (error) {
    if (error instanceof DomainError) throw new DomainError("BLOG_COMMENT_ERROR", 400, error.fields);
    throw error;
  }
  if (r.user && r.user !== ctx.user.id) throw new DomainError("REVIEW_OTHER_USER", 403);
  if (!UUID.test(r.post)) throw notFound("POST_NOT_FOUND");
  const [post] = await ctx.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, r.post), eq(posts.status, "published"), sql`${posts.publishedAt} <= now()`));
  if (!post) throw notFound("POST_NOT_FOUND");
  const [{ n } = { n: 0 }] = await ctx.db
    .select({ n: count() })
    .from(reviews)
    .where(
      and(
        eq(reviews.userId, ctx.user.id),
        eq(reviews.type, "comment"),
        gt(reviews.createdAt, sql`now() - make_interval(mins => ${COMMENT_WINDOW_MINUTES})`),
      ),
    );
  if (n >= COMMENT_BURST) throw new DomainError("TOO_MANY_REQUESTS", 429);
  // A comment is a row of `reviews`, which catalog owns (decision 0104); it tells the page caches.
  const view = await saveReview(ctx, { userId: ctx.user.id, postId: post.id, type: "comment", text: r.text });
  return { ...view, type: "comment" };
}
