import { inArray } from "drizzle-orm";
import { products } from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";

/** Each product's manufacturer (products without one are left out): the profit ledger's beneficiaries. */
export async function manufacturersOf(
  ctx: Pick<RequestContext, "db">,
  productIds: readonly string[],
): Promise<Map<string, string>> {
  if (!productIds.length) return new Map();
  const rows = await ctx.db
    .select({ id: products.id, manufacturerId: products.manufacturerId })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.flatMap((r) => (r.manufacturerId ? [[r.id, r.manufacturerId] as const] : [])));
}
