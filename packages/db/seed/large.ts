/**
 * The large catalogue generator: adds N products to a seeded database, reusing the demo
 * categories, designers, collections, offers, badges, tags and already-rendered images.
 */
import { randomUUID } from "node:crypto";
import { eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import * as s from "../schema/index.ts";
import { CATEGORIES } from "./data/categories.ts";
import { DESIGNERS } from "./data/designers.ts";
import { planProducts, type SubRef } from "./products.ts";
import { insertMany, slugify } from "./util.ts";

interface SeedLargeOptions {
  products: number;
  batchSize?: number;
  log?: (message: string) => void;
}

export async function seedLarge(
  db: Db,
  options: SeedLargeOptions,
): Promise<{ products: number; ms: number }> {
  const log = options.log ?? (() => {});
  const batchSize = options.batchSize ?? 1000;
  const started = performance.now();
  const ctx = await loadContext(db);
  const runId = Date.now().toString(36);
  const slugs = new Set<string>();
  let done = 0;
  while (done < options.products) {
    const count = Math.min(batchSize, options.products - done);
    const plan = planProducts({ ...ctx, count, now: Date.now(), offset: done, runId, slugs });
    const images = plan.images.flatMap((p) => {
      const paths = ctx.pathsFor(p.artKey);
      return paths.slice(0, p.count).map((path, v) => ({
        id: randomUUID(),
        productId: p.productId,
        path,
        originalName: `${p.slug}-${v + 1}.webp`,
        width: 800,
        height: 800,
        primaryImage: v === 0,
        featured: v === 1,
        displayOrder: v,
      }));
    });
    const features = plan.features.map(({ artKey, ...f }) => ({
      ...f,
      featureImage: artKey ? (ctx.pathsFor(artKey)[0] ?? null) : null,
    }));
    await db.transaction(async (tx) => {
      await insertMany(tx, s.products, plan.rows);
      await insertMany(tx, s.productPrices, plan.prices);
      await insertMany(tx, s.productImages, images);
      await insertMany(tx, s.features, features);
      await insertMany(tx, s.productBadges, plan.badges);
      await insertMany(tx, s.productTags, plan.tags);
    });
    done += count;
    const secs = (performance.now() - started) / 1000;
    log(`seed:large ${done}/${options.products} products (${Math.round(done / secs)}/s)`);
  }
  // Fresh planner statistics: PGlite has no autovacuum, and without them listings plan badly.
  await db.execute(sql`analyze`);
  log("seed:large analyzed the tables");
  return { products: done, ms: Math.round(performance.now() - started) };
}

async function loadContext(db: Db) {
  const cats = await db.select().from(s.categories);
  const bySlug = new Map(cats.map((c) => [c.slug, c]));
  const subs: SubRef[] = [];
  for (const main of CATEGORIES) {
    const m = bySlug.get(main.slug);
    if (!m) continue;
    for (const sub of main.subs) {
      const c = bySlug.get(sub.slug);
      if (c) subs.push({ id: c.id, slug: c.slug, mainId: m.id, mainSlug: m.slug, kind: sub.kind });
    }
  }
  if (subs.length === 0) throw new Error("seed:large needs the demo categories: run the demo seed first");

  const cats0 = new Map(DESIGNERS.map((d) => [slugify(`${d.fName} ${d.lName}`), d.cats]));
  const designers = (
    await db
      .select({ id: s.users.id, name: s.users.name, slug: s.users.slug })
      .from(s.users)
      .where(eq(s.users.role, "designer"))
  ).map((d) => ({ id: d.id, name: d.name, cats: cats0.get(d.slug ?? "") ?? [] }));
  const [manufacturer] = await db
    .select({ id: s.users.id })
    .from(s.users)
    .where(eq(s.users.role, "manufacturer"))
    .limit(1);

  const collections = Object.fromEntries((await db.select().from(s.collections)).map((c) => [c.slug, c.id]));
  const offers = Object.fromEntries((await db.select().from(s.offers)).map((o) => [o.slug, o.id]));
  const badges = Object.fromEntries((await db.select().from(s.badges)).map((b) => [b.code, b.id]));
  const tags = await db.select({ id: s.tags.id, name: s.tags.name }).from(s.tags);

  // Rendered product art: /uploads/products/<kind>-<palette>-<view>-800.webp, grouped by kind:palette.
  const paths = await db
    .selectDistinct({ path: s.productImages.path })
    .from(s.productImages)
    .where(isNotNull(s.productImages.path));
  const art = new Map<string, string[]>();
  for (const { path } of paths) {
    const m = /\/([a-z-]+)-(\d+)-(\d+)-800\.webp$/.exec(path);
    if (!m) continue;
    const key = `${m[1]}:${m[2]}`;
    const list = art.get(key) ?? [];
    list[Number(m[3])] = path;
    art.set(key, list);
  }
  const byKind = new Map<string, string[][]>();
  for (const [key, list] of art) {
    const kind = key.split(":")[0]!;
    byKind.set(kind, [...(byKind.get(kind) ?? []), list.filter(Boolean)]);
  }
  const all = [...art.values()].map((l) => l.filter(Boolean));
  let spin = 0;
  const pathsFor = (key: string): string[] => {
    const exact = art.get(key)?.filter(Boolean);
    if (exact && exact.length >= 3) return exact;
    const sameKind = byKind.get(key.split(":")[0]!)?.filter((l) => l.length >= 3) ?? [];
    const pool = sameKind.length ? sameKind : all;
    return pool[spin++ % pool.length] ?? [];
  };
  if (all.length === 0) throw new Error("seed:large found no product images: run the demo seed first");

  return {
    subs,
    designers,
    manufacturerId: manufacturer?.id ?? designers[0]!.id,
    collections,
    offers,
    badges,
    tags,
    pathsFor,
  };
}
