import { and, asc, eq, sql } from "drizzle-orm";
import { products, productTags, tags } from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { notFound } from "#kernel/errors.ts";
import { isUuid } from "./ids.ts";
import type { TagRow } from "./product.view.ts";

/** One tag by id; 404 'Tag not found'. */
export async function getTag(ctx: Pick<RequestContext, "db">, id: string): Promise<TagRow> {
  if (!isUuid(id)) throw notFound("TAG_NOT_FOUND");
  const [row] = await ctx.db.select().from(tags).where(eq(tags.id, id));
  if (!row) throw notFound("TAG_NOT_FOUND");
  return row;
}

export type TagWithCount = TagRow & { productsCount: number };

/** Every tag with the number of its products on sale (accepted and active), by English name. */
export async function listTags(ctx: Pick<RequestContext, "db">): Promise<TagWithCount[]> {
  const count = sql<number>`count(${products.id})::int`;
  const rows = await ctx.db
    .select({ tag: tags, productsCount: count })
    .from(tags)
    .leftJoin(productTags, eq(productTags.tagId, tags.id))
    .leftJoin(
      products,
      and(
        eq(products.id, productTags.productId),
        eq(products.status, "active"),
        eq(products.productStatus, "accepted"),
      ),
    )
    .groupBy(tags.id)
    .orderBy(asc(tags.name));
  return rows.map((r) => ({ ...r.tag, productsCount: r.productsCount }));
}
