import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { features, productImages, productPrices, products, settings } from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { getSettings } from "../content/settings.service.ts";
import { loadProducts } from "./product.view.ts";
import { soldIn } from "./products.rules.ts";
import { clearCatalogCaches, filterProducts } from "./products.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("loadProducts (one statement answering JSON)", () => {
  it("answers the rows as Drizzle selects them: property names, Date timestamps, ordered relations", async () => {
    const db = t.database.db;
    const rows = await db.select().from(products).orderBy(asc(products.createdAt)).limit(6);
    const ids = rows.map((r) => r.id).reverse();
    const views = await loadProducts({ db, country: "eg" }, [...ids, "00000000-0000-4000-8000-000000000000"]);
    expect(views.map((v) => v.id)).toEqual(ids);
    for (const view of views) {
      const { country, now, prices, images, features: feats, badges, tags, rating, ...row } = view;
      const { category, subCategory, collection, offer, designer, ...own } = row;
      const [expected] = await db.select().from(products).where(eq(products.id, view.id));
      expect(own).toEqual(expected);
      expect(view.createdAt).toBeInstanceOf(Date);
      expect(country).toBe("eg");
      const priceRows = await db.select().from(productPrices).where(eq(productPrices.productId, view.id));
      expect([...prices].sort((a, b) => a.country.localeCompare(b.country))).toEqual(
        priceRows.sort((a, b) => a.country.localeCompare(b.country)),
      );
      const imageRows = await db.select().from(productImages).where(eq(productImages.productId, view.id));
      expect(images.map((i) => i.id).sort()).toEqual(imageRows.map((i) => i.id).sort());
      const featureRows = await db
        .select()
        .from(features)
        .where(inArray(features.productId, [view.id]))
        .orderBy(asc(features.stage), asc(features.property), asc(features.egExtraPrice));
      expect(feats.map((f) => f.id)).toEqual(featureRows.map((f) => f.id));
      expect(category?.id ?? null).toBe(view.categoryId);
      expect(subCategory?.id ?? null).toBe(view.subCategoryId);
      expect(collection?.id ?? null).toBe(view.collectionId);
      if (collection) expect(collection.startDate).toBeInstanceOf(Date);
      expect(offer?.id ?? null).toBe(view.offerId);
      expect(designer?.id ?? null).toBe(view.designerId);
      if (designer) expect(Object.keys(designer)).not.toContain("password");
      expect(badges.every((b, i) => i === 0 || badges[i - 1]!.priority >= b.priority)).toBe(true);
      expect(Array.isArray(tags)).toBe(true);
      expect(rating.count).toBeGreaterThanOrEqual(0);
      expect(now).toBeInstanceOf(Date);
    }
  });
});

describe("catalogue caches", () => {
  it("never lists a remembered product that has since left the listing, and forgets on clearCatalogCaches", async () => {
    const db = t.database.db;
    const ctx = { db, country: "eg" as const };
    const first = await filterProducts(ctx, { paginate: { page: 1, limit: 6 } });
    const gone = first.products[0]!;
    await db.update(products).set({ status: "inactive" }).where(eq(products.id, gone.id));
    try {
      const again = await filterProducts(ctx, { paginate: { page: 1, limit: 6 } });
      expect(again.products.map((p) => p.id)).not.toContain(gone.id);
      clearCatalogCaches(db);
      const fresh = await filterProducts(ctx, { paginate: { page: 1, limit: 6 } });
      expect(fresh.products.map((p) => p.id)).not.toContain(gone.id);
      expect(fresh.products).toHaveLength(6);
      expect(fresh.pageInfo.totalCount).toBe(first.pageInfo.totalCount - 1);
    } finally {
      await db.update(products).set({ status: "active" }).where(eq(products.id, gone.id));
      clearCatalogCaches(db);
    }
  });

  it("keeps countries apart: each answer lists and prices only what is sold in its country", async () => {
    const db = t.database.db;
    const eg = await filterProducts({ db, country: "eg" }, { paginate: { page: 1, limit: 60 } });
    const sa = await filterProducts({ db, country: "sa" }, { paginate: { page: 1, limit: 60 } });
    for (const v of eg.products) expect([v.country, !!soldIn(v, "eg")]).toEqual(["eg", true]);
    for (const v of sa.products) expect([v.country, !!soldIn(v, "sa")]).toEqual(["sa", true]);
  });

  it("remembers the settings, answers a copy each time and forgets them on clearCatalogCaches", async () => {
    const db = t.database.db;
    const before = await getSettings({ db });
    const key = Object.keys(before)[0]!;
    (before as Record<string, unknown>)[key] = "changed by the caller";
    expect((await getSettings({ db }))[key]).not.toBe("changed by the caller");
    const [row] = await db.select().from(settings).where(eq(settings.key, key));
    await db.update(settings).set({ value: "new value" }).where(eq(settings.key, key));
    try {
      expect((await getSettings({ db }))[key]).toEqual(row!.value);
      clearCatalogCaches(db);
      expect((await getSettings({ db }))[key]).toBe("new value");
    } finally {
      await db.update(settings).set({ value: row!.value }).where(eq(settings.key, key));
      clearCatalogCaches(db);
    }
  });
});
