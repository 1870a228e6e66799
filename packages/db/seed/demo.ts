/**
 * The demo seed: a complete bilingual store (categories, ~240 products with images and per-country
 * prices, designers, content, demo accounts). Does nothing when the database already has categories.
 */
import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import type { Db } from "../client.ts";
import * as s from "../schema/index.ts";
import { type ProductRef, seedActivity } from "./activity.ts";
import { CONTENT_BANNERS, seedContent } from "./content.ts";
import { CATEGORIES } from "./data/categories.ts";
import { DESIGNERS } from "./data/designers.ts";
import { BADGES, COLLECTIONS, OFFERS, TAGS } from "./data/marketing.ts";
import { DEMO_SETTINGS } from "./data/settings.ts";
import { DEMO_PASSWORD } from "./demo-accounts.ts";
import { demoSeedNeeded } from "./demo-needed.ts";
import { productArtKey, renderArt } from "./images.ts";
import { buildPeople } from "./people.ts";
import { planProducts, type SubRef } from "./products.ts";
import { DAY, insertMany } from "./util.ts";

export const DEMO_PRODUCT_COUNT = 240;

export interface SeedDemoOptions {
  /** Directory served at /uploads (product, category, banner and avatar images are written below it). */
  uploadsDir: string;
  /** Private files (ticket attachments, decision 0060); the demo ticket has no file without it. */
  privateDir?: string;
  /** Where rendered art is cached between runs (makes re-seeding fast). */
  artCacheDir?: string;
  log?: (message: string) => void;
}

export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<{ seeded: boolean }> {
  const log = options.log ?? (() => {});
  if (!(await demoSeedNeeded(db))) return { seeded: false };
  const started = performance.now();
  const now = Date.now();

  // Categories (ids first, so products can point at them).
  const categoryRows: (typeof s.categories.$inferInsert)[] = [];
  const subs: SubRef[] = [];
  CATEGORIES.forEach((c, i) => {
    const mainId = randomUUID();
    categoryRows.push({
      id: mainId,
      slug: c.slug,
      name: c.name,
      arName: c.arName,
      description: c.description,
      arDescription: c.arDescription,
      displayOrder: i,
      isMain: true,
      image: artKey(c.kind, i % 10),
      banner: `category-${c.slug}`,
    });
    c.subs.forEach((sub, j) => {
      const id = randomUUID();
      const palette = (i * 3 + j * 7 + 1) % 10;
      categoryRows.push({
        id,
        slug: sub.slug,
        name: sub.name,
        arName: sub.arName,
        description: `A selection of ${sub.name.toLowerCase()} with modern designs and carefully chosen materials.`,
        arDescription: `تشكيلة من ${sub.arName} بتصميمات عصرية وخامات مختارة بعناية.`,
        displayOrder: j,
        parentId: mainId,
        isMain: false,
        image: artKey(sub.kind, palette),
      });
      subs.push({ id, slug: sub.slug, mainId, mainSlug: c.slug, kind: sub.kind });
    });
  });

  const idsOf = <T extends { slug?: string; code?: string }>(list: readonly T[]) =>
    Object.fromEntries(list.map((x) => [x.slug ?? x.code!, randomUUID()]));
  const collectionIds = idsOf(COLLECTIONS);
  const offerIds = idsOf(OFFERS);
  const badgeIds = idsOf(BADGES);
  const tagRows = TAGS.map(([name, arName]) => ({ id: randomUUID(), name, arName }));

  const people = buildPeople(
    "",
    DESIGNERS.map((_, i) => `/uploads/avatars/designer-${i + 1}.webp`),
    now,
  );
  const plan = planProducts({
    count: DEMO_PRODUCT_COUNT,
    now,
    subs,
    designers: people.designers,
    manufacturerId: people.manufacturerId,
    collections: collectionIds,
    offers: offerIds,
    badges: badgeIds,
    tags: tagRows,
  });

  // Art and the password hash, in parallel (both run off the main thread).
  const banners = [
    ...CONTENT_BANNERS,
    ...CATEGORIES.map((c, i) => ({ kind: c.kind, palette: (i + 5) % 10, name: `category-${c.slug}` })),
    ...COLLECTIONS.map((c, i) => ({ kind: c.kind, palette: (i * 3 + 2) % 10, name: `collection-${c.slug}` })),
  ];
  const artRequest = {
    // every product's pictures, and a picture for each of its colour options
    products: [
      ...plan.images.map((p) => p.artKey),
      ...plan.features.flatMap((f) => (f.artKey ? [f.artKey] : [])),
    ].map(parseKey),
    categories: categoryRows.map((c) => parseKey(c.image!)),
    banners,
    avatars: DESIGNERS.length,
  };
  for (const c of COLLECTIONS) artRequest.categories.push({ kind: c.kind, palette: 0 });
  const [passwordHash, art] = await Promise.all([
    hash(DEMO_PASSWORD, { algorithm: 2 /* Argon2id */ }),
    renderArt(artRequest, options.uploadsDir, options.artCacheDir),
  ]);
  log(`demo seed: art ready in ${Math.round(performance.now() - started)} ms`);
  for (const c of categoryRows) {
    c.image = art.categories.get(c.image!) ?? null;
    c.banner = c.banner ? (art.banners.get(c.banner) ?? null) : null;
  }
  for (const u of people.rows) u.passwordHash = passwordHash;

  const imageRows: (typeof s.productImages.$inferInsert)[] = [];
  const firstImage = new Map<string, { id: string; path: string }>();
  for (const p of plan.images) {
    const paths = art.products.get(p.artKey)!;
    for (let v = 0; v < p.count; v++) {
      const id = randomUUID();
      if (v === 0) firstImage.set(p.productId, { id, path: paths[v]! });
      imageRows.push({
        id,
        productId: p.productId,
        path: paths[v]!,
        originalName: `${p.slug}-${v + 1}.webp`,
        width: 800,
        height: 800,
        primaryImage: v === 0,
        featured: v === 1,
        displayOrder: v,
      });
    }
  }
  const featureRows = plan.features.map(({ artKey: key, ...f }) => ({
    ...f,
    featureImage: key ? (art.products.get(key)?.[0] ?? null) : null,
  }));

  await db.transaction(async (tx) => {
    await insertMany(tx, s.categories, categoryRows);
    await insertMany(
      tx,
      s.collections,
      COLLECTIONS.map((c, i) => ({
        id: collectionIds[c.slug]!,
        slug: c.slug,
        title: c.title,
        arTitle: c.arTitle,
        description: c.description,
        arDescription: c.arDescription,
        image: art.categories.get(productArtKey(c.kind, 0)) ?? null,
        banner: art.banners.get(`collection-${c.slug}`) ?? null,
        startDate: new Date(now + c.from * DAY),
        endDate: new Date(now + c.to * DAY),
        discount: c.discount,
        displayOrder: i,
      })),
    );
    await insertMany(
      tx,
      s.offers,
      OFFERS.map((o) => ({
        id: offerIds[o.slug]!,
        slug: o.slug,
        title: o.title,
        arTitle: o.arTitle,
        discount: o.discount,
        inHome: o.inHome,
        startDate: new Date(now + o.from * DAY),
        endDate: new Date(now + o.to * DAY),
      })),
    );
    await insertMany(
      tx,
      s.badges,
      BADGES.map((b) => ({ ...b, id: badgeIds[b.code]! })),
    );
    await insertMany(tx, s.tags, tagRows);
    await insertMany(tx, s.users, people.rows);
    await insertMany(tx, s.products, plan.rows);
    await insertMany(tx, s.productPrices, plan.prices);
    await insertMany(tx, s.productImages, imageRows);
    await insertMany(tx, s.features, featureRows);
    await insertMany(tx, s.productBadges, plan.badges);
    await insertMany(tx, s.productTags, plan.tags);
    await seedContent(tx, { art, now, adminId: people.adminId, customerId: people.customerId });
    const egPrice = new Map(plan.prices.filter((p) => p.country === "eg").map((p) => [p.productId, p]));
    const saPrice = new Map(
      plan.prices.filter((p) => p.country === "sa" && p.available).map((p) => [p.productId, p]),
    );
    // An option without a picture of its own (a size), for order lines bought with a feature.
    const sized = new Map(plan.features.filter((f) => f.property === "Size").map((f) => [f.productId, f]));
    const refs: ProductRef[] = plan.rows.map((p) => ({
      id: p.id!,
      name: p.name,
      arName: p.arName,
      sku: p.sku,
      designerId: p.designerId ?? null,
      manufacturerId: p.manufacturerId ?? null,
      cod: p.isAvailableForCod ?? true,
      maxPerOrder: p.maxPerOrder ?? 1,
      feature: sized.get(p.id!) ?? null,
      eg: egPrice.get(p.id!)!,
      sa: saPrice.get(p.id!) ?? null,
      imageId: firstImage.get(p.id!)!.id,
      imagePath: firstImage.get(p.id!)!.path,
    }));
    await seedActivity(tx, {
      now,
      products: refs,
      customerId: people.customerId,
      designerId: people.designers[0]!.id,
      reviewers: people.reviewers,
      adminId: people.adminId,
      codFees: DEMO_SETTINGS.codFees,
      files: options.privateDir
        ? { uploadsDir: options.uploadsDir, privateDir: options.privateDir }
        : undefined,
    });
  });
  log(
    `demo seed: ${plan.rows.length} products, ${people.rows.length} users in ${Math.round(performance.now() - started)} ms`,
  );
  return { seeded: true };
}

function artKey(kind: SubRef["kind"], palette: number): string {
  return productArtKey(kind, palette);
}

function parseKey(key: string): { kind: SubRef["kind"]; palette: number } {
  const [kind, palette] = key.split(":");
  return { kind: kind as SubRef["kind"], palette: Number(palette) };
}
