/** Collections (seasonal sales): the running and coming ones, one by slug. */
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { queryRows } from "#db/client.ts";
import { collections } from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { notFound } from "#kernel/errors.ts";
import { onReplica } from "#kernel/replica.ts";
import { isRunning } from "../pricing/pricing.api.ts";
import { remember } from "./cache.ts";
import { isUuid } from "./ids.ts";
import type { CollectionRow } from "./product.view.ts";
import { toDiscount } from "./products.rules.ts";

type Ctx = Pick<RequestContext, "db" | "country" | "replica">;

export interface CollectionView extends CollectionRow {
  /** Its discount applies now. */
  running: boolean;
  /** Active products sold in the current country. */
  productsCount: number;
}

async function withCounts(ctx: Ctx, rows: CollectionRow[], now: Date): Promise<CollectionView[]> {
  if (rows.length === 0) return [];
  const counts = await queryRows<{ id: string; count: number }>(
    ctx.db,
    sql`select p.collection_id as id, count(*)::int as count
          from products p
          join product_prices pp on pp.product_id = p.id and pp.country = ${ctx.country} and pp.available
         where p.status = 'active' and p.product_status = 'accepted' and p.collection_id in (${sql.join(
           rows.map((r) => sql`${r.id}`),
           sql`, `,
         )})
         group by p.collection_id`,
  );
  const byId = new Map(counts.map((c) => [c.id, c.count]));
  return rows.map((r) => ({
    ...r,
    running: isRunning(toDiscount(r), now),
    productsCount: byId.get(r.id) ?? 0,
  }));
}

/** Active collections that have not ended and have products in the current country; running ones first. */
export function listCollections(asked: Ctx): Promise<CollectionView[]> {
  const ctx = onReplica(asked);
  return remember(ctx.db, `collections:${ctx.country}`, () => computeCollections(ctx));
}

async function computeCollections(ctx: Ctx): Promise<CollectionView[]> {
  const now = new Date();
  const rows = await ctx.db
    .select()
    .from(collections)
    .where(and(eq(collections.status, "active"), gte(collections.endDate, now)))
    .orderBy(asc(collections.displayOrder), asc(collections.startDate));
  const views = await withCounts(ctx, rows, now);
  return views
    .filter((c) => c.productsCount > 0)
    .sort((a, b) => Number(b.running) - Number(a.running) || a.displayOrder - b.displayOrder);
}

/** One collection by slug or id, whatever its dates (an ended sale still lists its products). */
export async function getCollection(asked: Ctx, slugOrId: string): Promise<CollectionView> {
  const ctx = onReplica(asked);
  const [row] = await ctx.db
    .select()
    .from(collections)
    .where(isUuid(slugOrId) ? eq(collections.id, slugOrId) : eq(collections.slug, slugOrId));
  if (!row) throw notFound("COLLECTION_NOT_FOUND");
  const [view] = await withCounts(ctx, [row], new Date());
  return view!;
}
