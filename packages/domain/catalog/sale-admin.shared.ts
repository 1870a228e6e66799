/**
 * What the back office does with a time-limited sale, a collection or an offer (decision 0134):
 * the list (list contract, decision 0106) with its state tabs, one sale with its products, and the
 * writes. Each write is audited and calls `catalogueChanged` in its transaction, and this process
 * forgets its running discounts after the commit, so the storefront's prices change at once.
 * collection-admin.service.ts and offer-admin.service.ts configure it for their table.
 */
import { eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows } from "#db/client.ts";
import type * as s from "#db/schema/index.ts";
import { audit } from "#kernel/audit.ts";
import type { RequestContext } from "#kernel/context.ts";
import { isUniqueViolation } from "#kernel/db-errors.ts";
import { DomainError, notFound } from "#kernel/errors.ts";
import { parseInput } from "#kernel/input.ts";
import { type ListArgs, type ListPage, likeText, pageOf, parseList } from "#kernel/list.ts";
import { requirePermission } from "#kernel/permissions.ts";
import { afterCommit, rootOf, withTransaction } from "#kernel/tx.ts";
import { catalogueChanged } from "./cache.ts";
import { forgetRunningDiscounts } from "./discounted-price.ts";
import { isUuid } from "./ids.ts";
import { changedFields } from "./product-admin.rules.ts";
import { SALE_STATES, type SaleState, saleProductsInput } from "./sale-admin.schema.ts";

type ReadCtx = Pick<RequestContext, "db" | "user">;

/** A sale's product as its page lists it. */
export interface SaleProduct {
  id: string;
  name: string;
  arName: string;
  slug: string;
  sku: string;
  status: string;
  thumbnail: string | null;
}

/** The columns both tables share, with what the back office adds. */
export interface AdminSaleBase {
  id: string;
  slug: string;
  title: string;
  arTitle: string;
  discount: number;
  status: "active" | "inactive";
  startDate: Date;
  endDate: Date;
  createdAt: Date;
  /** Its state now: running, scheduled, ended or paused. */
  state: SaleState;
  productCount: number;
}

type Table = typeof s.collections | typeof s.offers;

export interface SaleKind<Create extends z.ZodType, Update extends z.ZodType> {
  entity: "collection" | "offer";
  table: Table;
  /** The table and the products' column naming it, as SQL. */
  tableSql: SQL;
  productColumn: SQL;
  /** Columns beyond the shared ones, as `select` items. */
  extraColumns: SQL;
  /** Fields a save may change (the input's keys). */
  editable: readonly string[];
  create: Create;
  update: Update;
  notFound: "COLLECTION_NOT_FOUND" | "OFFER_NOT_FOUND";
  slugTaken: "COLLECTION_SLUG_TAKEN" | "OFFER_SLUG_TAKEN";
}

export const SALES_LIST = {
  sortable: ["startDate", "endDate", "title", "discount", "productCount"],
  filter: z.object({
    state: z.enum(SALE_STATES, { error: "INVALID_VALUE" }).nullish(),
  }),
} as const;

const SORT: Record<(typeof SALES_LIST.sortable)[number], SQL> = {
  startDate: sql`x.start_date`,
  endDate: sql`x.end_date`,
  title: sql`x.title`,
  discount: sql`x.discount`,
  productCount: sql`"productCount"`,
};

const stateSql = (now: Date) =>
  sql`case when x.status = 'inactive' then 'paused' when x.end_date < ${now} then 'ended'
        when x.start_date > ${now} then 'scheduled' else 'running' end`;

const stateWhere = (state: SaleState, now: Date): SQL =>
  state === "paused"
    ? sql`x.status = 'inactive'`
    : state === "ended"
      ? sql`x.status = 'active' and x.end_date < ${now}`
      : state === "scheduled"
        ? sql`x.status = 'active' and x.start_date > ${now} and x.end_date >= ${now}`
        : sql`x.status = 'active' and x.start_date <= ${now} and x.end_date >= ${now}`;

function selectSales<T>(kind: SaleKind<z.ZodType, z.ZodType>, db: ReadCtx["db"], where: SQL, tail: SQL) {
  const now = new Date();
  return queryRows<T>(
    db,
    sql`select x.id, x.slug, x.title, x.ar_title as "arTitle", x.discount, x.status,
          x.start_date as "startDate", x.end_date as "endDate", x.created_at as "createdAt",
          ${kind.extraColumns}, ${stateSql(now)} as state,
          (select count(*)::int from products p where ${kind.productColumn} = x.id) as "productCount"
        from ${kind.tableSql} x where ${where} ${tail}`,
  );
}

const dated = <T extends AdminSaleBase>(r: T): T => ({
  ...r,
  startDate: new Date(r.startDate),
  endDate: new Date(r.endDate),
  createdAt: new Date(r.createdAt),
});

const readPermission = (kind: { entity: "collection" | "offer" }) => `update:${kind.entity}:any` as const;

/** Every sale of the kind, a page at a time: searched by titles and slug, filtered by state. */
export async function listSales<Row extends AdminSaleBase>(
  kind: SaleKind<z.ZodType, z.ZodType>,
  ctx: ReadCtx,
  args: ListArgs,
): Promise<ListPage<Row>> {
  requirePermission(ctx, readPermission(kind));
  const q = parseList(SALES_LIST, args);
  const now = new Date();
  const pattern = q.search ? `%${likeText(q.search)}%` : null;
  const parts = [
    pattern
      ? sql`(x.title ilike ${pattern} or x.ar_title ilike ${pattern} or x.slug ilike ${pattern})`
      : null,
    q.filter.state ? stateWhere(q.filter.state, now) : null,
  ].filter((p): p is SQL => p !== null);
  const where = parts.length ? sql.join(parts, sql` and `) : sql`true`;
  const direction = q.direction === "asc" ? sql`asc` : sql`desc`;
  const [rows, [count]] = await Promise.all([
    selectSales<Row>(
      kind,
      ctx.db,
      where,
      sql`order by ${SORT[q.sort]} ${direction}, x.id desc limit ${q.pageSize} offset ${q.offset}`,
    ),
    queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from ${kind.tableSql} x where ${where}`),
  ]);
  return pageOf(q, rows.map(dated), count?.n ?? 0);
}

/** One sale with its products (newest first). */
export async function getSale<Row extends AdminSaleBase>(
  kind: SaleKind<z.ZodType, z.ZodType>,
  ctx: ReadCtx,
  id: string,
): Promise<Row & { products: SaleProduct[] }> {
  requirePermission(ctx, readPermission(kind));
  if (!isUuid(id)) throw notFound(kind.notFound);
  const [row] = await selectSales<Row>(kind, ctx.db, sql`x.id = ${id}`, sql``);
  if (!row) throw notFound(kind.notFound);
  const products = await queryRows<SaleProduct>(
    ctx.db,
    sql`select p.id, p.name, p.ar_name as "arName", p.slug, p.sku, p.status,
          (select i.path from product_images i where i.product_id = p.id
            order by i.primary_image desc, i.display_order, i.id limit 1) as thumbnail
        from products p where ${kind.productColumn} = ${id} order by p.created_at desc, p.id`,
  );
  return { ...dated(row), products };
}

const datesReversed = () => new DomainError("SALE_DATES_REVERSED", 400, { endDate: "SALE_DATES_REVERSED" });

/** Writes in one transaction that is audited, clears the catalogue's caches and the running discounts. */
async function write<T>(ctx: RequestContext, work: (tx: RequestContext) => Promise<T>): Promise<T> {
  return withTransaction(ctx, async (tx) => {
    const result = await work(tx);
    await catalogueChanged(tx);
    afterCommit(tx, () => forgetRunningDiscounts(rootOf(tx.db)));
    return result;
  });
}

async function uniqueSlug<T>(kind: SaleKind<z.ZodType, z.ZodType>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(kind.slugTaken, 409, { slug: kind.slugTaken });
    throw error;
  }
}

async function checkSlug(
  kind: SaleKind<z.ZodType, z.ZodType>,
  tx: RequestContext,
  slug: unknown,
  self: string | null,
) {
  if (typeof slug !== "string") return;
  const rows = await queryRows<{ id: string }>(
    tx.db,
    sql`select x.id from ${kind.tableSql} x where x.slug = ${slug} ${self ? sql`and x.id <> ${self}` : sql``}`,
  );
  if (rows.length) throw new DomainError(kind.slugTaken, 409, { slug: kind.slugTaken });
}

async function locked(kind: SaleKind<z.ZodType, z.ZodType>, tx: RequestContext, id: string) {
  if (!isUuid(id)) throw notFound(kind.notFound);
  const [row] = await tx.db
    .select()
    // biome-ignore lint/suspicious/noExplicitAny: either table, read as its own columns
    .from(kind.table as any)
    .where(eq(kind.table.id, id))
    .for("update");
  if (!row) throw notFound(kind.notFound);
  return row as Record<string, unknown> & { startDate: Date; endDate: Date };
}

/** The column values of a parsed input (Drizzle's property names are the input's). */
const auditable = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

/** A new sale; the end may not be before the start. */
export async function createSale<Row extends AdminSaleBase>(
  kind: SaleKind<z.ZodType, z.ZodType>,
  ctx: RequestContext,
  input: unknown,
): Promise<Row & { products: SaleProduct[] }> {
  requirePermission(ctx, `create:${kind.entity}:any`);
  const c = parseInput(kind.create, input) as Record<string, unknown> & { startDate: Date; endDate: Date };
  if (c.endDate.getTime() < c.startDate.getTime()) throw datesReversed();
  const id = await write(ctx, async (tx) => {
    await checkSlug(kind, tx, c.slug, null);
    const rows: unknown = await uniqueSlug(kind, () =>
      // biome-ignore lint/suspicious/noExplicitAny: one insert for either table, its values parsed by the kind's schema
      (tx.db.insert(kind.table as any).values(c as never) as any).returning({ id: kind.table.id }),
    );
    const newId = (rows as Array<{ id: string }>)[0]!.id;
    await audit(tx, {
      action: `${kind.entity}.create`,
      entity: kind.entity,
      entityId: newId,
      before: null,
      after: auditable(c),
    });
    return newId;
  });
  return getSale<Row>(kind, ctx, id);
}

/** Saves what changed; NOTHING_CHANGED when nothing did; the dates are checked together. */
export async function updateSale<Row extends AdminSaleBase>(
  kind: SaleKind<z.ZodType, z.ZodType>,
  ctx: RequestContext,
  id: string,
  input: unknown,
): Promise<Row & { products: SaleProduct[] }> {
  requirePermission(ctx, `update:${kind.entity}:any`);
  const c = parseInput(kind.update, input) as Record<string, unknown>;
  await write(ctx, async (tx) => {
    const row = await locked(kind, tx, id);
    const current: Record<string, unknown> = {};
    const next: Record<string, unknown> = {};
    for (const k of kind.editable) {
      current[k] = row[k] instanceof Date ? (row[k] as Date).toISOString() : row[k];
      next[k] = c[k] instanceof Date ? (c[k] as Date).toISOString() : c[k];
    }
    const start = (c.startDate as Date | undefined) ?? new Date(row.startDate);
    const end = (c.endDate as Date | undefined) ?? new Date(row.endDate);
    if (end.getTime() < start.getTime()) throw datesReversed();
    const { before, after } = changedFields(current, next);
    if (!Object.keys(after).length) throw new DomainError("NOTHING_CHANGED", 400);
    await checkSlug(kind, tx, c.slug, id);
    const set = Object.fromEntries(Object.keys(after).map((k) => [k, c[k]]));
    await uniqueSlug(kind, () =>
      // biome-ignore lint/suspicious/noExplicitAny: one update for either table, its values parsed by the kind's schema
      (tx.db.update(kind.table as any).set(set as never) as any).where(sql`id = ${id}`),
    );
    await audit(tx, { action: `${kind.entity}.update`, entity: kind.entity, entityId: id, before, after });
  });
  return getSale<Row>(kind, ctx, id);
}

/** Deletes a sale; its products stay, out of it (the foreign key sets null). */
export async function deleteSale(
  kind: SaleKind<z.ZodType, z.ZodType>,
  ctx: RequestContext,
  id: string,
): Promise<{ id: string }> {
  requirePermission(ctx, `delete:${kind.entity}:any`);
  return write(ctx, async (tx) => {
    const row = await locked(kind, tx, id);
    const products = await queryRows<{ id: string }>(
      tx.db,
      sql`select p.id from products p where ${kind.productColumn} = ${id}`,
    );
    await tx.db.execute(sql`delete from ${kind.tableSql} where id = ${id}`);
    const before = Object.fromEntries(
      ["slug", "title", "arTitle", "discount", "status", "startDate", "endDate"].map((k) => [
        k,
        row[k] instanceof Date ? (row[k] as Date).toISOString() : row[k],
      ]),
    );
    await audit(tx, {
      action: `${kind.entity}.delete`,
      entity: kind.entity,
      entityId: id,
      before: { ...before, products: products.map((p) => p.id) },
      after: null,
    });
    return { id };
  });
}

/**
 * Adds products to a sale (one moved from another sale of the kind leaves it: a product has one)
 * or takes them out of it. Unknown ids are PRODUCT_NOT_FOUND and nothing changes.
 */
export async function changeSaleProducts(
  kind: SaleKind<z.ZodType, z.ZodType>,
  ctx: RequestContext,
  id: string,
  input: unknown,
  change: "add" | "remove",
): Promise<{ id: string }> {
  requirePermission(ctx, `update:${kind.entity}:any`);
  const ids = [...new Set(parseInput(saleProductsInput, input))];
  await write(ctx, async (tx) => {
    await locked(kind, tx, id);
    const list = sql.join(
      ids.map((p) => sql`${p}::uuid`),
      sql`, `,
    );
    const found = await queryRows<{ id: string; was: string | null }>(
      tx.db,
      sql`select p.id, ${kind.productColumn} as was from products p where p.id in (${list}) for update`,
    );
    if (found.length !== ids.length) throw notFound("PRODUCT_NOT_FOUND");
    const column = kind.entity === "collection" ? sql`collection_id` : sql`offer_id`;
    if (change === "add")
      await tx.db.execute(sql`update products set ${column} = ${id} where id in (${list})`);
    else
      await tx.db.execute(
        sql`update products set ${column} = null where id in (${list}) and ${column} = ${id}`,
      );
    await audit(tx, {
      action: `${kind.entity}.products`,
      entity: kind.entity,
      entityId: id,
      before: { products: found.map((p) => ({ id: p.id, [kind.entity]: p.was })) },
      after: { [change === "add" ? "added" : "removed"]: ids },
    });
  });
  return { id };
}
