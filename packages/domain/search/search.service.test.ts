import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import * as s from "#db/schema/index.ts";
import type { SessionUser } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { forgetRunningDiscounts } from "../catalog/discounted-price.ts";
import { queryTokens, tsqueryText } from "./normalize.rules.ts";
import { openSearchFixture, type SearchFixture } from "./search.fixture.ts";
import { FALLBACK_PRODUCT_IMAGE } from "./search.rules.ts";
import {
  clearSearchCounts,
  globalSearch,
  newSearchKeyword,
  searchAllProducts,
  searchSuggestions,
  searchUser,
} from "./search.service.ts";
import type { SearchHit } from "./search-hit.view.ts";

let f: SearchFixture;
let customer: SessionUser;
let other: SessionUser;
let admin: SessionUser;

beforeAll(async () => {
  f = await openSearchFixture();
  const byEmail = async (email: string): Promise<SessionUser> => {
    const [u] = await f.database.db.select().from(s.users).where(eq(s.users.email, email));
    return { id: u!.id, role: u!.role, privilageType: u!.privilageType, status: u!.status };
  };
  customer = await byEmail("customer@manzil.test");
  other = await byEmail("designer@manzil.test");
  admin = await byEmail("admin@manzil.test");
});
afterAll(() => f.close());

const ids = async (text: string, country: "eg" | "sa" = "eg") =>
  (await globalSearch(f.ctx({ country }), { searchText: text, paginate: { limit: 48 } })).products.map(
    (p) => p.id,
  );

/** The service's typo corrections (search.service.ts typoAlternatives), for a reference query. */
async function typoAlternativesFor(tokens: string[]): Promise<Map<string, string[]>> {
  const alternatives = new Map<string, string[]>();
  for (const tok of tokens.filter((t) => t.length >= 4)) {
    const rows = await queryRows<{ word: string }>(
      f.database.db,
      sql`select sw.word from search_words sw
           where sw.word % ${tok} and not exists (select 1 from search_words k where k.word like ${`${tok}%`})
           order by similarity(sw.word, ${tok}) desc, sw.word limit 3`,
    );
    if (rows.length)
      alternatives.set(
        tok,
        rows.map((r) => r.word),
      );
  }
  return alternatives;
}

/**
 * Adds a product with prices per country (list price, sales, availability), an optional offer or
 * collection and an optional image; the triggers index it.
 */
async function addProduct(p: {
  name: string;
  arName: string;
  eg?: { available?: boolean; sales?: number; price?: number } | null;
  sa?: { available?: boolean; sales?: number; price?: number } | null;
  offerId?: string;
  collectionId?: string;
  image?: boolean;
}) {
  const id = randomUUID();
  const db = f.database.db;
  await db.insert(s.products).values({
    id,
    slug: `t-${id}`,
    sku: `T-${id}`,
    name: p.name,
    arName: p.arName,
    offerId: p.offerId ?? null,
    collectionId: p.collectionId ?? null,
  });
  const prices = (["eg", "sa"] as const).flatMap((c) => {
    const v = p[c] === undefined ? {} : p[c];
    return v
      ? [
          {
            productId: id,
            country: c,
            price: v.price ?? 100_000,
            available: v.available ?? true,
            salesNumber: v.sales ?? 0,
          },
        ]
      : [];
  });
  if (prices.length) await db.insert(s.productPrices).values(prices);
  if (p.image)
    await db.insert(s.productImages).values({ productId: id, path: "/uploads/x.webp", primaryImage: true });
  return id;
}

describe("understands Arabic", () => {
  it("the alef forms (أ إ آ ٱ ا) match each other", async () => {
    const base = await ids("اوسلو");
    expect(base.length).toBeGreaterThan(0);
    for (const form of ["أوسلو", "إوسلو", "آوسلو", "ٱوسلو"]) expect(await ids(form)).toEqual(base);
  });

  it("ى matches ي", async () => {
    const base = await ids("كرسي");
    expect(base.length).toBeGreaterThan(0);
    expect(await ids("كرسى")).toEqual(base);
  });

  it("ة matches ه", async () => {
    const base = await ids("كنبة");
    expect(base.length).toBeGreaterThan(0);
    expect(await ids("كنبه")).toEqual(base);
  });

  it("ؤ and ئ match their bases", async () => {
    const pearl = await addProduct({ name: "Pearl vase", arName: "مزهرية لؤلؤية" });
    expect(await ids("لولويه")).toContain(pearl);
    expect(await ids("لؤلؤية")).toContain(pearl);
    // the curtains category (الستائر) written with ي
    const curtains = await ids("ستائر");
    expect(curtains.length).toBeGreaterThan(0);
    expect(await ids("ستاير")).toEqual(curtains);
  });

  it("diacritics (tashkeel) and tatweel are ignored", async () => {
    const base = await ids("كنبة");
    expect(await ids("كَنَبَةٌ")).toEqual(base);
    expect(await ids("كنـــبة")).toEqual(base);
    expect(await ids("كَنـــبَة")).toEqual(base);
  });

  it("Arabic-Indic digits match Western ones", async () => {
    const western = await ids("18 قطعة");
    expect(western.length).toBeGreaterThan(0);
    expect(await ids("١٨ قطعة")).toEqual(western);
    expect(await ids("۱۸ قطعة")).toEqual(western);
  });

  it("the definite article and common prefixes do not hide a match", async () => {
    const base = await ids("كنبة");
    for (const form of ["الكنبة", "والكنبة", "بالكنبة", "للكنبة"]) expect(await ids(form)).toEqual(base);
    // and the other way round: a name written with the article (جلد طبيعي ← الجلد الطبيعي)
    expect((await ids("جلد")).length).toBeGreaterThan(0);
  });

  it("stemming (PostgreSQL's Arabic configuration) finds other forms of a word", async () => {
    // "طبيعية" (feminine) finds names with "طبيعي"; "الطاولات" (plural) finds طاولة
    const natural = await ids("جلد طبيعية");
    expect(natural.length).toBeGreaterThan(0);
    const tables = await ids("طاولات");
    expect(tables.length).toBeGreaterThan(0);
  });

  it("small typos are forgiven, in both scripts", async () => {
    const sofas = await ids("sofa");
    expect(sofas.length).toBeGreaterThan(0);
    expect(await ids("sofe")).toEqual(expect.arrayContaining(sofas));
    const kanaba = await ids("كنبة");
    expect(await ids("كنبت")).toEqual(expect.arrayContaining(kanaba));
    expect((await ids("ستارئ")).length).toBeGreaterThan(0);
  });

  it("a search in one language finds products by their other-language name", async () => {
    const english = await ids("sofa");
    const arabic = await ids("كنبة");
    expect(new Set(english)).toEqual(new Set(arabic));
    const only = await addProduct({ name: "Tawla reading stool", arName: "مقعد قراءة زيزفون" });
    expect(await ids("زيزفون")).toContain(only);
    expect(await ids("tawla")).toContain(only);
  });

  it("ranks by relevance, then availability in the current country, then popularity", async () => {
    const popularEgypt = await addProduct({ name: "Qamar lamp", arName: "أباجورة قمرية", eg: { sales: 50 } });
    const quietEgypt = await addProduct({
      name: "Qamar lamp two",
      arName: "أباجورة قمرية ٢",
      eg: { sales: 5 },
    });
    const notInEgypt = await addProduct({
      name: "Qamar lamp three",
      arName: "أباجورة قمرية ٣",
      eg: { available: false, sales: 500 },
    });
    // relevance: the word only in a tag, not in the name
    const tagOnly = await addProduct({
      name: "Plain side lamp",
      arName: "أباجورة جانبية",
      eg: { sales: 900 },
    });
    const [tag] = await f.database.db
      .insert(s.tags)
      .values({ name: "Qamar style", arName: "طراز قمري" })
      .returning();
    await f.database.db.insert(s.productTags).values({ productId: tagOnly, tagId: tag!.id });

    const order = await ids("qamar");
    expect(order.indexOf(popularEgypt)).toBeLessThan(order.indexOf(quietEgypt));
    expect(order.indexOf(quietEgypt)).toBeLessThan(order.indexOf(notInEgypt));
    expect(order.indexOf(notInEgypt)).toBeLessThan(order.indexOf(tagOnly));
    expect(order.indexOf(tagOnly)).toBeGreaterThanOrEqual(0);
    // in Saudi Arabia none of them is sold: availability no longer separates them, names still win
    const saudi = await ids("qamar", "sa");
    expect(saudi.indexOf(tagOnly)).toBe(saudi.length - 1);
  });

  it("pages in the same order as ranking every match at once (tiers, availability, sales, text rank, newest)", async () => {
    // Many ties on sales: the page is picked on the cheap keys with ties, then ranked exactly.
    for (let i = 0; i < 12; i++)
      await addProduct({ name: `Tied sofa ${i}`, arName: `كنبة متعادلة ${i}`, eg: { sales: i % 3 } });
    for (const text of ["sofa", "كنبة", "tied sofa", "sofe", "oak"]) {
      const tokens = queryTokens(text);
      const exact = tsqueryText(tokens);
      const fuzzy = tsqueryText(tokens, { alternatives: await typoAlternativesFor(tokens) });
      const inNames = tsqueryText(tokens, { weights: "A" });
      // The reference: every match ranked in one ORDER BY, as before the two-step ranking.
      const reference = await queryRows<{ id: string }>(
        f.database.db,
        sql`select ps.product_id as id from product_search ps cross join (
              select to_tsquery('arabic', ${fuzzy}) || to_tsquery('english', ${fuzzy}) as fuzzy,
                     to_tsquery('arabic', ${exact}) || to_tsquery('english', ${exact}) as exact,
                     to_tsquery('arabic', ${inNames}) || to_tsquery('english', ${inNames}) as in_names) q
             where ps.listed and ps.tsv @@ q.fuzzy
             order by case when ps.names like ${`%${tokens.join(" ")}%`} then 3 when ps.tsv @@ q.in_names then 2
                           when ps.tsv @@ q.exact then 1 else 0 end desc,
                      ps.eg_available desc, ps.eg_sales desc, ts_rank(ps.tsv, q.fuzzy) desc, ps.created_at desc,
                      ps.product_id`,
      );
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(reference.length / 5) + 1; page++) {
        const result = await globalSearch(f.ctx(), { searchText: text, paginate: { page, limit: 5 } });
        expect(result.total).toBe(reference.length);
        paged.push(...result.products.map((p) => p.id));
      }
      expect(paged, text).toEqual(reference.map((r) => r.id));
      const suggested = await searchSuggestions(f.ctx(), { text });
      expect(suggested.products.map((p) => p.id)).toEqual(paged.slice(0, 5));
    }
  });

  it("nothing a user types can break the query", async () => {
    const hostile = [
      `"`,
      `'`,
      `''; drop table products; --`,
      `a & b | !c <-> d`,
      `:* :A (( ))`,
      `\\`,
      `%_%`,
      `😀🛋️👍🏽`,
      `كنبة 😀 & | !`,
      "x".repeat(100_000),
      "كنبة ".repeat(2_000),
      "\u0000\u200f\u202e",
      `<script>alert(1)</script>`,
      "   ",
      "ـــ",
    ];
    for (const text of hostile) {
      const r = await globalSearch(f.ctx(), { searchText: text });
      expect(Array.isArray(r.products)).toBe(true);
      const sugg = await searchSuggestions(f.ctx(), { text });
      expect(sugg.products.length).toBeLessThanOrEqual(5);
      await newSearchKeyword(f.ctx(), { keyword: text });
    }
    expect((await globalSearch(f.ctx(), { searchText: "😀" })).products).toEqual([]);
    expect((await globalSearch(f.ctx(), { searchText: `كنبة "&|!` })).products.length).toBeGreaterThan(0);
    const [products] = await queryRows<{ n: number }>(
      f.database.db,
      sql`select count(*)::int as n from products`,
    );
    expect(products!.n).toBeGreaterThan(200);
  });
});

describe("the index stays current", () => {
  it("follows a product's name, status and prices", async () => {
    const id = await addProduct({ name: "Fanous lantern", arName: "فانوس نحاسي", eg: { available: false } });
    expect(await ids("fanous")).toContain(id);
    await f.database.db
      .update(s.products)
      .set({ name: "Misbah lantern", arName: "مصباح نحاسي" })
      .where(eq(s.products.id, id));
    expect(await ids("fanous")).not.toContain(id);
    expect(await ids("misbah")).toContain(id);
    const avail = async () =>
      (await globalSearch(f.ctx(), { searchText: "misbah", filter: { availableIn: "eg" } })).products.map(
        (p) => p.id,
      );
    expect(await avail()).not.toContain(id);
    await f.database.db
      .update(s.productPrices)
      .set({ available: true })
      .where(eq(s.productPrices.productId, id));
    expect(await avail()).toContain(id);
    await f.database.db.update(s.products).set({ status: "inactive" }).where(eq(s.products.id, id));
    expect(await ids("misbah")).not.toContain(id);
    await f.database.db.delete(s.products).where(eq(s.products.id, id));
    expect(await ids("misbah")).not.toContain(id);
  });

  it("follows category and designer names", async () => {
    const [designer] = await f.database.db
      .select()
      .from(s.users)
      .where(eq(s.users.role, "designer"))
      .limit(1);
    const before = await ids(designer!.name);
    expect(before.length).toBeGreaterThan(0);
    await f.database.db.update(s.users).set({ name: "Zenobia Qasr" }).where(eq(s.users.id, designer!.id));
    expect(await ids("zenobia")).toEqual(expect.arrayContaining(before));
    const found = await globalSearch(f.ctx(), { searchText: "zenobia" });
    expect(found.designers.map((d) => d.id)).toContain(designer!.id);
  });
});

describe("globalSearch", () => {
  it("sorts by -createdAt without text and by relevance with text unless a sort is given", async () => {
    const plain = await globalSearch(f.ctx(), {});
    expect(plain.sort).toBe("-createdAt");
    const dates = plain.products.map((p) => p.createdAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect((await globalSearch(f.ctx(), { searchText: "sofa" })).sort).toBe("-relevance");
    const byPrice = await globalSearch(f.ctx(), { searchText: "sofa", sort: "price" });
    const prices = byPrice.products.map((p) => p.prices.eg?.after ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("filters by availability, category and price and pages", async () => {
    const all = await globalSearch(f.ctx(), {
      searchText: "",
      filter: { availableIn: "sa" },
      paginate: { limit: 10 },
    });
    expect(all.products.every((p) => p.prices.sa !== null)).toBe(true);
    const page2 = await globalSearch(f.ctx(), {
      filter: { availableIn: "sa" },
      paginate: { page: 2, limit: 10 },
    });
    expect(page2.total).toBe(all.total);
    expect(page2.products[0]!.id).not.toBe(all.products[0]!.id);
    const sofas = await globalSearch(f.ctx(), { filter: { category: "sofas" } });
    expect(sofas.products.length).toBeGreaterThan(0);
    expect(sofas.products.every((p) => /sofa/i.test(p.name))).toBe(true);
    const cheap = await globalSearch(f.ctx(), { filter: { priceTo: 500_000 } });
    expect(cheap.products.every((p) => (p.prices.eg?.after ?? 0) <= 500_000)).toBe(true);
    expect(cheap.priceRange!.max).toBeLessThanOrEqual(500_000);
  });

  it("gives each hit its prices through the pricing rules and the fallback image when it has none", async () => {
    const id = await addProduct({ name: "Bare hook", arName: "علاقة عارية" });
    const [hit] = (await globalSearch(f.ctx(), { searchText: "bare hook" })).products;
    expect(hit!.id).toBe(id);
    expect(hit!.image).toBe(FALLBACK_PRODUCT_IMAGE);
    expect(hit!.prices.eg).toMatchObject({ before: 100_000, after: 100_000 });
    expect(hit!.prices.ae).toBeNull();
  });

  it("searchAllProducts returns the best matches, sold in availableIn", async () => {
    const hits = await searchAllProducts(f.ctx(), { value: "sofa", availableIn: "sa" });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.prices.sa !== null)).toBe(true);
    expect(await searchAllProducts(f.ctx(), { value: "" })).toEqual([]);
  });
});

describe("prices after offers and collection discounts (decision 0033)", () => {
  const DAY = 86_400_000;
  /** A running offer or collection taking `discount` % off. */
  async function addDiscount(table: "offers" | "collections", discount: number) {
    const id = randomUUID();
    const row = {
      id,
      slug: `d-${id}`,
      title: "Test discount",
      arTitle: "خصم تجريبي",
      discount,
      startDate: new Date(Date.now() - DAY),
      endDate: new Date(Date.now() + DAY),
    };
    if (table === "offers") await f.database.db.insert(s.offers).values(row);
    else await f.database.db.insert(s.collections).values(row);
    forgetRunningDiscounts(f.database.db);
    clearSearchCounts(f.database.db);
    return id;
  }
  const COUNTRIES = ["eg", "sa"] as const;
  type Country = (typeof COUNTRIES)[number];
  const shown = (hit: SearchHit, country: Country) => hit.prices[country]?.after ?? null;
  const priced = (hits: SearchHit[], country: Country) =>
    hits.map((h) => shown(h, country)).filter((p): p is number => p !== null);

  // Lantern: list 100,000 / 40,000, offer 30 % → 70,000 / 28,000. Sconce: list 50,000 / 20,000, offer
  // 10 % and collection 40 % (the larger applies) → 30,000 / 12,000. Pendant: 80,000 / 32,000, none.
  // By list price: sconce, pendant, lantern; by the price shown: sconce, lantern, pendant.
  let lantern: string;
  let sconce: string;
  let pendant: string;
  const after = {
    eg: { lantern: 70_000, lanternList: 100_000, sconce: 30_000, sconceList: 50_000 },
    sa: { lantern: 28_000, lanternList: 40_000, sconce: 12_000, sconceList: 20_000 },
  };
  beforeAll(async () => {
    lantern = await addProduct({
      name: "Qandil lantern",
      arName: "قنديل فانوس",
      eg: { price: 100_000 },
      sa: { price: 40_000 },
      offerId: await addDiscount("offers", 30),
    });
    sconce = await addProduct({
      name: "Qandil sconce",
      arName: "قنديل جداري",
      eg: { price: 50_000 },
      sa: { price: 20_000 },
      offerId: await addDiscount("offers", 10),
      collectionId: await addDiscount("collections", 40),
    });
    pendant = await addProduct({
      name: "Qandil pendant",
      arName: "قنديل معلق",
      eg: { price: 80_000 },
      sa: { price: 32_000 },
    });
    clearSearchCounts(f.database.db);
  });

  it("does not find a product whose list price is in the range but whose price after discount is below it", async () => {
    for (const country of COUNTRIES) {
      const a = after[country];
      for (const text of ["qandil", "قنديل", ""]) {
        const search = async (priceFrom: number, priceTo: number) => {
          const r = await globalSearch(f.ctx({ country }), {
            searchText: text,
            filter: { priceFrom, priceTo },
            paginate: { limit: 48 },
          });
          // every hit shown lies within the chosen range, and so does the range
          for (const p of priced(r.products, country)) {
            expect(p).toBeGreaterThanOrEqual(priceFrom);
            expect(p).toBeLessThanOrEqual(priceTo);
          }
          if (r.priceRange) {
            expect(r.priceRange.min).toBeGreaterThanOrEqual(priceFrom);
            expect(r.priceRange.max).toBeLessThanOrEqual(priceTo);
          }
          return r.products.map((h) => h.id);
        };
        const listRange = await search(a.lantern + 1, a.lanternList);
        expect(listRange).not.toContain(lantern);
        const shownRange = await search(a.lantern, a.lantern);
        expect(shownRange).toContain(lantern);
        expect(await search(a.sconce + 1, a.sconceList)).not.toContain(sconce);
        expect(await search(a.sconce, a.sconce)).toContain(sconce);
      }
    }
  });

  it("sorts by the prices shown, both ways, in both countries", async () => {
    for (const country of COUNTRIES) {
      const qandil = await globalSearch(f.ctx({ country }), { searchText: "qandil", sort: "price" });
      expect(qandil.products.map((h) => h.id)).toEqual([sconce, lantern, pendant]);
      let discounted = 0;
      for (const text of ["qandil", "sofa", "كنبة", "oak", ""])
        for (const sort of ["price", "-price"]) {
          const r = await globalSearch(f.ctx({ country }), {
            searchText: text,
            sort,
            paginate: { limit: 48 },
          });
          const prices = r.products.map((h) => shown(h, country));
          const known = prices.filter((p): p is number => p !== null);
          // products without a price in the country come last
          expect(prices.slice(0, known.length)).toEqual(known);
          expect(known).toEqual([...known].sort((x, y) => (sort === "price" ? x - y : y - x)));
          discounted += r.products.filter((h) => (h.prices[country]?.discountPercent ?? 0) > 0).length;
        }
      expect(discounted).toBeGreaterThan(0);
    }
  });

  it("follows a product's offer and collection (the index row keeps them)", async () => {
    const found = async (price: number) =>
      (
        await globalSearch(f.ctx(), { searchText: "qandil", filter: { priceFrom: price, priceTo: price } })
      ).products.map((h) => h.id);
    expect(await found(80_000)).toContain(pendant);
    const half = await addDiscount("offers", 50);
    await f.database.db.update(s.products).set({ offerId: half }).where(eq(s.products.id, pendant));
    expect(await found(80_000)).not.toContain(pendant);
    expect(await found(40_000)).toContain(pendant);
    const quarter = await addDiscount("collections", 25);
    await f.database.db
      .update(s.products)
      .set({ offerId: null, collectionId: quarter })
      .where(eq(s.products.id, pendant));
    expect(await found(60_000)).toContain(pendant);
    await f.database.db.update(s.products).set({ collectionId: null }).where(eq(s.products.id, pendant));
    expect(await found(80_000)).toContain(pendant);
  });

  it("gives the lowest and highest of the prices shown as the price range", async () => {
    clearSearchCounts(f.database.db);
    for (const country of COUNTRIES) {
      for (const text of ["qandil", "sofa", "كنبة", "lamp"]) {
        const r = await globalSearch(f.ctx({ country }), { searchText: text, paginate: { limit: 48 } });
        expect(r.total).toBeGreaterThan(0);
        expect(r.total).toBeLessThanOrEqual(48);
        const prices = priced(r.products, country);
        expect(r.priceRange).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
      }
      // without text: every listed product, page by page
      const first = await globalSearch(f.ctx({ country }), { paginate: { limit: 48 } });
      const prices = priced(first.products, country);
      for (let page = 2; page <= Math.ceil(first.total / 48); page++)
        prices.push(
          ...priced(
            (await globalSearch(f.ctx({ country }), { paginate: { page, limit: 48 } })).products,
            country,
          ),
        );
      expect(first.priceRange).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    }
  });
});

describe("suggestions and keywords", () => {
  it("give at most 5 keywords and 5 products, and nothing for empty text", async () => {
    const s1 = await searchSuggestions(f.ctx(), { text: "ك" });
    expect(s1.keywords.length).toBeLessThanOrEqual(5);
    expect(s1.products.length).toBeLessThanOrEqual(5);
    expect(await searchSuggestions(f.ctx(), { text: "   " })).toEqual({ keywords: [], products: [] });
  });

  it("newSearchKeyword records normalised searches and the suggestions learn popular ones that found something", async () => {
    const first = await newSearchKeyword(f.ctx(), { keyword: "  أَباجورة   نحاس " });
    expect(first).toMatchObject({ normalizedKeyword: "اباجوره نحاس", count: 1 });
    expect(first!.resultsCount).toBeGreaterThan(0);
    let s1 = await searchSuggestions(f.ctx(), { text: "اباج" });
    expect(s1.keywords.map((k) => k.normalized)).not.toContain("اباجوره نحاس");
    const second = await newSearchKeyword(f.ctx(), { keyword: "اباجورة نحاس" });
    expect(second).toMatchObject({ count: 2 });
    s1 = await searchSuggestions(f.ctx(), { text: "اباج" });
    expect(s1.keywords.map((k) => k.normalized)).toContain("اباجوره نحاس");
    // searches that found nothing never become suggestions
    await newSearchKeyword(f.ctx(), { keyword: "qwertyzx" });
    await newSearchKeyword(f.ctx(), { keyword: "qwertyzx" });
    expect((await searchSuggestions(f.ctx(), { text: "qwer" })).keywords).toEqual([]);
    expect(await newSearchKeyword(f.ctx(), { keyword: "😀" })).toBeNull();
  });

  it("shows a user's own recent searches first, and never to anyone else", async () => {
    await newSearchKeyword(f.ctx({ user: customer }), { keyword: "كنبة زمالك" });
    const mine = await searchSuggestions(f.ctx({ user: customer }), { text: "كنب" });
    expect(mine.keywords[0]).toMatchObject({ normalized: "كنبه زمالك", source: "recent" });
    const theirs = await searchSuggestions(f.ctx({ user: other }), { text: "كنب" });
    expect(theirs.keywords.map((k) => k.normalized)).not.toContain("كنبه زمالك");
    const guest = await searchSuggestions(f.ctx(), { text: "كنب" });
    expect(guest.keywords.every((k) => k.source !== "recent")).toBe(true);
  });
});

describe("searchUser", () => {
  it("finds designers for everyone and customers only for administrators", async () => {
    const designers = await searchUser(f.ctx(), { value: "a", role: "designer" });
    expect(designers.length).toBeGreaterThan(0);
    expect(designers.every((u) => u.role === "designer" && u.email === null)).toBe(true);
    await expect(searchUser(f.ctx(), { value: "mariam", role: "customer" })).rejects.toBeInstanceOf(
      DomainError,
    );
    await expect(searchUser(f.ctx({ user: customer }), { value: "mariam" })).rejects.toBeInstanceOf(
      DomainError,
    );
    const found = await searchUser(f.ctx({ user: admin }), { value: "customer@manzil", role: "customer" });
    expect(found.map((u) => u.id)).toContain(customer.id);
  });

  it("searches customers and e-mails with read:user:any only: not a catalogue administrator", async () => {
    const staff = (privilageType: "catalog" | "support" | "orders") =>
      f.ctx({ user: { ...other, privilageType } });
    const byEmail = { value: "customer@manzil", role: "customer" };
    await expect(searchUser(staff("catalog"), byEmail)).rejects.toMatchObject({ code: "FORBIDDEN" });
    const designers = await searchUser(staff("catalog"), { value: "a", role: "designer" });
    expect(designers.length).toBeGreaterThan(0);
    expect(designers.every((u) => u.email === null)).toBe(true);
    for (const privilege of ["support", "orders"] as const) {
      const found = await searchUser(staff(privilege), byEmail);
      expect(found.find((u) => u.id === customer.id)?.email, privilege).toBe("customer@manzil.test");
    }
  });
});
