/** The home page's product sections: by category, by collection, and the offers for home. */
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { offers } from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { onReplica } from "#kernel/replica.ts";
import type { CategoryNode } from "./categories.rules.ts";
import { listCategories } from "./categories.service.ts";
import { type CollectionView, listCollections } from "./collections.service.ts";
import type { OfferRow, ProductView } from "./product.view.ts";
import { productList } from "./products.service.ts";

type Ctx = Pick<RequestContext, "db" | "country" | "replica">;

const HOME_ROW_SIZE = 10;
/** Categories per home section (section one: the first two main categories, section two: the next two). */
const CATEGORIES_PER_SECTION = 2;

export interface CategorySection {
  category: CategoryNode;
  products: ProductView[];
}

export interface CollectionSection {
  collection: CollectionView;
  products: ProductView[];
}

export interface OfferWithProducts extends OfferRow {
  products: ProductView[];
}

/** Home products first (inHome), topped up with best sellers of the category. */
async function homeRow(ctx: Ctx, filter: { category?: string; collection?: string }) {
  const picked = await productList(ctx, { ...filter, inHome: true, sort: "bestSelling" }, HOME_ROW_SIZE);
  if (picked.length >= HOME_ROW_SIZE) return picked;
  const more = await productList(
    ctx,
    { ...filter, exclude: picked.map((p) => p.id), sort: "bestSelling" },
    HOME_ROW_SIZE - picked.length,
  );
  return [...picked, ...more];
}

export async function homeCategorySection(ctx: Ctx, section: 1 | 2): Promise<CategorySection[]> {
  const mains = await listCategories(ctx, { isMain: true });
  const start = (section - 1) * CATEGORIES_PER_SECTION;
  const chosen = mains.slice(start, start + CATEGORIES_PER_SECTION);
  return Promise.all(
    chosen.map(async (category) => ({ category, products: await homeRow(ctx, { category: category.id }) })),
  );
}

/** Section one: the first running collection; section two: the second. */
export async function homeCollectionSection(ctx: Ctx, section: 1 | 2): Promise<CollectionSection[]> {
  const running = (await listCollections(ctx)).filter((c) => c.running);
  const collection = running[section - 1];
  if (!collection) return [];
  return [{ collection, products: await homeRow(ctx, { collection: collection.id }) }];
}

/** Running offers flagged for the home page, each with some of its products in the current country. */
export async function offersForHome(asked: Ctx): Promise<OfferWithProducts[]> {
  const ctx = onReplica(asked);
  const now = new Date();
  const rows = await ctx.db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.inHome, true),
        eq(offers.status, "active"),
        lte(offers.startDate, now),
        gte(offers.endDate, now),
      ),
    )
    .orderBy(asc(offers.endDate));
  const withProducts = await Promise.all(
    rows.map(async (offer) => ({
      ...offer,
      products: await productList(ctx, { offer: offer.id, sort: "bestSelling" }, HOME_ROW_SIZE),
    })),
  );
  return withProducts.filter((o) => o.products.length > 0);
}
