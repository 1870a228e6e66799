/**
 * The back office writes a product (decision 0117): create, save (only what changed, audited with
 * before and after), archive and restore. Each in one transaction that also queues
 * `catalog.changed`, so shoppers see the change at once. Orders keep the copies of names and
 * prices they were placed with (order_items), so a new price never touches an old order.
 */
import { randomBytes } from "node:crypto";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { CountryCode } from "#i18n/locales.ts";
import { audit } from "#kernel/audit.ts";
import type { RequestContext } from "#kernel/context.ts";
import { isUniqueViolation } from "#kernel/db-errors.ts";
import { DomainError, notFound } from "#kernel/errors.ts";
import { parseInput } from "#kernel/input.ts";
import { requirePermission } from "#kernel/permissions.ts";
import { withTransaction } from "#kernel/tx.ts";
import { catalogueChanged } from "./cache.ts";
import { categoryPlacement } from "./designer-products.service.ts";
import { isUuid } from "./ids.ts";
import { changedFields, flatPrices, priceRowProblems, touchesCosts } from "./product-admin.rules.ts";
import {
  type PriceRowInput,
  type ProductUpdateInput,
  productCreateInput,
  productUpdateInput,
} from "./product-admin.schema.ts";
import { type AdminProduct, getAdminProduct } from "./product-admin.service.ts";

type Tx = RequestContext;
type Placement = { categoryId: string | null; subCategoryId: string | null };

const SCALARS = [
  "name",
  "arName",
  "slug",
  "description",
  "arDescription",
  "briefDescription",
  "arBriefDescription",
  "egyptOnly",
  "isAvailableForCod",
  "featured",
  "inHome",
  "availableEdition",
  "maxPerOrder",
  "lists",
  "arLists",
] as const;

const sorted = (ids: readonly string[] | undefined) => (ids ? [...new Set(ids)].sort() : undefined);

/** The category, badges and tags asked for exist; answers where the category puts the product. */
async function checkReferences(tx: Tx, p: ProductUpdateInput, productId: string | null) {
  let placement: Placement | undefined;
  if (p.category === null) placement = { categoryId: null, subCategoryId: null };
  else if (p.category) {
    const found = await categoryPlacement(tx.db, p.category);
    if (!found) throw new DomainError("CATEGORY_NOT_FOUND", 400, { category: "CATEGORY_NOT_FOUND" });
    placement = { categoryId: found.categoryId, subCategoryId: found.subCategoryId };
  }
  for (const [field, table, code] of [
    ["badges", s.badges, "BADGE_NOT_FOUND"],
    ["tags", s.tags, "TAG_NOT_FOUND"],
  ] as const) {
    const ids = sorted(p[field]);
    if (!ids?.length) continue;
    const rows = await tx.db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    if (rows.length !== ids.length) throw new DomainError(code, 400, { [field]: code });
  }
  if (p.slug) {
    const [taken] = await tx.db
      .select({ id: s.products.id })
      .from(s.products)
      .where(and(eq(s.products.slug, p.slug), productId ? ne(s.products.id, productId) : undefined));
    if (taken) throw slugTaken();
  }
  return placement;
}

const slugTaken = () => new DomainError("SLUG_TAKEN", 409, { slug: "SLUG_TAKEN" });

/** Runs a write; a unique slug taken by a racing writer is SLUG_TAKEN. */
async function slugRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

function refuseBadPrices(rows: Partial<Record<CountryCode, PriceRowInput>>, egyptOnly: boolean) {
  const problems = priceRowProblems(rows, egyptOnly);
  const codes = Object.values(problems);
  if (codes.length) throw new DomainError(codes.length === 1 ? codes[0]! : "INVALID_INPUT", 400, problems);
}

async function writePrices(tx: Tx, productId: string, rows: Partial<Record<CountryCode, PriceRowInput>>) {
  for (const [country, row] of Object.entries(rows) as Array<[CountryCode, PriceRowInput | undefined]>) {
    if (!row) continue;
    await tx.db
      .insert(s.productPrices)
      .values({ productId, country, ...row })
      .onConflictDoUpdate({ target: [s.productPrices.productId, s.productPrices.country], set: row });
  }
}

async function writeLinks(tx: Tx, productId: string, p: { badges?: string[]; tags?: string[] }) {
  if (p.badges) {
    await tx.db.delete(s.productBadges).where(eq(s.productBadges.productId, productId));
    if (p.badges.length)
      await tx.db.insert(s.productBadges).values(p.badges.map((badgeId) => ({ productId, badgeId })));
  }
  if (p.tags) {
    await tx.db.delete(s.productTags).where(eq(s.productTags.productId, productId));
    if (p.tags.length)
      await tx.db.insert(s.productTags).values(p.tags.map((tagId) => ({ productId, tagId })));
  }
}

const pick = (p: ProductUpdateInput) =>
  Object.fromEntries(SCALARS.filter((k) => p[k] !== undefined).map((k) => [k, p[k]]));

/** Saves what changed of a product; NOTHING_CHANGED when nothing did (decision 0117). */
export async function updateProduct(ctx: RequestContext, id: string, input: unknown): Promise<AdminProduct> {
  requirePermission(ctx, "update:product:any");
  if (!isUuid(id)) throw notFound("PRODUCT_NOT_FOUND");
  const p = parseInput(productUpdateInput, input);
  return withTransaction(ctx, async (tx) => {
    const [row] = await tx.db.select().from(s.products).where(eq(s.products.id, id)).for("update");
    if (!row) throw notFound("PRODUCT_NOT_FOUND");
    const placement = await checkReferences(tx, p, id);
    const [prices, badges, tags] = await Promise.all([
      tx.db.select().from(s.productPrices).where(eq(s.productPrices.productId, id)),
      tx.db.select().from(s.productBadges).where(eq(s.productBadges.productId, id)),
      tx.db.select().from(s.productTags).where(eq(s.productTags.productId, id)),
    ]);
    const rows = Object.fromEntries(prices.map((r) => [r.country, r])) as Partial<
      Record<CountryCode, PriceRowInput>
    >;
    const current = {
      ...pick(row as ProductUpdateInput),
      category: row.subCategoryId ?? row.categoryId,
      badges: sorted(badges.map((b) => b.badgeId)),
      tags: sorted(tags.map((t) => t.tagId)),
      ...flatPrices(rows),
    };
    const next = {
      ...pick(p),
      category: p.category,
      badges: sorted(p.badges),
      tags: sorted(p.tags),
      ...flatPrices(p.prices ?? {}),
    };
    const { before, after } = changedFields(current, next);
    if (!Object.keys(after).length) throw new DomainError("NOTHING_CHANGED", 400);
    if (touchesCosts(after)) requirePermission(ctx, "update:product-cost:any");
    refuseBadPrices({ ...rows, ...p.prices }, p.egyptOnly ?? row.egyptOnly);
    await slugRace(() =>
      tx.db
        .update(s.products)
        .set({ ...pick(p), ...placement, updatedAt: new Date() })
        .where(eq(s.products.id, id)),
    );
    await writePrices(tx, id, p.prices ?? {});
    await writeLinks(tx, id, { badges: next.badges, tags: next.tags });
    await audit(tx, { action: "product.update", entity: "product", entityId: id, before, after });
    await catalogueChanged(tx);
    return getAdminProduct(tx, id);
  });
}

/** A new product, active at once, with its prices; answers it for its page. */
export async function createProduct(ctx: RequestContext, input: unknown): Promise<AdminProduct> {
  requirePermission(ctx, "create:product:any");
  const p = parseInput(productCreateInput, input);
  const flat = flatPrices(p.prices ?? {});
  if (touchesCosts(Object.fromEntries(Object.entries(flat).filter(([, v]) => v !== 0))))
    requirePermission(ctx, "update:product-cost:any");
  return withTransaction(ctx, async (tx) => {
    const placement = await checkReferences(tx, p, null);
    refuseBadPrices(p.prices ?? {}, p.egyptOnly ?? false);
    const edition = p.availableEdition ?? 0;
    const [created] = await slugRace(() =>
      tx.db
        .insert(s.products)
        .values({
          ...pick(p),
          name: p.name,
          arName: p.arName,
          slug: p.slug,
          ...placement,
          sku: `MZ-A-${randomBytes(4).toString("hex").toUpperCase()}`,
          status: "active",
          productStatus: "accepted",
          availableEdition: edition,
          initAvailableEdition: edition,
          acceptionDate: new Date(),
        })
        .returning({ id: s.products.id }),
    );
    const id = created!.id;
    await writePrices(tx, id, p.prices ?? {});
    await writeLinks(tx, id, { badges: sorted(p.badges), tags: sorted(p.tags) });
    const after = { ...pick(p), category: p.category ?? null, badges: p.badges, tags: p.tags, ...flat };
    await audit(tx, { action: "product.create", entity: "product", entityId: id, before: null, after });
    await catalogueChanged(tx);
    return getAdminProduct(tx, id);
  });
}

/** Archives (no longer sold or shown) or restores a product. */
export async function setProductArchived(
  ctx: RequestContext,
  id: string,
  archived: boolean,
): Promise<AdminProduct> {
  requirePermission(ctx, "update:product:any");
  if (!isUuid(id)) throw notFound("PRODUCT_NOT_FOUND");
  return withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .select({ status: s.products.status })
      .from(s.products)
      .where(eq(s.products.id, id))
      .for("update");
    if (!row) throw notFound("PRODUCT_NOT_FOUND");
    const status = archived ? "inactive" : "active";
    if (row.status === status) throw new DomainError("NOTHING_CHANGED", 400);
    await tx.db.update(s.products).set({ status, updatedAt: sql`now()` }).where(eq(s.products.id, id));
    await audit(tx, {
      action: archived ? "product.archive" : "product.restore",
      entity: "product",
      entityId: id,
      before: { status: row.status },
      after: { status },
    });
    await catalogueChanged(tx);
    return getAdminProduct(tx, id);
  });
}
