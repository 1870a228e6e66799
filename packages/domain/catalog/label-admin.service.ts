/**
 * The back office's badges and tags (decision 0135): each list whole, with its products counted,
 * and the writes: create, save, delete (its products lose it). Products' permissions; each write
 * audited and `catalogueChanged` in its transaction.
 */
import { eq, sql } from "drizzle-orm";
import { queryRows } from "#db/client.ts";
import * as s from "#db/schema/index.ts";
import { audit } from "#kernel/audit.ts";
import type { RequestContext } from "#kernel/context.ts";
import { isUniqueViolation } from "#kernel/db-errors.ts";
import { DomainError, notFound } from "#kernel/errors.ts";
import { parseInput } from "#kernel/input.ts";
import { requirePermission } from "#kernel/permissions.ts";
import { withTransaction } from "#kernel/tx.ts";
import { catalogueChanged } from "./cache.ts";
import { isUuid } from "./ids.ts";
import { badgeCreateInput, badgeUpdateInput, tagCreateInput, tagUpdateInput } from "./label-admin.schema.ts";
import { changedFields } from "./product-admin.rules.ts";

type Ctx = Pick<RequestContext, "db" | "user">;

export interface AdminTag {
  id: string;
  name: string;
  arName: string;
  productCount: number;
}
export interface AdminBadge extends AdminTag {
  code: string;
  color: string;
}

export function listAdminTags(ctx: Ctx): Promise<AdminTag[]> {
  requirePermission(ctx, "update:product:any");
  return queryRows<AdminTag>(
    ctx.db,
    sql`select t.id, t.name, t.ar_name as "arName",
          (select count(*)::int from product_tags pt where pt.tag_id = t.id) as "productCount"
        from tags t order by t.name`,
  );
}

export function listAdminBadges(ctx: Ctx): Promise<AdminBadge[]> {
  requirePermission(ctx, "update:product:any");
  return queryRows<AdminBadge>(
    ctx.db,
    sql`select b.id, b.code, b.name, b.ar_name as "arName", b.color,
          (select count(*)::int from product_badges pb where pb.badge_id = b.id) as "productCount"
        from badges b order by b.priority desc, b.name`,
  );
}

const KINDS = {
  tag: {
    table: s.tags,
    create: tagCreateInput,
    update: tagUpdateInput,
    missing: "TAG_NOT_FOUND",
    taken: () => new DomainError("TAG_NAME_TAKEN", 409, { name: "TAG_NAME_TAKEN" }),
    list: listAdminTags,
  },
  badge: {
    table: s.badges,
    create: badgeCreateInput,
    update: badgeUpdateInput,
    missing: "BADGE_NOT_FOUND",
    taken: () => new DomainError("BADGE_CODE_TAKEN", 409, { code: "BADGE_CODE_TAKEN" }),
    list: listAdminBadges,
  },
} as const;
type Kind = keyof typeof KINDS;

async function one<K extends Kind>(kind: K, ctx: Ctx, id: string) {
  const found = (await KINDS[kind].list(ctx)).find((r) => r.id === id);
  if (!found) throw notFound(KINDS[kind].missing);
  return found as K extends "badge" ? AdminBadge : AdminTag;
}

async function unique<T>(kind: Kind, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw KINDS[kind].taken();
    throw error;
  }
}

async function locked(kind: Kind, tx: RequestContext, id: string): Promise<Record<string, unknown>> {
  if (!isUuid(id)) throw notFound(KINDS[kind].missing);
  const table = KINDS[kind].table;
  const [row] = await tx.db
    .select()
    // biome-ignore lint/suspicious/noExplicitAny: either table, read as its own columns
    .from(table as any)
    .where(eq(table.id, id))
    .for("update");
  if (!row) throw notFound(KINDS[kind].missing);
  return row as Record<string, unknown>;
}

async function create<K extends Kind>(kind: K, ctx: RequestContext, input: unknown) {
  requirePermission(ctx, "create:product:any");
  const c = parseInput(KINDS[kind].create, input) as Record<string, unknown>;
  const id = await withTransaction(ctx, async (tx) => {
    const table = KINDS[kind].table;
    const rows = await unique(kind, () =>
      // biome-ignore lint/suspicious/noExplicitAny: either table, values parsed by its schema
      (tx.db.insert(table as any).values(c as never) as any).returning({ id: table.id }),
    );
    const newId = (rows as Array<{ id: string }>)[0]!.id;
    await audit(tx, { action: `${kind}.create`, entity: "product", entityId: newId, before: null, after: c });
    await catalogueChanged(tx);
    return newId;
  });
  return one(kind, ctx, id);
}

async function update<K extends Kind>(kind: K, ctx: RequestContext, id: string, input: unknown) {
  requirePermission(ctx, "update:product:any");
  const c = parseInput(KINDS[kind].update, input) as Record<string, unknown>;
  await withTransaction(ctx, async (tx) => {
    const row = await locked(kind, tx, id);
    const { before, after } = changedFields(row, c);
    if (!Object.keys(after).length) throw new DomainError("NOTHING_CHANGED", 400);
    const table = KINDS[kind].table;
    await unique(kind, () =>
      // biome-ignore lint/suspicious/noExplicitAny: either table, values parsed by its schema
      (tx.db.update(table as any).set(after as never) as any).where(eq(table.id, id)),
    );
    await audit(tx, { action: `${kind}.update`, entity: "product", entityId: id, before, after });
    await catalogueChanged(tx);
  });
  return one(kind, ctx, id);
}

async function remove(kind: Kind, ctx: RequestContext, id: string): Promise<{ id: string }> {
  requirePermission(ctx, "delete:product:any");
  return withTransaction(ctx, async (tx) => {
    const row = await locked(kind, tx, id);
    const join = kind === "tag" ? sql`product_tags where tag_id` : sql`product_badges where badge_id`;
    const products = await queryRows<{ id: string }>(
      tx.db,
      sql`select product_id as id from ${join} = ${id}`,
    );
    const table = KINDS[kind].table;
    await tx.db.delete(table).where(eq(table.id, id));
    const { createdAt: _, ...before } = row;
    await audit(tx, {
      action: `${kind}.delete`,
      entity: "product",
      entityId: id,
      before: { ...before, products: products.map((p) => p.id) },
      after: null,
    });
    await catalogueChanged(tx);
    return { id };
  });
}

export const createTag = (ctx: RequestContext, input: unknown) => create("tag", ctx, input);
export const updateTag = (ctx: RequestContext, id: string, input: unknown) => update("tag", ctx, id, input);
export const deleteTag = (ctx: RequestContext, id: string) => remove("tag", ctx, id);
export const createBadge = (ctx: RequestContext, input: unknown) => create("badge", ctx, input);
export const updateBadge = (ctx: RequestContext, id: string, input: unknown) =>
  update("badge", ctx, id, input);
export const deleteBadge = (ctx: RequestContext, id: string) => remove("badge", ctx, id);
