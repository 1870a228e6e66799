import { sql } from "drizzle-orm";
import { queryRows } from "#db/client.ts";
import type { CountryCode } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";
import { notFound } from "#kernel/errors.ts";
import { onReplica } from "#kernel/replica.ts";
import { remember } from "./cache.ts";
import {
  byDisplayOrder,
  type CategoryNode,
  type CategoryRow,
  isMainCategory,
  withSubCategories,
} from "./categories.rules.ts";

interface CategoryFilter {
  id?: string | null;
  slug?: string | null;
  parentId?: string | null;
  isMain?: boolean | null;
}

/**
 * Categories that have at least one active product sold in `country`, each with its
 * subcategories (also only those with products there).
 */
async function categoriesWithProducts(
  ctx: Pick<RequestContext, "db">,
  country: CountryCode,
): Promise<CategoryRow[]> {
  const rows = await remember(ctx.db, `categories:${country}`, () =>
    queryRows<CategoryRow>(
      ctx.db,
      sql`
    select c.id, c.slug, c.name, c.ar_name as "arName", c.description, c.ar_description as "arDescription",
           c.image, c.banner, c.display_order as "displayOrder", c.parent_id as "parentId",
           c.is_main as "isMain", c.created_at as "createdAt"
      from categories c
     where not c.hidden
       and not exists (select 1 from categories pc where pc.id = c.parent_id and pc.hidden)
       and exists (
       select 1 from products p
         join product_prices pp on pp.product_id = p.id and pp.country = ${country} and pp.available
        where p.status = 'active' and (p.category_id = c.id or p.sub_category_id = c.id))`,
    ),
  );
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

/** The category tree of the current country (a public read: replica, decision 0078). */
export async function listCategories(
  asked: Pick<RequestContext, "db" | "country" | "replica">,
  filter: CategoryFilter = {},
): Promise<CategoryNode[]> {
  const ctx = onReplica(asked);
  const tree = withSubCategories(await categoriesWithProducts(ctx, ctx.country));
  return tree
    .filter((c) => (filter.id ? c.id === filter.id : true))
    .filter((c) => (filter.slug ? c.slug === filter.slug : true))
    .filter((c) => (filter.parentId ? c.parentId === filter.parentId : true))
    .filter((c) =>
      filter.isMain === true ? isMainCategory(c) : filter.isMain === false ? !isMainCategory(c) : true,
    )
    .sort(byDisplayOrder);
}

export async function getCategoryBySlug(
  ctx: Pick<RequestContext, "db" | "country" | "replica">,
  slug: string,
): Promise<CategoryNode> {
  const [found] = await listCategories(ctx, { slug });
  if (!found) throw notFound("CATEGORY_NOT_FOUND");
  return found;
}
