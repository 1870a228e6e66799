import { eq } from "drizzle-orm";
import { tags } from "#db/schema/index.ts";
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
