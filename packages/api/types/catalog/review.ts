/** Reviews, comments and discussions: getDiscussionReviews, getCommentReviews, addReview. */
import { addPostComment } from "#domain/blog/comments.service.ts";
import { addReview, hasReviewed, listReviews, type ReviewView } from "#domain/catalog/reviews.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { ISO } from "./common.ts";

const ReviewUser = builder.objectRef<ReviewView["user"]>("ReviewUser").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    name: t.exposeString("name"),
    image: t.exposeString("image", { nullable: true }),
  }),
});

const ReviewRef = builder.objectRef<ReviewView>("Review").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    type: t.exposeString("type"),
    text: t.exposeString("text"),
    rating: t.exposeInt("rating", { nullable: true }),
    attachments: t.exposeStringList("attachments"),
    createdAt: t.string({ resolve: (r) => ISO(r.createdAt)! }),
    product: t.exposeID("productId", { nullable: true }),
    post: t.exposeID("postId", { nullable: true }),
    user: t.field({ type: ReviewUser, resolve: (r) => r.user }),
  }),
});

const ReviewsResponse = envelopeOf<ReviewView[]>("Reviews", [ReviewRef]);
const ReviewResponse = envelopeOf<ReviewView>("Review", ReviewRef);

builder.queryField("getDiscussionReviews", (t) =>
  t.field({
    ...guard.public,
    type: ReviewsResponse,
    description: "A product's reviews (type review) or discussion messages (type discussion, the default)",
    args: { product: t.arg.string({ required: true }), type: t.arg.string() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () => listReviews(ctx, { product: args.product, type: args.type ?? "discussion" })),
  }),
);

builder.queryField("getCommentReviews", (t) =>
  t.field({
    ...guard.public,
    type: ReviewsResponse,
    description: "Comments on a post or product (type comment by default)",
    args: { type: t.arg.string(), post: t.arg.string(), product: t.arg.string() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        listReviews(ctx, { post: args.post, product: args.product, type: args.type ?? "comment" }),
      ),
  }),
);

builder.mutationField("addReview", (t) =>
  t.field({
    ...guard.signedIn,
    type: ReviewResponse,
    description:
      "As the logged-in user: a review (product, rating 1..5, once per product), a comment (post or product) or a discussion message (product)",
    args: {
      user: t.arg.string({ description: "Must be the logged-in user when given" }),
      product: t.arg.string(),
      post: t.arg.string(),
      type: t.arg.string({ required: true }),
      text: t.arg.string({ required: true }),
      rating: t.arg.int(),
      attachments: t.arg.stringList(),
    },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        // A comment on a post is the blog's (decision 0064); the rest stays the catalogue's.
        args.type === "comment" && args.post && !args.product
          ? addPostComment(ctx, { user: args.user ?? undefined, post: args.post, text: args.text })
          : addReview(ctx, {
              user: args.user ?? undefined,
              product: args.product ?? undefined,
              post: args.post ?? undefined,
              type: args.type as "review",
              text: args.text,
              rating: args.rating ?? undefined,
              attachments: args.attachments ?? undefined,
            }),
      ),
  }),
);

const ReviewPermission = builder
  .objectRef<{ loggedIn: boolean; reviewed: boolean }>("ReviewPermission")
  .implement({
    fields: (t) => ({ loggedIn: t.exposeBoolean("loggedIn"), reviewed: t.exposeBoolean("reviewed") }),
  });

builder.queryField("canReview", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf<{ loggedIn: boolean; reviewed: boolean }>("ReviewPermission", ReviewPermission),
    description: "Whether the caller is logged in and has already reviewed the product",
    args: { product: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      reply(ctx, async () => ({ loggedIn: !!ctx.user, reviewed: await hasReviewed(ctx, args.product) })),
  }),
);
