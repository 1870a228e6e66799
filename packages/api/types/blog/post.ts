/** Blog and news posts: getPosts, getPostBySlug (decision 0064). */
import { excerptOf, paragraphsOf } from "#domain/blog/posts.rules.ts";
import {
  getPostBySlug,
  listPosts,
  type PostPage,
  type PostView,
  type PostWithNeighbours,
} from "#domain/blog/posts.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { ISO, PageInfoRef, PaginateInput } from "../catalog/common.ts";

const PostRef = builder.objectRef<PostView>("Post").implement({
  description: "A blog or news post; `localTitle`, `excerpt` and `body` are in the reader's language",
  fields: (t) => ({
    _id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    type: t.exposeString("type"),
    title: t.exposeString("title"),
    arTitle: t.exposeString("arTitle"),
    description: t.exposeString("description"),
    arDescription: t.exposeString("arDescription"),
    image: t.exposeString("image", { nullable: true }),
    publishedAt: t.string({ resolve: (p) => ISO(p.publishedAt)! }),
    updatedAt: t.string({ resolve: (p) => ISO(p.updatedAt)! }),
    localTitle: t.string({ resolve: (p, _args, ctx) => (ctx.language === "ar" ? p.arTitle : p.title) }),
    excerpt: t.string({
      resolve: (p, _args, ctx) => excerptOf(ctx.language === "ar" ? p.arDescription : p.description),
    }),
    body: t.stringList({
      description: "The body's paragraphs, plain text",
      resolve: (p, _args, ctx) => paragraphsOf(ctx.language === "ar" ? p.arDescription : p.description),
    }),
  }),
});

const PostPageRef = builder.objectRef<PostPage>("PostPage").implement({
  fields: (t) => ({
    posts: t.field({ type: [PostRef], resolve: (p) => p.posts }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (p) => p.pageInfo }),
  }),
});

const PostDetailRef = builder.objectRef<PostWithNeighbours>("PostDetail").implement({
  fields: (t) => ({
    post: t.field({ type: PostRef, resolve: (p) => p }),
    previous: t.field({ type: PostRef, nullable: true, resolve: (p) => p.previous }),
    next: t.field({ type: PostRef, nullable: true, resolve: (p) => p.next }),
  }),
});

builder.queryField("getPosts", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf<PostPage>("PostPage", PostPageRef),
    description: "Published posts of a type (blog or news), newest first, 12 a page by default",
    args: { type: t.arg.string({ required: true }), paginate: t.arg({ type: PaginateInput }) },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        listPosts(ctx, { type: args.type, page: args.paginate?.page, limit: args.paginate?.limit }),
      ),
  }),
);

builder.queryField("getPostBySlug", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf<PostWithNeighbours>("PostDetail", PostDetailRef),
    description: "A published post by slug (or id), with the previous (older) and next (newer) of its type",
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => reply(ctx, () => getPostBySlug(ctx, args.slug)),
  }),
);
