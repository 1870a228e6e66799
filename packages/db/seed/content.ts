/** Site content of the demo store: settings, geography, payment methods, pages, marketing. */
import { randomUUID } from "node:crypto";
import * as s from "../schema/index.ts";
import type { FurnitureKind } from "./art/kinds.ts";
import { GOVERNORATES } from "./data/governorates.ts";
import { COUPONS } from "./data/marketing.ts";
import { FAQS, INFO_HEADER_DESCRIPTIONS, PAGES } from "./data/pages.ts";
import { DEMO_SETTINGS } from "./data/settings.ts";
import { CAREERS, HEADER_DESCRIPTIONS, PAYMENT_METHODS, POSTS, STAGES } from "./data/site.ts";
import type { ArtResult } from "./images.ts";
import { DAY, insertMany, type Tx } from "./util.ts";

/** Banners the content needs, rendered with the rest of the art. */
export const CONTENT_BANNERS: Array<{ kind: FurnitureKind; palette: number; name: string }> = [
  { kind: "sofa", palette: 0, name: "slider-living" },
  { kind: "bed", palette: 1, name: "slider-bedroom" },
  { kind: "dining-table", palette: 7, name: "slider-dining" },
  { kind: "floor-lamp", palette: 3, name: "banner-lighting" },
  { kind: "rug", palette: 5, name: "banner-rugs" },
  { kind: "outdoor-chair", palette: 8, name: "banner-outdoor" },
  { kind: "kids-bed", palette: 4, name: "advert-kids" },
  { kind: "dinnerware", palette: 6, name: "advert-kitchen" },
  { kind: "armchair", palette: 2, name: "idesign" },
  { kind: "sofa", palette: 6, name: "post-sofa" },
  { kind: "lantern", palette: 9, name: "post-ramadan" },
  { kind: "bookcase", palette: 1, name: "post-news" },
  { kind: "bed", palette: 3, name: "post-bed" },
  { kind: "dining-table", palette: 2, name: "post-dining" },
  { kind: "wardrobe", palette: 5, name: "post-workshop" },
  { kind: "desk", palette: 0, name: "post-desk" },
];

export async function seedContent(
  tx: Tx,
  ctx: { art: ArtResult; now: number; adminId: string; customerId: string },
) {
  const { art, now } = ctx;
  const banner = (name: string) => art.banners.get(name) ?? "";
  const settings = { ...DEMO_SETTINGS, idesignBanner: banner("idesign") };
  await insertMany(
    tx,
    s.settings,
    Object.entries(settings).map(([key, value]) => ({ key, value })),
  );

  const govRows: (typeof s.governorates.$inferInsert)[] = [];
  const areaRows: (typeof s.areas.$inferInsert)[] = [];
  GOVERNORATES.forEach((g, i) => {
    const id = randomUUID();
    govRows.push({ id, country: g.country, name: g.name, arName: g.arName, displayOrder: i });
    g.areas.forEach(([name, arName], j) => {
      areaRows.push({ governorateId: id, name, arName, displayOrder: j });
    });
  });
  await insertMany(tx, s.governorates, govRows);
  await insertMany(tx, s.areas, areaRows);

  await insertMany(tx, s.paymentMethods, PAYMENT_METHODS);

  const sliderSets = [
    ["slider-living", "/collections/new-home-essentials"],
    ["slider-dining", "/collections/family-gatherings"],
    ["slider-bedroom", "/categories/bedroom"],
  ] as const;
  const sliders: (typeof s.sliders.$inferInsert)[] = [];
  for (const country of ["eg", "sa"] as const)
    for (const lang of ["ar", "en"] as const)
      sliderSets.forEach(([name, link], i) => {
        sliders.push({
          image: banner(name),
          country,
          lang,
          link: `/${lang}-${country}${link}`,
          displayOrder: i,
        });
      });
  await insertMany(tx, s.sliders, sliders);
  await insertMany(tx, s.banners, [
    { image: banner("banner-lighting"), link: "/categories/lighting", displayOrder: 0 },
    { image: banner("banner-rugs"), link: "/categories/rugs", displayOrder: 1 },
    { image: banner("banner-outdoor"), link: "/categories/outdoor", displayOrder: 2 },
  ]);
  await insertMany(tx, s.adverts, [
    { image: banner("advert-kids"), link: "/categories/kids" },
    { image: banner("advert-kitchen"), link: "/categories/kitchen-dining-ware", status: "inactive" },
  ]);

  await insertMany(
    tx,
    s.faqs,
    FAQS.map(([forWhom, question, arQuestion, answer, arAnswer], i) => ({
      for: forWhom,
      question,
      arQuestion,
      answer,
      arAnswer,
      displayOrder: i,
    })),
  );
  await insertMany(tx, s.contentPages, PAGES);
  const counters: Record<string, number> = {};
  const tiles = [...art.categories.values()];
  await insertMany(
    tx,
    s.howItWorksStages,
    STAGES.map(([type, title, arTitle, description, arDescription], i) => {
      counters[type] = (counters[type] ?? 0) + 1;
      return {
        type,
        number: counters[type]!,
        title,
        arTitle,
        description,
        arDescription,
        image: tiles[i % tiles.length] ?? null,
      };
    }),
  );
  await insertMany(
    tx,
    s.headerDescriptions,
    [...HEADER_DESCRIPTIONS, ...INFO_HEADER_DESCRIPTIONS].map(([page, title, arTitle, text, arText]) => ({
      page,
      title,
      arTitle,
      text,
      arText,
    })),
  );
  await insertMany(
    tx,
    s.posts,
    POSTS.map((p) => ({
      slug: p.slug,
      type: p.type,
      title: p.title,
      arTitle: p.arTitle,
      description: p.body,
      arDescription: p.arBody,
      image: banner(p.image),
      authorId: ctx.adminId,
      publishedAt: new Date(now - p.daysAgo * DAY),
      createdAt: new Date(now - p.daysAgo * DAY),
    })),
  );
  await insertMany(tx, s.careers, CAREERS);
  await seedCoupons(tx, { now, customerId: ctx.customerId, governorates: govRows });
}

/** The demo coupons with their category, city and customer restrictions resolved to ids. */
async function seedCoupons(
  tx: Tx,
  ctx: { now: number; customerId: string; governorates: (typeof s.governorates.$inferInsert)[] },
) {
  const categories = await tx.select({ id: s.categories.id, slug: s.categories.slug }).from(s.categories);
  const categoryId = (slug?: string) => (slug ? (categories.find((c) => c.slug === slug)?.id ?? null) : null);
  const governorateIds = (names: string[] = []) =>
    ctx.governorates.filter((g) => g.country === "eg" && names.includes(g.name)).map((g) => g.id!);
  await insertMany(
    tx,
    s.coupons,
    COUPONS.map(({ from, to, categorySlug, subCategorySlug, governorates, forDemoCustomer, ...c }) => ({
      ...c,
      categoryId: categoryId(categorySlug),
      subCategoryId: categoryId(subCategorySlug),
      governorateIds: governorateIds(governorates),
      userId: forDemoCustomer ? ctx.customerId : null,
      startDate: new Date(ctx.now + from * DAY),
      endDate: new Date(ctx.now + to * DAY),
    })),
  );
}
