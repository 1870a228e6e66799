/** Builds the demo products and their prices, features, badges, tags and image plans. */
import { randomUUID } from "node:crypto";
import type { features, productBadges, productPrices, products, productTags } from "../schema/index.ts";
import type { FurnitureKind } from "./art/kinds.ts";
import { colourAt } from "./data/colours.ts";
import { MATERIALS } from "./data/materials.ts";
import { PRODUCT_TYPES, SERIES, templateKind } from "./data/product-templates.ts";
import { kindPalette, productArtKey } from "./images.ts";
import { extraPrices, priceRows } from "./pricing.ts";
import { DAY, nicePrice, rng, slugify } from "./util.ts";

export interface SubRef {
  id: string;
  slug: string;
  mainId: string;
  mainSlug: string;
  kind: FurnitureKind;
}

interface ProductContext {
  count: number;
  now: number;
  subs: SubRef[];
  designers: Array<{ id: string; name: string; cats: string[] }>;
  manufacturerId: string;
  collections: Record<string, string>;
  offers: Record<string, string>;
  badges: Record<string, string>;
  tags: Array<{ id: string; name: string }>;
  /** Index of the first product (the large generator plans in batches). */
  offset?: number;
  /** Appended to slugs and SKUs so generated products never collide with the demo ones. */
  runId?: string;
  /** Slugs already taken (shared between batches). */
  slugs?: Set<string>;
}

interface ImagePlan {
  productId: string;
  slug: string;
  artKey: string;
  count: number;
}

type FeatureRow = typeof features.$inferInsert & { artKey?: string };

const MOODS: Array<[string, string]> = [
  ["a calm, warm feel", "إحساسًا هادئًا ودافئًا"],
  ["a touch of craft", "لمسة من الحِرفة اليدوية"],
  ["clean, modern lines", "خطوطًا عصرية بسيطة"],
  ["relaxed, everyday comfort", "راحة يومية واسترخاء"],
];
/** Where a piece of each main category lives, for the descriptions. */
const ROOMS: Record<string, [string, string]> = {
  "living-room": ["living room", "غرفة المعيشة"],
  bedroom: ["bedroom", "غرفة النوم"],
  dining: ["dining room", "غرفة السفرة"],
  office: ["home office", "مكتبك المنزلي"],
  outdoor: ["balcony or garden", "البلكونة أو الحديقة"],
  kids: ["child's room", "غرفة طفلك"],
  "kitchen-dining-ware": ["table", "سفرتك"],
  bathroom: ["bathroom", "الحمّام"],
};
const HANDMADE = new Set(["wool", "jute", "rattan", "ceramic", "stoneware", "cotton"]);
const WOODS = new Set(["oak", "walnut", "beech", "teak"]);

export function planProducts(ctx: ProductContext) {
  const offset = ctx.offset ?? 0;
  const r = rng(20240611 + offset);
  const rows: (typeof products.$inferInsert)[] = [];
  const prices: (typeof productPrices.$inferInsert)[] = [];
  const feats: FeatureRow[] = [];
  const badges: (typeof productBadges.$inferInsert)[] = [];
  const tags: (typeof productTags.$inferInsert)[] = [];
  const images: ImagePlan[] = [];
  const slugs = ctx.slugs ?? new Set<string>();
  const perKind = new Map<string, number>();
  const perMain = new Map<string, number>();

  for (let i = offset; i < offset + ctx.count; i++) {
    const sub = ctx.subs[i % ctx.subs.length]!;
    const types = PRODUCT_TYPES[sub.slug]!;
    const type = types[Math.floor(i / ctx.subs.length) % types.length]!;
    const materialKey = r.pick(type.materials);
    const mat = MATERIALS[materialKey];
    const [series, arSeries] = SERIES[(i * 7 + Math.floor(i / SERIES.length)) % SERIES.length]!;
    const kind = templateKind(type, sub.kind);
    const n = perKind.get(kind) ?? 0;
    perKind.set(kind, n + 1);
    const palette = kindPalette(kind, n);
    const colour = colourAt(palette);
    const name = [series, type.adj, mat.en, type.noun].filter(Boolean).join(" ");
    const arName = `${[type.arHead, arSeries, type.arMod].filter(Boolean).join(" ")} من ${mat.ar}`;
    const base = ctx.runId ? `${slugify(name)}-${ctx.runId}` : slugify(name);
    let slug = base;
    for (let k = 2; slugs.has(slug); k++) slug = `${base}-${k}`;
    slugs.add(slug);
    const id = randomUUID();
    const m = perMain.get(sub.mainSlug) ?? 0;
    perMain.set(sub.mainSlug, m + 1);
    const candidates = ctx.designers.filter((d) => d.cats.includes(sub.mainSlug));
    const designer = candidates.length
      ? candidates[m % candidates.length]!
      : ctx.designers[i % ctx.designers.length]!;
    const [w, d, h] = type.dims.map((x) => (x >= 50 ? Math.round((x * (0.9 + r.next() * 0.2)) / 5) * 5 : x));
    const egp = nicePrice(type.price[0] + r.next() * (type.price[1] - type.price[0]));
    const kg = Math.max(1, Math.round(type.kg * (0.85 + r.next() * 0.3)));
    const [mood, arMood] = MOODS[i % MOODS.length]!;
    const [room, arRoom] = ROOMS[sub.mainSlug] ?? ["home", "بيتك"];
    const size = h! <= 1 ? `${w} × ${d} cm` : `${w} × ${d} × ${h} cm (W × D × H)`;
    const arSize = h! <= 1 ? `${w} × ${d} سم` : `${w} × ${d} × ${h} سم (العرض × العمق × الارتفاع)`;
    const edition = i % 41 === 5 ? 0 : i % 17 === 4 ? r.int(1, 5) : r.int(6, 50);
    const createdAt = new Date(ctx.now - (i % 12 === 0 ? r.next() * 10 : r.next() * 120) * DAY);
    const collection = pickCollection(sub.mainSlug, i);
    const offer = i % 9 === 2 ? pickOffer(sub.mainSlug, i) : undefined;
    const egyptOnly = i % 30 === 3;
    rows.push({
      id,
      slug,
      sku: `MZ-${sub.mainSlug.slice(0, 3).toUpperCase()}-${ctx.runId ? `${ctx.runId.toUpperCase()}-` : ""}${1001 + i}`,
      name,
      arName,
      description: `The ${series} ${type.noun} brings ${mood} to your ${room}. ${mat.bullet}, shown in ${colour.en.toLowerCase()}. Size: ${size}; weight about ${kg} kg. Designed by ${designer.name}.`,
      arDescription: `مع ${type.arHead} ${arSeries} امنح ${arRoom} ${arMood}. ${mat.arBullet}، بلون ${colour.ar}. المقاس: ${arSize}، والوزن نحو ${kg} كجم.`,
      briefDescription: `${cap([type.adj, type.noun].filter(Boolean).join(" "))} in ${mat.en}, ${colour.en.toLowerCase()}.`,
      arBriefDescription: `${[type.arHead, type.arMod].filter(Boolean).join(" ")} من ${mat.ar}، ${colour.ar}.`,
      lists: [
        mat.bullet,
        size,
        mat.care,
        type.bulky ? "Delivered and assembled by our team" : "Ships in protective, recyclable packaging",
      ],
      arLists: [
        mat.arBullet,
        arSize,
        mat.arCare,
        type.bulky ? "التوصيل والتركيب بواسطة فريقنا" : "يُشحن في تغليف واقٍ قابل لإعادة التدوير",
      ],
      status: !ctx.runId && i === ctx.count - 3 ? "inactive" : "active",
      productStatus: "accepted",
      isAvailableForCod: i % 13 !== 0,
      egyptOnly,
      basePrice: Math.round(egp * 100 * 0.6),
      availableEdition: edition,
      initAvailableEdition: edition + r.int(0, 20),
      maxPerOrder: type.bulky ? r.int(1, 2) : r.int(3, 5),
      singleWeight: kg * 1000,
      inHome: i % 8 === 1,
      featured: i % 16 === 3,
      displayOrderInCategory: Math.floor(i / ctx.subs.length),
      categoryId: sub.mainId,
      subCategoryId: sub.id,
      collectionId: collection ? ctx.collections[collection] : null,
      offerId: offer ? ctx.offers[offer] : null,
      designerId: designer.id,
      manufacturerId: WOODS.has(materialKey) ? ctx.manufacturerId : null,
      acceptionDate: createdAt,
      createdAt,
      updatedAt: createdAt,
    });
    const pr = priceRows(id, egp, type.bulky, r, {
      sa: egyptOnly ? null : i % 10 !== 7,
      ae: egyptOnly ? null : i % 10 !== 7,
    });
    prices.push(...pr);
    images.push({
      productId: id,
      slug,
      artKey: productArtKey(kind, palette),
      count: i % 3 === 0 ? 3 : 4,
    });

    if (i % 10 === 1 || i % 10 === 4 || i % 10 === 8) {
      const rowsBefore = feats.length;
      for (let j = 0; j < 3; j++) {
        const p = kindPalette(kind, n + j);
        const c = colourAt(p);
        const extra = j === 0 ? 0 : nicePrice(egp * 0.05 * j);
        feats.push({
          id: randomUUID(),
          productId: id,
          property: "Color",
          arProperty: "اللون",
          value: c.en,
          arValue: c.ar,
          artKey: productArtKey(kind, p),
          ...extraPrices(extra),
        });
      }
      if (type.bulky) {
        feats.push({
          id: randomUUID(),
          productId: id,
          property: "Size",
          arProperty: "المقاس",
          value: "Standard",
          arValue: "قياسي",
          ...extraPrices(0),
        });
        feats.push({
          id: randomUUID(),
          productId: id,
          property: "Size",
          arProperty: "المقاس",
          value: "Large",
          arValue: "كبير",
          description: "About 15% larger",
          arDescription: "أكبر بنحو 15%",
          ...extraPrices(nicePrice(egp * 0.15)),
        });
      }
      if (type.bulky && i % 3 === 0) {
        rows[rows.length - 1]!.isIDesign = true;
        rows[rows.length - 1]!.idesignStages = 3;
        // Every other piece comes with the designer's choice for its first step (decision 0062).
        rows[rows.length - 1]!.designerStage = i % 2;
        for (const f of feats.slice(rowsBefore)) f.stage = f.property === "Color" ? 1 : 2;
      }
    }
    const egSales = pr[0]!.salesNumber ?? 0;
    if (ctx.now - createdAt.getTime() < 14 * DAY) badges.push({ productId: id, badgeId: ctx.badges.new! });
    if (egSales > 190) badges.push({ productId: id, badgeId: ctx.badges.bestseller! });
    if (edition > 0 && edition <= 5) badges.push({ productId: id, badgeId: ctx.badges.limited! });
    if (HANDMADE.has(materialKey)) badges.push({ productId: id, badgeId: ctx.badges.handmade! });

    const chosen = new Set<string>();
    const tagCount = r.int(1, 3);
    while (chosen.size < tagCount) chosen.add(r.pick(ctx.tags).id);
    const byName = (t: string) => ctx.tags.find((x) => x.name === t)?.id;
    if (HANDMADE.has(materialKey) && byName("Handmade")) chosen.add(byName("Handmade")!);
    if (collection === "family-gatherings" && byName("Festive decor")) chosen.add(byName("Festive decor")!);
    for (const tagId of chosen) tags.push({ productId: id, tagId });
  }
  return { rows, prices, features: feats, badges, tags, images };
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function pickCollection(main: string, i: number): string | undefined {
  if (i % 4 === 0) {
    if (["dining", "kitchen-dining-ware", "lighting"].includes(main)) return "family-gatherings";
    if (["textiles", "rugs"].includes(main)) return "ready-for-guests";
    if (main === "outdoor") return "outdoor-days";
    if (main === "bedroom") return "designers-week";
  }
  return i % 7 === 3 ? "new-home-essentials" : undefined;
}

function pickOffer(main: string, i: number): string {
  if (main === "bedroom") return "bedroom-week";
  if (main === "lighting") return "lighting-days";
  return i % 2 === 0 ? "weekend-deal" : "clearance";
}
