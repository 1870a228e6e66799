/** Designers' public profiles: lists, sorting, featured ones, one by id or slug. */
import { and, eq, type SQL, sql } from "drizzle-orm";
import { queryRows } from "#db/client.ts";
import { users } from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError, notFound } from "#kernel/errors.ts";
import { onReplica } from "#kernel/replica.ts";
import { remember } from "./cache.ts";
import { isUuid } from "./ids.ts";
import { PERSON_COLUMNS, type PersonRow } from "./product.view.ts";

type Ctx = Pick<RequestContext, "db" | "country" | "user" | "replica">;

export interface DesignerView extends PersonRow {
  /** Active products sold in the current country. */
  productsCount: number;
  /** Units sold in the current country. */
  salesNumber: number;
}

const DESIGNER_SORTS = ["name", "newest", "products", "sales"] as const;
type DesignerSort = (typeof DESIGNER_SORTS)[number];

const ORDER: Record<DesignerSort, SQL> = {
  name: sql`u.name asc`,
  newest: sql`u.created_at desc`,
  products: sql`"productsCount" desc, u.name asc`,
  sales: sql`"salesNumber" desc, u.name asc`,
};

function parseDesignerSort(value: string | null | undefined): DesignerSort {
  const v = (value ?? "").trim().toLowerCase().replace(/^-/, "");
  if (v === "createdat" || v === "newest") return "newest";
  if (v === "products" || v === "productscount") return "products";
  if (v === "sales" || v === "salesnumber" || v === "bestselling") return "sales";
  return "name";
}

/**
 * Public profiles of designers (or manufacturers) with their product counts in the current
 * country. Customers' accounts are private: only administrators may list them elsewhere.
 */
export async function listDesigners(
  asked: Ctx,
  options: { role?: string | null; sort?: string | null; featured?: boolean; withProducts?: boolean } = {},
): Promise<DesignerView[]> {
  const ctx = onReplica(asked);
  const role = options.role ?? "designer";
  if (role !== "designer" && role !== "manufacturer") throw new DomainError("FORBIDDEN", 403);
  const sort = parseDesignerSort(options.sort);
  const key = `designers:${ctx.country}:${role}:${sort}:${!!options.featured}:${!!options.withProducts}`;
  return remember(ctx.db, key, async () => {
    const rows = await queryRows<DesignerView>(
      ctx.db,
      sql`select u.id, u.name, u.ar_name as "arName", u.slug, u.image, u.description,
               u.ar_description as "arDescription", u.city, u.country, u.role, u.featured,
               u.created_at as "createdAt",
               coalesce(s.count, 0)::int as "productsCount", coalesce(s.sales, 0)::int as "salesNumber"
          from users u
          left join lateral (
            select count(*) as count, sum(pp.sales_number) as sales
              from products p
              join product_prices pp on pp.product_id = p.id and pp.country = ${ctx.country} and pp.available
             where p.status = 'active' and p.product_status = 'accepted'
               and ${role === "designer" ? sql`p.designer_id` : sql`p.manufacturer_id`} = u.id
          ) s on true
         where u.role = ${role} and u.status = 'active'
           ${options.featured ? sql`and u.featured` : sql``}
           ${options.withProducts ? sql`and coalesce(s.count, 0) > 0` : sql``}
         order by ${ORDER[sort]}`,
    );
    return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
  });
}

/** One designer (or manufacturer) by id or slug; 404 'Designer not found'. */
export async function getDesigner(asked: Ctx, idOrSlug: string): Promise<DesignerView> {
  const ctx = onReplica(asked);
  const [row] = await ctx.db
    .select(PERSON_COLUMNS)
    .from(users)
    .where(
      and(
        isUuid(idOrSlug) ? eq(users.id, idOrSlug) : eq(users.slug, idOrSlug),
        sql`${users.role} in ('designer', 'manufacturer')`,
        eq(users.status, "active"),
      ),
    );
  if (!row) throw notFound("DESIGNER_NOT_FOUND");
  const all = await listDesigners(ctx, { role: row.role });
  return all.find((d) => d.id === row.id) ?? { ...row, productsCount: 0, salesNumber: 0 };
}
