/** Features ('I design' options) grouped by property for a category, a collection or the catalogue. */
import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "#db/client.ts";
import type { RequestContext } from "#kernel/context.ts";
import { onReplica } from "#kernel/replica.ts";
import { remember } from "./cache.ts";
import { isUuid } from "./ids.ts";

type Ctx = Pick<RequestContext, "db" | "country" | "replica">;

export interface GroupedFeature {
  id: string;
  property: string;
  arProperty: string;
  description: string;
  arDescription: string;
  /** Distinct values (English keys, used by filters) and their Arabic names in the same order. */
  groupedValues: string[];
  arGroupedValues: string[];
  featureImages: string[];
  /** How many products offer each value, in the same order. */
  counts: number[];
}

const ref = (column: string, table: string, value: string): SQL =>
  isUuid(value)
    ? sql`${sql.raw(column)} = ${value}::uuid`
    : sql`${sql.raw(column)} in (select id from ${sql.identifier(table)} where slug = ${value})`;

/**
 * The properties buyers can pick (and filter by) among the active products sold in the current
 * country of a category (main or sub) and/or a collection.
 */
export function groupedFeatures(
  asked: Ctx,
  scope: { category?: string | null; collection?: string | null },
): Promise<GroupedFeature[]> {
  const ctx = onReplica(asked);
  const key = `features:${ctx.country}:${scope.category ?? ""}:${scope.collection ?? ""}`;
  return remember(ctx.db, key, () => computeGroupedFeatures(ctx, scope));
}

async function computeGroupedFeatures(
  ctx: Ctx,
  scope: { category?: string | null; collection?: string | null },
): Promise<GroupedFeature[]> {
  const where: SQL[] = [sql`p.status = 'active'`, sql`p.product_status = 'accepted'`];
  if (scope.category)
    where.push(
      sql`(${ref("p.category_id", "categories", scope.category)} or ${ref("p.sub_category_id", "categories", scope.category)})`,
    );
  if (scope.collection) where.push(ref("p.collection_id", "collections", scope.collection));
  const rows = await queryRows<{
    property: string;
    arProperty: string;
    value: string;
    arValue: string;
    description: string;
    arDescription: string;
    image: string | null;
    count: number;
    id: string;
  }>(
    ctx.db,
    sql`select f.property, min(f.ar_property) as "arProperty", f.value, min(f.ar_value) as "arValue",
               min(f.description) as description, min(f.ar_description) as "arDescription",
               min(f.feature_image) as image, count(distinct f.product_id)::int as count,
               min(f.id::text) as id
          from features f
          join products p on p.id = f.product_id
          join product_prices pp on pp.product_id = p.id and pp.country = ${ctx.country} and pp.available
         where ${sql.join(where, sql` and `)}
         group by f.property, f.value
         order by f.property, count(distinct f.product_id) desc, f.value`,
  );
  const groups = new Map<string, GroupedFeature>();
  for (const r of rows) {
    let g = groups.get(r.property);
    if (!g) {
      g = {
        id: r.id,
        property: r.property,
        arProperty: r.arProperty,
        description: "",
        arDescription: "",
        groupedValues: [],
        arGroupedValues: [],
        featureImages: [],
        counts: [],
      };
      groups.set(r.property, g);
    }
    g.groupedValues.push(r.value);
    g.arGroupedValues.push(r.arValue);
    if (r.image) g.featureImages.push(r.image);
    g.counts.push(r.count);
  }
  return [...groups.values()];
}
