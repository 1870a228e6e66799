/** Published blog and news posts (decision 0064). */
import { and, asc, count, desc, eq, gt, lt, lte, or, sql } from "drizzle-orm";
import { posts } from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { notFound } from "#kernel/errors.ts";
import { isPostType, type PostType } from "./posts.rules.ts";

export interface PostView {
  id: string;
  slug: string;
  type: PostType;
  title: string;
  arTitle: string;
  description: string;
  arDescription: string;
  image: string | null;
  publishedAt: Date;
  updatedAt: Date;
}

export interface PostPage {
  posts: PostView[];
  pageInfo: { hasNext: boolean; totalCount: number; totalPages: number; page: number; limit: number };
}

export interface PostWithNeighbours extends PostView {
  /** The older post of the same type, if any. */
  previous: PostView | null;
  /** The newer post of the same type, if any. */
  next: PostView | null;
}

const POSTS_PAGE_SIZE = 12;
const MAX_PAGE_SIZE = 48;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const COLUMNS = {
  id: posts.id,
  slug: posts.slug,
  type: posts.type,
  title: posts.title,
  arTitle: posts.arTitle,
  description: posts.description,
  arDescription: posts.arDescription,
  image: posts.image,
  publishedAt: posts.publishedAt,
  updatedAt: posts.updatedAt,
};

/** Published and not scheduled for later. */
const visible = () => and(eq(posts.status, "published"), lte(posts.publishedAt, sql`now()`));

/** One page of a type's published posts, newest first. An unknown type reads as an empty list. */
export async function listPosts(
  ctx: Pick<RequestContext, "db">,
  args: { type?: string | null; page?: number | null; limit?: number | null },
): Promise<PostPage> {
  const limit = Math.min(
    Math.max(Math.trunc(args.limit ?? POSTS_PAGE_SIZE) || POSTS_PAGE_SIZE, 1),
    MAX_PAGE_SIZE,
  );
  const page = Math.max(Math.trunc(args.page ?? 1) || 1, 1);
  if (!isPostType(args.type))
    return { posts: [], pageInfo: { hasNext: false, totalCount: 0, totalPages: 0, page, limit } };
  const where = and(visible(), eq(posts.type, args.type));
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(posts).where(where);
  const rows = await ctx.db
    .select(COLUMNS)
    .from(posts)
    .where(where)
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const totalPages = Math.ceil(n / limit);
  return { posts: rows, pageInfo: { hasNext: page < totalPages, totalCount: n, totalPages, page, limit } };
}

/** A published post by slug (or id), with its older and newer neighbours of the same type. */
export async function getPostBySlug(
  ctx: Pick<RequestContext, "db">,
  slug: string,
): Promise<PostWithNeighbours> {
  const key = slug.trim();
  if (!key || key.length > 200) throw notFound("POST_NOT_FOUND");
  const [post] = await ctx.db
    .select(COLUMNS)
    .from(posts)
    .where(and(visible(), UUID.test(key) ? or(eq(posts.id, key), eq(posts.slug, key)) : eq(posts.slug, key)))
    .limit(1);
  if (!post) throw notFound("POST_NOT_FOUND");
  const sameType = and(visible(), eq(posts.type, post.type));
  const older = or(
    lt(posts.publishedAt, post.publishedAt),
    and(eq(posts.publishedAt, post.publishedAt), lt(posts.id, post.id)),
  );
  const newer = or(
    gt(posts.publishedAt, post.publishedAt),
    and(eq(posts.publishedAt, post.publishedAt), gt(posts.id, post.id)),
  );
  const [previous] = await ctx.db
    .select(COLUMNS)
    .from(posts)
    .where(and(sameType, older))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(1);
  const [next] = await ctx.db
    .select(COLUMNS)
    .from(posts)
    .where(and(sameType, newer))
    .orderBy(asc(posts.publishedAt), asc(posts.id))
    .limit(1);
  return { ...post, previous: previous ?? null, next: next ?? null };
}
