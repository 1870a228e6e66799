/**
 * The back office's categories (decision 0119): every category (hidden and empty ones too) as a
 * two-level tree, and the writes: create, save, move up or down among its siblings, delete an
 * empty one. Each write is audited and queues `catalog.changed` in its transaction.
 */
import { and, asc, eq, isNull, ne, or, sql } from "drizzle-orm";
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
import { categoryCreateInput, categoryMoveInput, categoryUpdateInput } from "./category-admin.schema.ts";
import { isUuid } from "./ids.ts";
import { changedFields } from "./product-admin.rules.ts";

type Ctx = Pick<RequestContext, "db" | "user">;
type Row = typeof s.categories.$inferSelect;

export interface AdminCategory {
  id: string;
  slug: string;
  name: string;
  arName: string;
  description: string;
  arDescription: string;
  parentId: string | null;
  isMain: boolean;
  hidden: boolean;
  displayOrder: number;
  /** Products whose category or subcategory this is. */
  productCount: number;
  subCategories: AdminCategory[];
}

const taken = () => new DomainError("CATEGORY_SLUG_TAKEN", 409, { slug: "CATEGORY_SLUG_TAKEN" });
const badParent = () =>
  new DomainError("CATEGORY_PARENT_INVALID", 400, { parent: "CATEGORY_PARENT_INVALID" });

/** Every category, main ones in display order, each with its subcategories. */
export async function listAdminCategories(ctx: Ctx): Promise<AdminCategory[]> {
  requirePermission(ctx, "update:category:any");
  const rows = await queryRows<Omit<AdminCategory, "subCategories">>(
    ctx.db,
    sql`select c.id, c.slug, c.name, c.ar_name as "arName", c.description, c.ar_description as "arDescription",
          c.parent_id as "parentId", c.is_main as "isMain", c.hidden, c.display_order as "displayOrder",
          (select count(*)::int from products p where p.category_id = c.id or p.sub_category_id = c.id)
            as "productCount"
        from categories c order by c.display_order, c.name`,
  );
  const nodes = rows.map((r) => ({ ...r, subCategories: [] as AdminCategory[] }));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: AdminCategory[] = [];
  for (const n of nodes) {
    const parent = n.parentId ? byId.get(n.parentId) : undefined;
    if (parent) parent.subCategories.push(n);
    else roots.push(n);
  }
  return roots;
}

/** One category as the tree shows it. */
export async function getAdminCategory(ctx: Ctx, id: string): Promise<AdminCategory> {
  const tree = await listAdminCategories(ctx);
  const found = tree.flatMap((c) => [c, ...c.subCategories]).find((c) => c.id === id);
  if (!found) throw notFound("CATEGORY_NOT_FOUND");
  return found;
}

async function locked(tx: RequestContext, id: string): Promise<Row> {
  if (!isUuid(id)) throw notFound("CATEGORY_NOT_FOUND");
  const [row] = await tx.db.select().from(s.categories).where(eq(s.categories.id, id)).for("update");
  if (!row) throw notFound("CATEGORY_NOT_FOUND");
  return row;
}

/** A parent must be a main category without a parent, not the category itself. */
async function checkParent(tx: RequestContext, parent: string | null | undefined, self: string | null) {
  if (!parent) return;
  if (parent === self) throw badParent();
  const [row] = await tx.db
    .select({ parentId: s.categories.parentId })
    .from(s.categories)
    .where(eq(s.categories.id, parent));
  if (!row || row.parentId) throw badParent();
  if (self) {
    const [child] = await tx.db
      .select({ id: s.categories.id })
      .from(s.categories)
      .where(eq(s.categories.parentId, self))
      .limit(1);
    if (child) throw badParent();
  }
}

async function checkSlug(tx: RequestContext, slug: string | undefined, self: string | null) {
  if (!slug) return;
  const [row] = await tx.db
    .select({ id: s.categories.id })
    .from(s.categories)
    .where(and(eq(s.categories.slug, slug), self ? ne(s.categories.id, self) : undefined));
  if (row) throw taken();
}

async function uniqueSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

const siblingsOf = (tx: RequestContext, parentId: string | null) =>
  tx.db
    .select({ id: s.categories.id })
    .from(s.categories)
    .where(parentId ? eq(s.categories.parentId, parentId) : isNull(s.categories.parentId))
    .orderBy(asc(s.categories.displayOrder), asc(s.categories.name), asc(s.categories.id));

/** A new category, last among its siblings. */
export async function createCategory(ctx: RequestContext, input: unknown): Promise<AdminCategory> {
  requirePermission(ctx, "create:category:any");
  const c = parseInput(categoryCreateInput, input);
  const id = await withTransaction(ctx, async (tx) => {
    await checkParent(tx, c.parent, null);
    await checkSlug(tx, c.slug, null);
    const [last] = await tx.db
      .select({ n: sql<number>`coalesce(max(${s.categories.displayOrder}), 0)::int` })
      .from(s.categories)
      .where(c.parent ? eq(s.categories.parentId, c.parent) : isNull(s.categories.parentId));
    const { parent, ...rest } = c;
    const [row] = await uniqueSlug(() =>
      tx.db
        .insert(s.categories)
        .values({ ...rest, parentId: parent ?? null, displayOrder: (last?.n ?? 0) + 10 })
        .returning({ id: s.categories.id }),
    );
    await audit(tx, {
      action: "category.create",
      entity: "category",
      entityId: row!.id,
      before: null,
      after: c,
    });
    await catalogueChanged(tx);
    return row!.id;
  });
  return getAdminCategory(ctx, id);
}

const EDITABLE = ["name", "arName", "slug", "description", "arDescription", "isMain", "hidden"] as const;

/** Saves what changed (names, slug, parent, flags); NOTHING_CHANGED when nothing did. */
export async function updateCategory(
  ctx: RequestContext,
  id: string,
  input: unknown,
): Promise<AdminCategory> {
  requirePermission(ctx, "update:category:any");
  const c = parseInput(categoryUpdateInput, input);
  await withTransaction(ctx, async (tx) => {
    const row = await locked(tx, id);
    const current: Record<string, unknown> = { parent: row.parentId };
    const next: Record<string, unknown> = { parent: c.parent };
    for (const k of EDITABLE) {
      current[k] = row[k];
      next[k] = c[k];
    }
    const { before, after } = changedFields(current, next);
    if (!Object.keys(after).length) throw new DomainError("NOTHING_CHANGED", 400);
    if ("parent" in after) await checkParent(tx, c.parent, id);
    await checkSlug(tx, c.slug, id);
    const set: Partial<Row> = Object.fromEntries(EDITABLE.filter((k) => k in after).map((k) => [k, c[k]]));
    if ("parent" in after) {
      set.parentId = c.parent ?? null;
      const siblings = await siblingsOf(tx, set.parentId);
      set.displayOrder = (siblings.length + 1) * 10;
    }
    await uniqueSlug(() => tx.db.update(s.categories).set(set).where(eq(s.categories.id, id)));
    await audit(tx, { action: "category.update", entity: "category", entityId: id, before, after });
    await catalogueChanged(tx);
  });
  return getAdminCategory(ctx, id);
}

/** Moves a category one place up or down among its siblings; the siblings are renumbered 10, 20… */
export async function moveCategory(
  ctx: RequestContext,
  id: string,
  direction: unknown,
): Promise<AdminCategory> {
  requirePermission(ctx, "update:category:any");
  const way = parseInput(categoryMoveInput, direction);
  await withTransaction(ctx, async (tx) => {
    const row = await locked(tx, id);
    const ids = (await siblingsOf(tx, row.parentId)).map((r) => r.id);
    const at = ids.indexOf(id);
    const to = way === "up" ? at - 1 : at + 1;
    if (to < 0 || to >= ids.length) throw new DomainError("CATEGORY_AT_EDGE", 400);
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    for (const [i, sibling] of ids.entries())
      await tx.db
        .update(s.categories)
        .set({ displayOrder: (i + 1) * 10 })
        .where(eq(s.categories.id, sibling));
    await audit(tx, {
      action: "category.move",
      entity: "category",
      entityId: id,
      before: { position: at + 1 },
      after: { position: to + 1 },
    });
    await catalogueChanged(tx);
  });
  return getAdminCategory(ctx, id);
}

/** Deletes an empty category: one with products or subcategories is refused, nothing changed. */
export async function deleteCategory(ctx: RequestContext, id: string): Promise<{ id: string }> {
  requirePermission(ctx, "delete:category:any");
  return withTransaction(ctx, async (tx) => {
    const row = await locked(tx, id);
    const [child] = await tx.db
      .select({ id: s.categories.id })
      .from(s.categories)
      .where(eq(s.categories.parentId, id))
      .limit(1);
    if (child) throw new DomainError("CATEGORY_HAS_SUBCATEGORIES", 409);
    const [product] = await tx.db
      .select({ id: s.products.id })
      .from(s.products)
      .where(or(eq(s.products.categoryId, id), eq(s.products.subCategoryId, id)))
      .limit(1);
    if (product) throw new DomainError("CATEGORY_HAS_PRODUCTS", 409);
    await tx.db.delete(s.categories).where(eq(s.categories.id, id));
    const { createdAt: _, ...before } = row;
    await audit(tx, { action: "category.delete", entity: "category", entityId: id, before, after: null });
    await catalogueChanged(tx);
    return { id };
  });
}
