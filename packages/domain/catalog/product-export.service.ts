/**
 * The products CSV export (decision 0120): every product the list's filter and search select, in
 * the list's order, with the columns the import reads (money in major units, flags yes/no), UTF-8
 * with a BOM so spreadsheet programs show Arabic right.
 */

import { stringify } from "csv-stringify/sync";
import { inArray, sql } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { type ListArgs, MAX_PAGE_SIZE } from "#kernel/list.ts";
import { requirePermission } from "#kernel/permissions.ts";
import { listAdminProducts } from "./product-admin.service.ts";
import { CSV_COLUMNS, CSV_COUNTRIES, majorOf } from "./product-csv.rules.ts";

const MAX_EXPORT = 20_000;

export async function exportProductsCsv(ctx: RequestContext, args: ListArgs): Promise<string> {
  requirePermission(ctx, "update:product:any");
  const lines: string[][] = [];
  for (let page = 1; lines.length < MAX_EXPORT; page++) {
    const found = await listAdminProducts(ctx, {
      ...args,
      options: { ...args.options, page, pageSize: MAX_PAGE_SIZE },
    });
    if (!found.items.length) break;
    const ids = found.items.map((p) => p.id);
    const slugs = await ctx.db
      .select({
        id: s.products.id,
        category: sql<string | null>`(select c.slug from categories c
          where c.id = coalesce(${s.products.subCategoryId}, ${s.products.categoryId}))`,
      })
      .from(s.products)
      .where(inArray(s.products.id, ids));
    const categoryOf = new Map(slugs.map((r) => [r.id, r.category ?? ""]));
    for (const p of found.items) {
      const money = CSV_COUNTRIES.flatMap((c) => {
        const row = p.prices.find((r) => r.country === c);
        return row ? [majorOf(row.price), row.available ? "yes" : "no"] : ["", ""];
      });
      lines.push([
        p.slug,
        p.name,
        p.arName,
        categoryOf.get(p.id) ?? "",
        ...money,
        String(p.availableEdition),
      ]);
    }
    if (found.items.length < MAX_PAGE_SIZE) break;
  }
  return stringify([[...CSV_COLUMNS], ...lines], { bom: true });
}
