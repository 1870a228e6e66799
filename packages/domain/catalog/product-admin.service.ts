/**
 * The back office's products (decision 0117): the list (list contract, decision 0106), one
 * product with everything the product page edits, and the choices its form offers. Staff with
 * `update:product:any` (every visitor may read products, so reading the back office's needs more).
 */
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows } from "#db/client.ts";
import { COUNTRY_CODES, type CountryCode } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";
import { notFound } from "#kernel/errors.ts";
import { type ListArgs, type ListPage, likeText, pageOf, parseList } from "#kernel/list.ts";
import { requirePermission } from "#kernel/permissions.ts";
import { isUuid } from "./ids.ts";
import { LOW_STOCK } from "./product-admin.schema.ts";
import type { CountryPriceRow } from "./products.rules.ts";

type Ctx = Pick<RequestContext, "db" | "user">;

/** A country's price row as the back office shows it (the shipping expense is the shop's own). */
export type AdminPriceRow = Omit<CountryPriceRow, "shippingExpense">;

export interface AdminProductRow {
  id: string;
  name: string;
  arName: string;
  slug: string;
  sku: string;
  status: "active" | "inactive" | "draft";
  thumbnail: string | null;
  categoryName: string | null;
  categoryArName: string | null;
  designerName: string | null;
  availableEdition: number;
  prices: AdminPriceRow[];
  createdAt: Date;
}

const uuid = z.uuid({ error: "INVALID_VALUE" });
const country = z.enum(COUNTRY_CODES, { error: "INVALID_VALUE" });

export const PRODUCTS_LIST = {
  sortable: ["createdAt", "name", "price", "stock"],
  filter: z.object({
    category: uuid.nullish(),
    status: z.enum(["active", "archived"], { error: "INVALID_VALUE" }).nullish(),
    availableIn: country.nullish(),
    notAvailableIn: country.nullish(),
    stock: z.enum(["low", "out"], { error: "INVALID_VALUE" }).nullish(),
    designer: uuid.nullish(),
    manufacturer: uuid.nullish(),
  }),
} as const;

const SORT: Record<(typeof PRODUCTS_LIST.sortable)[number], SQL> = {
  createdAt: sql`p.created_at`,
  name: sql`p.name`,
  price: sql`eg.price`,
  stock: sql`p.available_edition`,
};

const and = (parts: Array<SQL | null>): SQL => {
  const kept = parts.filter((p): p is SQL => p !== null);
  return kept.length ? sql.join(kept, sql` and `) : sql`true`;
};

const priced = (c: CountryCode, available: boolean) =>
  sql`${available ? sql`` : sql`not `}exists (select 1 from product_prices x where x.product_id = p.id
        and x.country = ${c} and x.available)`;

/** Every product (archived ones too), newest first by default, a page at a time. */
export async function listAdminProducts(ctx: Ctx, args: ListArgs): Promise<ListPage<AdminProductRow>> {
  requirePermission(ctx, "update:product:any");
  const q = parseList(PRODUCTS_LIST, args);
  const f = q.filter;
  const pattern = q.search ? `%${likeText(q.search)}%` : null;
  const where = and([
    pattern
      ? sql`(p.name ilike ${pattern} or p.ar_name ilike ${pattern} or p.slug ilike ${pattern} or p.sku ilike ${pattern})`
      : null,
    f.category ? sql`(p.category_id = ${f.category} or p.sub_category_id = ${f.category})` : null,
    f.status === "active"
      ? sql`p.status = 'active'`
      : f.status === "archived"
        ? sql`p.status <> 'active'`
        : null,
    f.availableIn ? priced(f.availableIn, true) : null,
    f.notAvailableIn ? priced(f.notAvailableIn, false) : null,
    f.stock === "out"
      ? sql`p.available_edition = 0`
      : f.stock === "low"
        ? sql`p.available_edition between 1 and ${LOW_STOCK}`
        : null,
    f.designer ? sql`p.designer_id = ${f.designer}` : null,
    f.manufacturer ? sql`p.manufacturer_id = ${f.manufacturer}` : null,
  ]);
  const direction = q.direction === "asc" ? sql`asc` : sql`desc`;
  const [rows, [count]] = await Promise.all([
    queryRows<AdminProductRow>(
      ctx.db,
      sql`select p.id, p.name, p.ar_name as "arName", p.slug, p.sku, p.status,
            p.available_edition as "availableEdition", p.created_at as "createdAt",
            c.name as "categoryName", c.ar_name as "categoryArName", d.name as "designerName",
            (select i.path from product_images i where i.product_id = p.id
              order by i.primary_image desc, i.display_order, i.id limit 1) as thumbnail,
            coalesce((select json_agg(json_build_object('country', r.country, 'available', r.available,
              'price', r.price, 'tax', r.tax, 'revenue', r.revenue, 'siteRevenue', r.site_revenue,
              'manufacturingCost', r.manufacturing_cost, 'requiredDays', r.required_days,
              'salesNumber', r.sales_number) order by r.country)
              from product_prices r where r.product_id = p.id), '[]'::json) as prices
          from products p
          left join product_prices eg on eg.product_id = p.id and eg.country = 'eg'
          left join categories c on c.id = coalesce(p.sub_category_id, p.category_id)
          left join users d on d.id = p.designer_id
         where ${where}
         order by ${SORT[q.sort]} ${direction} nulls last, p.id desc
         limit ${q.pageSize} offset ${q.offset}`,
    ),
    queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from products p
          left join product_prices eg on eg.product_id = p.id and eg.country = 'eg' where ${where}`,
    ),
  ]);
  return pageOf(
    q,
    rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })),
    count?.n ?? 0,
  );
}

export interface AdminImage {
  id: string;
  path: string;
  originalName: string;
  primaryImage: boolean;
  featured: boolean;
  stage: number;
  displayOrder: number;
  egExtraPrice: number;
  suExtraPrice: number;
  emExtraPrice: number;
}

export interface AdminFeature {
  id: string;
  property: string;
  arProperty: string;
  value: string;
  arValue: string;
  description: string;
  arDescription: string;
  stage: number;
  egExtraPrice: number;
  suExtraPrice: number;
  emExtraPrice: number;
}

/** Everything the product page shows and edits. */
export interface AdminProduct extends Omit<AdminProductRow, "thumbnail" | "categoryName" | "categoryArName"> {
  description: string;
  arDescription: string;
  briefDescription: string;
  arBriefDescription: string;
  /** The subcategory, else the category. */
  category: string | null;
  egyptOnly: boolean;
  isAvailableForCod: boolean;
  featured: boolean;
  inHome: boolean;
  maxPerOrder: number;
  lists: string[];
  arLists: string[];
  badges: string[];
  tags: string[];
  images: AdminImage[];
  features: AdminFeature[];
  updatedAt: Date;
}

/** One product by id, whatever its status; 404 'Product not found'. */
export async function getAdminProduct(ctx: Ctx, id: string): Promise<AdminProduct> {
  requirePermission(ctx, "update:product:any");
  if (!isUuid(id)) throw notFound("PRODUCT_NOT_FOUND");
  const [row] = await queryRows<AdminProduct>(
    ctx.db,
    sql`select p.id, p.name, p.ar_name as "arName", p.slug, p.sku, p.status, p.description,
          p.ar_description as "arDescription", p.brief_description as "briefDescription",
          p.ar_brief_description as "arBriefDescription",
          coalesce(p.sub_category_id, p.category_id) as category, p.egypt_only as "egyptOnly",
          p.is_available_for_cod as "isAvailableForCod", p.featured, p.in_home as "inHome",
          p.available_edition as "availableEdition", p.max_per_order as "maxPerOrder",
          p.lists, p.ar_lists as "arLists", p.created_at as "createdAt", p.updated_at as "updatedAt",
          d.name as "designerName",
          array(select b.badge_id::text from product_badges b where b.product_id = p.id) as badges,
          array(select t.tag_id::text from product_tags t where t.product_id = p.id) as tags,
          coalesce((select json_agg(json_build_object('country', r.country, 'available', r.available,
            'price', r.price, 'tax', r.tax, 'revenue', r.revenue, 'siteRevenue', r.site_revenue,
            'manufacturingCost', r.manufacturing_cost, 'requiredDays', r.required_days,
            'salesNumber', r.sales_number) order by r.country)
            from product_prices r where r.product_id = p.id), '[]'::json) as prices,
          coalesce((select json_agg(json_build_object('id', i.id, 'path', i.path,
            'originalName', i.original_name, 'primaryImage', i.primary_image, 'featured', i.featured,
            'stage', i.stage, 'displayOrder', i.display_order, 'egExtraPrice', i.eg_extra_price,
            'suExtraPrice', i.su_extra_price, 'emExtraPrice', i.em_extra_price)
            order by i.display_order, i.id) from product_images i where i.product_id = p.id), '[]'::json) as images,
          coalesce((select json_agg(json_build_object('id', f.id, 'property', f.property,
            'arProperty', f.ar_property, 'value', f.value, 'arValue', f.ar_value,
            'description', f.description, 'arDescription', f.ar_description, 'stage', f.stage,
            'egExtraPrice', f.eg_extra_price, 'suExtraPrice', f.su_extra_price,
            'emExtraPrice', f.em_extra_price) order by f.property, f.stage, f.id)
            from features f where f.product_id = p.id), '[]'::json) as features
        from products p left join users d on d.id = p.designer_id
       where p.id = ${id}`,
  );
  if (!row) throw notFound("PRODUCT_NOT_FOUND");
  return { ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) };
}

export interface CatalogChoices {
  categories: Array<{ id: string; name: string; arName: string; parentId: string | null }>;
  badges: Array<{ id: string; name: string; arName: string; color: string }>;
  tags: Array<{ id: string; name: string; arName: string }>;
  designers: Array<{ id: string; name: string }>;
  manufacturers: Array<{ id: string; name: string }>;
}

/** What the product form and the list's filters choose from. */
export async function catalogChoices(ctx: Ctx): Promise<CatalogChoices> {
  requirePermission(ctx, "update:product:any");
  const [categories, badges, tags, designers, manufacturers] = await Promise.all([
    queryRows<CatalogChoices["categories"][number]>(
      ctx.db,
      sql`select c.id, c.name, c.ar_name as "arName", c.parent_id as "parentId" from categories c
          order by coalesce((select pc.display_order from categories pc where pc.id = c.parent_id), c.display_order),
                   coalesce(c.parent_id, c.id), c.parent_id nulls first, c.display_order, c.name`,
    ),
    queryRows<CatalogChoices["badges"][number]>(
      ctx.db,
      sql`select id, name, ar_name as "arName", color from badges order by priority desc, name`,
    ),
    queryRows<CatalogChoices["tags"][number]>(
      ctx.db,
      sql`select id, name, ar_name as "arName" from tags order by name`,
    ),
    queryRows<CatalogChoices["designers"][number]>(
      ctx.db,
      sql`select id, name from users where role = 'designer' order by name`,
    ),
    queryRows<CatalogChoices["manufacturers"][number]>(
      ctx.db,
      sql`select id, name from users where role = 'manufacturer' order by name`,
    ),
  ]);
  return { categories, badges, tags, designers, manufacturers };
}
