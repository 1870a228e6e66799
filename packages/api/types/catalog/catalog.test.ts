import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import { productPrices, products, reviews, users } from "#db/schema/index.ts";
import { signSession } from "#domain/accounts/session.ts";
import { discounted as discountedPrice } from "#domain/pricing/pricing.rules.ts";
import { startTestApp, type TestApp } from "../../../../test/app.ts";

type Reply<T> = { status_code: number; message: string; errors: string[]; data: T | null };
type Card = {
  _id: string;
  slug: string;
  name: string;
  arName: string;
  createdAt: string;
  allPriceBeforeOffer: number | null;
  allPriceAfterOffer: number | null;
  egPrice: number | null;
  suPrice: number | null;
  egAfterOffersPrice: number | null;
  suAfterOffersPrice: number | null;
  totalDiscount: number;
  availableIn: string[];
  currency: string;
  salesNumberInEg: number;
  salesNumberInSu: number;
  category: { _id: string; slug: string } | null;
  subCategory: { _id: string; slug: string } | null;
  designer: { _id: string; slug: string } | null;
  collection: { _id: string; slug: string } | null;
  primaryProductImagePath: string | null;
  badges: Array<{ code: string }>;
};
type Page = {
  products: Card[];
  pageInfo: { hasNext: boolean; totalCount: number; totalPages: number; page: number; limit: number };
  priceRange: { min: number; max: number };
};

const CARD = `_id slug name arName createdAt allPriceBeforeOffer allPriceAfterOffer egPrice suPrice
  egAfterOffersPrice suAfterOffersPrice totalDiscount availableIn currency salesNumberInEg salesNumberInSu
  category { _id slug } subCategory { _id slug } designer { _id slug } collection { _id slug }
  primaryProductImagePath badges { code }`;

const FILTER = /* GraphQL */ `
  query ($category: String, $subCategory: String, $collection: String, $designer: String, $sort: String,
         $from: Int, $to: Int, $paginate: PaginateInput, $properties: [PropertyFilterInput!],
         $currentCountry: String, $inStock: Boolean, $isIDesign: Boolean, $featured: Boolean, $products: [String!]) {
    filterProducts(category: $category, subCategory: $subCategory, collection: $collection, designer: $designer,
                   sort: $sort, from: $from, to: $to, paginate: $paginate, properties: $properties,
                   currentCountry: $currentCountry, inStock: $inStock, isIDesign: $isIDesign, featured: $featured,
                   products: $products) {
      status_code message errors
      data { products { ${CARD} } pageInfo { hasNext totalCount totalPages page limit } priceRange { min max } }
    }
  }
`;

let t: TestApp;
const filter = async (variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
  (await t.graphql<{ filterProducts: Reply<Page> }>(FILTER, variables, headers)).data.filterProducts;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("filterProducts", () => {
  it("answers a page with pageInfo and the price range of the current country", async () => {
    const reply = await filter({ paginate: { page: 1, limit: 10 } });
    expect(reply.status_code).toBe(200);
    const { products: list, pageInfo, priceRange } = reply.data!;
    expect(list).toHaveLength(10);
    expect(pageInfo.page).toBe(1);
    expect(pageInfo.limit).toBe(10);
    expect(pageInfo.totalPages).toBe(Math.ceil(pageInfo.totalCount / 10));
    expect(pageInfo.hasNext).toBe(true);
    expect(priceRange.min).toBeGreaterThan(0);
    expect(priceRange.max).toBeGreaterThanOrEqual(priceRange.min);
    for (const p of list) {
      expect(p.currency).toBe("EGP");
      expect(p.availableIn).toContain("eg");
      expect(p.allPriceAfterOffer).toBe(p.egAfterOffersPrice);
      expect(p.allPriceBeforeOffer).toBe(p.egPrice);
      expect(p.primaryProductImagePath).toMatch(/-800\.webp$/);
    }
  });

  it("walks the pages without gaps or repeats, the last page has no next", async () => {
    const first = (await filter({ paginate: { page: 1, limit: 50 } })).data!;
    const total = first.pageInfo.totalCount;
    const last = (await filter({ paginate: { page: first.pageInfo.totalPages, limit: 50 } })).data!;
    expect(last.pageInfo.hasNext).toBe(false);
    expect(last.products.length).toBe(total - 50 * (first.pageInfo.totalPages - 1));
    const seen = new Set<string>();
    for (let page = 1; page <= first.pageInfo.totalPages; page++) {
      for (const p of (await filter({ paginate: { page, limit: 50 } })).data!.products) seen.add(p._id);
    }
    expect(seen.size).toBe(total);
    const beyond = (await filter({ paginate: { page: 999, limit: 50 } })).data!;
    expect(beyond.products).toEqual([]);
    expect(beyond.pageInfo.hasNext).toBe(false);
  });

  it("excludes products not sold in the current country and prices in SAR for Saudi Arabia", async () => {
    const eg = (await filter({ paginate: { limit: 60 } })).data!;
    const sa = (await filter({ paginate: { limit: 60 } }, { "accept-country": "SA" })).data!;
    expect(sa.pageInfo.totalCount).toBeLessThan(eg.pageInfo.totalCount);
    for (const p of sa.products) {
      expect(p.currency).toBe("SAR");
      expect(p.availableIn).toContain("sa");
      expect(p.allPriceAfterOffer).toBe(p.suAfterOffersPrice);
    }
    const viaArg = (await filter({ currentCountry: "saudi", paginate: { limit: 60 } })).data!;
    expect(viaArg.pageInfo.totalCount).toBe(sa.pageInfo.totalCount);
    expect(sa.priceRange.max).toBeLessThan(eg.priceRange.max);
  });

  it("counts exactly the active products priced in the country (against SQL)", async () => {
    for (const country of ["eg", "sa"] as const) {
      const [row] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from products p join product_prices pp on pp.product_id = p.id
             where pp.country = ${country} and pp.available and p.status = 'active'`,
      );
      const reply = await filter({ currentCountry: country });
      expect(reply.data!.pageInfo.totalCount).toBe(row!.n);
    }
  });

  it("sorts by newest, price both ways and best selling", async () => {
    const newest = (await filter({ sort: "newest", paginate: { limit: 40 } })).data!.products;
    const dates = newest.map((p) => Date.parse(p.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const asc = (await filter({ sort: "priceAsc", paginate: { limit: 40 } })).data!;
    const ascPrices = asc.products.map((p) => p.allPriceAfterOffer!);
    expect(ascPrices).toEqual([...ascPrices].sort((a, b) => a - b));
    expect(ascPrices[0]).toBe(asc.priceRange.min);
    const desc = (await filter({ sort: "-price", paginate: { limit: 40 } })).data!;
    const descPrices = desc.products.map((p) => p.allPriceAfterOffer!);
    expect(descPrices).toEqual([...descPrices].sort((a, b) => b - a));
    expect(descPrices[0]).toBe(desc.priceRange.max);
    const best = (await filter({ sort: "bestSelling", paginate: { limit: 40 } })).data!.products;
    const sales = best.map((p) => p.salesNumberInEg);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const bad = await filter({ sort: "sideways" });
    expect(bad.status_code).toBe(400);
    expect(bad.message).toBe("Unknown sort order");
  });

  it("filters by price range after discount; the range itself ignores the price filter", async () => {
    const all = (await filter({})).data!;
    const mid = Math.round((all.priceRange.min + all.priceRange.max) / 4);
    const cheap = (await filter({ to: mid, paginate: { limit: 60 } })).data!;
    expect(cheap.pageInfo.totalCount).toBeGreaterThan(0);
    expect(cheap.pageInfo.totalCount).toBeLessThan(all.pageInfo.totalCount);
    for (const p of cheap.products) expect(p.allPriceAfterOffer!).toBeLessThanOrEqual(mid);
    expect(cheap.priceRange).toEqual(all.priceRange);
    const dear = (await filter({ from: mid + 1 })).data!;
    expect(dear.pageInfo.totalCount + cheap.pageInfo.totalCount).toBe(all.pageInfo.totalCount);
    const wrong = await filter({ from: 100, to: 10 });
    expect(wrong.status_code).toBe(400);
  });

  it("filters by category (slug or id), subcategory, collection, designer, properties, stock, I design", async () => {
    const [sofa] = await queryRows<{ id: string; slug: string; parent: string }>(
      t.database.db,
      sql`select c.id, c.slug, p.slug as parent from categories c join categories p on p.id = c.parent_id
           where c.slug = 'sofas'`,
    );
    const bySlug = (await filter({ category: sofa!.parent })).data!;
    expect(bySlug.pageInfo.totalCount).toBeGreaterThan(0);
    for (const p of bySlug.products) expect(p.category!.slug).toBe(sofa!.parent);
    const sub = (await filter({ category: sofa!.parent, subCategory: sofa!.id })).data!;
    expect(sub.pageInfo.totalCount).toBeGreaterThan(0);
    expect(sub.pageInfo.totalCount).toBeLessThan(bySlug.pageInfo.totalCount);
    for (const p of sub.products) expect(p.subCategory!.slug).toBe("sofas");
    const subBySlug = (await filter({ subCategory: "sofas" })).data!;
    expect(subBySlug.pageInfo.totalCount).toBe(sub.pageInfo.totalCount);

    const coll = (await filter({ collection: "new-home-essentials" })).data!;
    expect(coll.pageInfo.totalCount).toBeGreaterThan(0);
    for (const p of coll.products) expect(p.collection!.slug).toBe("new-home-essentials");

    const designerSlug = bySlug.products[0]!.designer!.slug;
    const byDesigner = (await filter({ designer: designerSlug })).data!;
    for (const p of byDesigner.products) expect(p.designer!.slug).toBe(designerSlug);

    const colours = await queryRows<{ value: string; n: number }>(
      t.database.db,
      sql`select f.value, count(distinct f.product_id)::int as n from features f
            join product_prices pp on pp.product_id = f.product_id and pp.country = 'eg' and pp.available
            join products p on p.id = f.product_id and p.status = 'active'
           where f.property = 'Color' group by f.value order by n desc limit 1`,
    );
    const byColour = (await filter({ properties: [{ property: "Color", values: [colours[0]!.value] }] }))
      .data!;
    expect(byColour.pageInfo.totalCount).toBe(colours[0]!.n);

    const inStock = (await filter({ inStock: true })).data!;
    expect(inStock.pageInfo.totalCount).toBeLessThan((await filter({})).data!.pageInfo.totalCount);
    const idesign = (await filter({ isIDesign: true })).data!;
    expect(idesign.pageInfo.totalCount).toBeGreaterThan(0);
    const none = (await filter({ category: "no-such-category" })).data!;
    expect(none.pageInfo).toMatchObject({ totalCount: 0, totalPages: 1, hasNext: false });
    expect(none.priceRange).toEqual({ min: 0, max: 0 });
  });

  it("answers only the products asked for by slug or id (recently viewed), and none for an empty list", async () => {
    const some = (await filter({ paginate: { limit: 3 } })).data!.products;
    const asked = [some[0]!.slug, some[1]!._id, "no-such-product", "00000000-0000-4000-8000-000000000000"];
    const only = (await filter({ products: asked })).data!.products;
    expect(only.map((p) => p._id).sort()).toEqual([some[0]!._id, some[1]!._id].sort());
    expect((await filter({ products: [] })).data!.products).toEqual([]);
    // the country's rules still apply: an Egypt-only product is not listed in Saudi Arabia
    const egOnly = (await filter({ paginate: { limit: 60 } })).data!.products.find((p) => p.suPrice == null);
    if (egOnly) {
      const inSa = await filter({ products: [egOnly.slug] }, { "accept-country": "SA" });
      expect(inSa.data!.products).toEqual([]);
    }
    const tooMany = await filter({ products: Array.from({ length: 25 }, (_, i) => `p${i}`) });
    expect(tooMany.status_code).toBe(400);
  });

  it("computes the discount in SQL exactly as the pricing rules do (sort and range agree with the fields)", async () => {
    const discounted = (await filter({ sort: "priceAsc", paginate: { limit: 60 } })).data!.products.filter(
      (p) => p.totalDiscount > 0,
    );
    for (const p of discounted) {
      expect(p.allPriceAfterOffer).toBe(discountedPrice(p.allPriceBeforeOffer!, p.totalDiscount));
      expect(p.allPriceAfterOffer! % 100).toBe(0);
    }
    const deals = await t.graphql<{ getPaginatedProductsWithOffer: Reply<Page> }>(
      `{ getPaginatedProductsWithOffer(paginate: { limit: 60 }) { status_code data { products { totalDiscount } pageInfo { totalCount } } } }`,
    );
    const dealList = deals.data.getPaginatedProductsWithOffer.data!;
    expect(dealList.pageInfo.totalCount).toBeGreaterThan(0);
    for (const p of dealList.products) expect(p.totalDiscount).toBeGreaterThan(0);
  });
});

describe("one product", () => {
  const PRODUCT = /* GraphQL */ `
    query ($product: String!, $currentCountry: String) {
      getProductById(product: $product, currentCountry: $currentCountry) {
        status_code message
        data {
          ${CARD} egyptOnly availableInCurrentCountry tax requiredTime description arDescription lists arLists
          features { _id property value extraPrice egExtraPrice suExtraPrice }
          images { _id path width height primaryImage }
          tags { _id name arName } rating { average count }
          priceWith(features: []) { before after discountPercent tax currency }
        }
      }
    }
  `;
  type Full = Card & {
    egyptOnly: boolean;
    availableInCurrentCountry: boolean;
    tax: number | null;
    requiredTime: number | null;
    features: Array<{ _id: string; property: string; value: string; extraPrice: number }>;
    images: Array<{ _id: string; path: string; width: number; primaryImage: boolean }>;
  };
  const get = async (product: string, headers: Record<string, string> = {}, currentCountry?: string) =>
    (await t.graphql<{ getProductById: Reply<Full> }>(PRODUCT, { product, currentCountry }, headers)).data
      .getProductById;

  it("finds a product by id and by slug in both languages; 404 otherwise", async () => {
    const [row] = await t.database.db.select().from(products).where(eq(products.status, "active")).limit(1);
    const byId = await get(row!.id);
    expect(byId.status_code).toBe(200);
    expect(byId.data!.images[0]!.primaryImage).toBe(true);
    expect(byId.data!.images[0]!.width).toBe(800);
    const bySlug = await get(row!.slug, { "accept-language": "ar" });
    expect(bySlug.data!._id).toBe(row!.id);
    expect(bySlug.message).toBe("تمت العملية بنجاح");
    const missing = await get("no-such-product", { "accept-language": "en" });
    expect(missing).toMatchObject({ status_code: 404, message: "Product not found", data: null });
    const missingAr = await get("00000000-0000-4000-8000-000000000000", { "accept-language": "ar" });
    expect(missingAr).toMatchObject({ status_code: 404, message: "المنتج غير موجود" });
    const [inactive] = await t.database.db.select().from(products).where(eq(products.status, "inactive"));
    expect((await get(inactive!.id)).status_code).toBe(404);
  });

  it("shows an Egypt-only product in Saudi Arabia without a price", async () => {
    const [row] = await t.database.db.select().from(products).where(eq(products.egyptOnly, true)).limit(1);
    const sa = await get(row!.id, { "accept-country": "SA" });
    expect(sa.status_code).toBe(200);
    expect(sa.data).toMatchObject({
      egyptOnly: true,
      availableInCurrentCountry: false,
      allPriceAfterOffer: null,
    });
    const eg = await get(row!.id, {}, "eg");
    expect(eg.data!.availableInCurrentCountry).toBe(true);
    expect(eg.data!.allPriceAfterOffer).toBeGreaterThan(0);
  });

  it("prices chosen features through the pricing rules (one per property, per country)", async () => {
    const [withFeatures] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select f.product_id as id from features f join products p on p.id = f.product_id
            join product_prices pp on pp.product_id = p.id and pp.country = 'sa' and pp.available
           where f.eg_extra_price > 0 and p.status = 'active' limit 1`,
    );
    const product = await get(withFeatures!.id);
    const extra = product.data!.features.find((f) => f.extraPrice > 0)!;
    const quote = await t.graphql<{
      getProductById: Reply<{ priceWith: { before: number; after: number; discountPercent: number } }>;
    }>(
      `query ($id: String!, $f: [ID!]) { getProductById(product: $id) { data { priceWith(features: $f) { before after discountPercent } } } }`,
      { id: withFeatures!.id, f: [extra._id] },
    );
    const q = quote.data.getProductById.data!.priceWith;
    expect(q.before).toBe(product.data!.allPriceBeforeOffer! + extra.extraPrice);
    expect(q.after).toBe(discountedPrice(q.before, q.discountPercent));
    const sa = await get(withFeatures!.id, { "accept-country": "SA" });
    const saExtra = sa.data!.features.find((f) => f._id === extra._id)!;
    expect(saExtra.extraPrice).not.toBe(extra.extraPrice);
  });

  it("answers images, an image, suggestions and up-selling", async () => {
    const [row] = await t.database.db.select().from(products).where(eq(products.status, "active")).limit(1);
    const images = await t.graphql<{ getProductImages: Reply<Array<{ _id: string }>> }>(
      `query ($p: String!) { getProductImages(product: $p) { status_code data { _id path } } }`,
      { p: row!.id },
    );
    expect(images.data.getProductImages.data!.length).toBeGreaterThanOrEqual(3);
    const image = await t.graphql<{ getImageById: Reply<{ product: { _id: string } }> }>(
      `query ($i: String!) { getImageById(image: $i) { status_code data { _id product { _id } } } }`,
      { i: images.data.getProductImages.data![0]!._id },
    );
    expect(image.data.getImageById.data!.product._id).toBe(row!.id);
    const noImage = await t.graphql<{ getImageById: Reply<unknown> }>(
      `{ getImageById(image: "nope") { status_code message } }`,
    );
    expect(noImage.data.getImageById.status_code).toBe(404);
    const suggested = await t.graphql<{ getSuggestedProducts: Reply<Card[]> }>(
      `query ($c: String, $s: String, $p: String) { getSuggestedProducts(categoryId: $c, subCategoryId: $s, product: $p) { status_code data { _id category { _id } } } }`,
      { c: row!.categoryId, s: row!.subCategoryId, p: row!.id },
    );
    const list = suggested.data.getSuggestedProducts.data!;
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((p) => p._id)).not.toContain(row!.id);
    for (const p of list) expect(p.category!._id).toBe(row!.categoryId);
    const up = await t.graphql<{ upSellingProduct: Reply<Card[]> }>(
      `query ($p: String) { upSellingProduct(product: $p) { status_code data { _id allPriceAfterOffer } } }`,
      { p: row!.id },
    );
    expect(up.data.upSellingProduct.status_code).toBe(200);
  });
});

describe("lists and sections", () => {
  it("answers every list query in the envelope, in both countries", async () => {
    const queries = [
      `getFeaturedProducts { status_code data { _id } }`,
      `getProductsWithOffer { status_code data { _id totalDiscount } }`,
      `getNewArrivals(paginate: { limit: 5 }) { status_code data { products { _id } pageInfo { totalCount } } }`,
      `getIdesignProducts { status_code data { products { _id } } }`,
      `getOfferForHome { status_code data { _id title products { _id } } }`,
      `homeProductsWithCategorySectionOne { status_code data { category { slug } products { _id } } }`,
      `homeProductsWithCategorySectionTwo { status_code data { category { slug } products { _id } } }`,
      `homeProductsWithCollectionSectionOne { status_code data { collection { slug running } products { _id } } }`,
      `homeProductsWithCollectionSectionTwo { status_code data { collection { slug } products { _id } } }`,
      `getCollections { status_code data { slug running productsCount } }`,
      `getFeaturedDesigners { status_code data { slug productsCount } }`,
      `sortDesigners(sort: "products") { status_code data { slug productsCount } }`,
      `getUsers(role: "designer") { status_code data { slug } }`,
      `getSliders { status_code data { image link country lang } }`,
      `getBanners { status_code data { image link } }`,
      `getAdvert { status_code data { image link } }`,
      `getAttributes { status_code data { property groupedValues } }`,
    ];
    for (const country of ["EG", "SA"]) {
      for (const q of queries) {
        const { data, errors } = await t.graphql<Record<string, Reply<unknown>>>(
          `{ ${q} }`,
          {},
          {
            "accept-country": country,
            "accept-language": "ar",
          },
        );
        expect(errors, q).toBeUndefined();
        const reply = Object.values(data)[0]!;
        expect(reply.status_code, q).toBe(200);
        expect(reply.data, q).not.toBeNull();
      }
    }
  });

  it("fills the home sections with products of the right category and country", async () => {
    const { data } = await t.graphql<{
      homeProductsWithCategorySectionOne: Reply<Array<{ category: { _id: string }; products: Card[] }>>;
    }>(
      `{ homeProductsWithCategorySectionOne { data { category { _id } products { ${CARD} } } } }`,
      {},
      { "accept-country": "SA" },
    );
    const sections = data.homeProductsWithCategorySectionOne.data!;
    expect(sections).toHaveLength(2);
    for (const s of sections) {
      expect(s.products.length).toBe(10);
      for (const p of s.products) {
        expect(p.category!._id).toBe(s.category._id);
        expect(p.currency).toBe("SAR");
      }
    }
  });

  it("gives sliders per country and language", async () => {
    const q = `query ($c: String, $l: String) { getSliders(country: $c, lang: $l) { data { link country lang } } }`;
    const sa = await t.graphql<{ getSliders: Reply<Array<{ link: string; country: string; lang: string }>> }>(
      q,
      {
        c: "sa",
        l: "en",
      },
    );
    expect(sa.data.getSliders.data!.length).toBeGreaterThan(0);
    for (const s of sa.data.getSliders.data!) expect([s.country, s.lang]).toEqual(["sa", "en"]);
  });

  it("finds a collection, a designer, a tag and their products; 404s say what is missing", async () => {
    const coll = await t.graphql<{ getCollection: Reply<{ _id: string; title: string }> }>(
      `{ getCollection(slug: "family-gatherings") { status_code data { _id title arTitle running discount } } }`,
    );
    expect(coll.data.getCollection.status_code).toBe(200);
    const byIds = await t.graphql<{ getProductsByCollectionIds: Reply<Page> }>(
      `query ($c: [String!]!) { getProductsByCollectionIds(collections: $c) { status_code data { products { collection { _id } } pageInfo { totalCount } } } }`,
      { c: [coll.data.getCollection.data!._id] },
    );
    expect(byIds.data.getProductsByCollectionIds.data!.pageInfo.totalCount).toBeGreaterThan(0);
    const noColl = await t.graphql<{ getCollection: Reply<unknown> }>(
      `{ getCollection(slug: "nope") { status_code message } }`,
      {},
      { "accept-language": "en" },
    );
    expect(noColl.data.getCollection).toMatchObject({ status_code: 404, message: "Collection not found" });

    const designers = await t.graphql<{
      sortDesigners: Reply<Array<{ _id: string; slug: string; city: string | null; arCity: string | null }>>;
    }>(`{ sortDesigners(sort: "name") { data { _id slug city arCity } } }`);
    const d = designers.data.sortDesigners.data![0]!;
    // Cities typed in English read in Arabic from the governorate and area lists.
    const cities = new Map(designers.data.sortDesigners.data!.map((x) => [x.city, x.arCity]));
    expect(cities.get("Cairo")).toBe("القاهرة");
    expect(cities.get("Riyadh")).toBe("الرياض");
    const bySlug = await t.graphql<{ getDesignerBySlug: Reply<{ _id: string; productsCount: number }> }>(
      `query ($s: String!) { getDesignerBySlug(slug: $s) { status_code data { _id productsCount } } }`,
      { s: d.slug },
    );
    expect(bySlug.data.getDesignerBySlug.data!._id).toBe(d._id);
    expect(bySlug.data.getDesignerBySlug.data!.productsCount).toBeGreaterThan(0);
    const customer = await t.database.db.select().from(users).where(eq(users.role, "customer")).limit(1);
    const notDesigner = await t.graphql<{ getDesignerBySlug: Reply<unknown> }>(
      `query ($u: String!) { getDesignerBySlug(slug: $u) { status_code } }`,
      { u: customer[0]!.id },
    );
    expect(notDesigner.data.getDesignerBySlug.status_code).toBe(404);
    const customers = await t.graphql<{ getUsers: Reply<unknown> }>(
      `{ getUsers(role: "customer") { status_code } }`,
    );
    expect(customers.data.getUsers.status_code).toBe(403);

    const [tag] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select tag_id as id from product_tags limit 1`,
    );
    const tagReply = await t.graphql<{ getTag: Reply<{ name: string }>; getProductsByTagId: Reply<Page> }>(
      `query ($t: String!) { getTag(tagId: $t) { status_code data { name arName } }
         getProductsByTagId(tag: $t) { status_code data { pageInfo { totalCount } } } }`,
      { t: tag!.id },
    );
    expect(tagReply.data.getTag.status_code).toBe(200);
    expect(tagReply.data.getProductsByTagId.data!.pageInfo.totalCount).toBeGreaterThan(0);
  });

  it("groups the features of a category with values and counts", async () => {
    const { data } = await t.graphql<{
      getFeaturesByCategoryOrCollection: Reply<
        Array<{ property: string; groupedValues: string[]; arGroupedValues: string[]; counts: number[] }>
      >;
    }>(
      `{ getFeaturesByCategoryOrCollection(category: "living-room") { status_code data { property arProperty groupedValues arGroupedValues counts } } }`,
    );
    const groups = data.getFeaturesByCategoryOrCollection.data!;
    const colour = groups.find((g) => g.property === "Color")!;
    expect(colour.groupedValues.length).toBeGreaterThan(1);
    expect(colour.arGroupedValues).toHaveLength(colour.groupedValues.length);
    expect(colour.counts.every((n) => n > 0)).toBe(true);
  });

  it("answers a page's facets counted over its own products, and filters by delivery time", async () => {
    type Facets = {
      designers: Array<{ key: string; count: number }>;
      options: Array<{
        property: string;
        colour: boolean;
        values: Array<{ arName: string; count: number; swatch: string | null }>;
      }>;
      delivery: Array<{ days: number; count: number; selected: boolean }>;
      inStock: number | null;
    };
    const query = /* GraphQL */ `
      query ($designer: String, $deliveryDays: Int, $only: [String!]) {
        filterProducts(designer: $designer, deliveryDays: $deliveryDays) {
          status_code
          data { pageInfo { totalCount } facets(only: $only) {
            designers { key count } inStock delivery { days count selected }
            options { property colour values { arName count swatch } } } }
        }
      }`;
    const ask = async (variables: Record<string, unknown>) =>
      (
        await t.graphql<{ filterProducts: Reply<{ pageInfo: { totalCount: number }; facets: Facets }> }>(
          query,
          variables,
        )
      ).data.filterProducts.data!;
    const [designer] = await queryRows<{ slug: string }>(
      t.database.db,
      sql`select u.slug from users u join products p on p.designer_id = u.id group by u.slug order by count(*) desc limit 1`,
    );
    const page = await ask({ designer: designer!.slug, only: ["features", "delivery", "stock"] });
    expect(page.facets.designers).toEqual([]);
    expect(page.facets.inStock).toBeLessThanOrEqual(page.pageInfo.totalCount);
    for (const g of page.facets.options)
      for (const v of g.values) expect(v.count).toBeLessThanOrEqual(page.pageInfo.totalCount);
    const colour = page.facets.options.find((g) => g.colour);
    if (colour) expect(colour.values.every((v) => v.swatch && v.arName)).toBe(true);
    const all = await ask({ only: ["delivery"] });
    const within = all.facets.delivery[0]!;
    const fast = await ask({ deliveryDays: within.days, only: ["delivery"] });
    expect(fast.pageInfo.totalCount).toBe(within.count);
    expect(fast.facets.delivery.find((c) => c.days === within.days)!.selected).toBe(true);
  });
});

describe("reviews", () => {
  const ADD = /* GraphQL */ `
    mutation ($user: String, $product: String, $type: String!, $text: String!, $rating: Int) {
      addReview(user: $user, product: $product, type: $type, text: $text, rating: $rating) {
        status_code message errors data { _id text rating user { _id name } }
      }
    }
  `;
  type Added = { addReview: Reply<{ _id: string; text: string; rating: number; user: { _id: string } }> };
  const tokenOf = async (email: string) => {
    const [u] = await t.database.db.select().from(users).where(eq(users.email, email));
    return { user: u!, auth: { authorization: `Bearer ${await signSession(u!, t.config.jwtSecret)}` } };
  };
  const freshProduct = async (userId: string) => {
    const [row] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select p.id from products p where p.status = 'active'
            and not exists (select 1 from reviews r where r.product_id = p.id and r.user_id = ${userId}) limit 1`,
    );
    return row!.id;
  };

  it("refuses visitors who are not logged in", async () => {
    const product = await freshProduct("00000000-0000-4000-8000-000000000000");
    const { data } = await t.graphql<Added>(
      ADD,
      { product, type: "review", text: "Lovely", rating: 5 },
      {
        "accept-language": "en",
      },
    );
    expect(data.addReview).toMatchObject({ status_code: 401, message: "Please sign in first", data: null });
  });

  it("adds a sanitised review once per user and product", async () => {
    const { user, auth } = await tokenOf("customer@manzil.test");
    const product = await freshProduct(user.id);
    const text = "  <b>Great</b> sofa <script>alert(1)</script>, very   comfortable  ";
    const first = await t.graphql<Added>(ADD, { product, type: "review", text, rating: 4 }, auth);
    expect(first.data.addReview.status_code).toBe(200);
    expect(first.data.addReview.data).toMatchObject({ text: "Great sofa , very comfortable", rating: 4 });
    expect(first.data.addReview.data!.user._id).toBe(user.id);
    const again = await t.graphql<Added>(
      ADD,
      { product, type: "review", text: "Again", rating: 5 },
      {
        ...auth,
        "accept-language": "en",
      },
    );
    expect(again.data.addReview).toMatchObject({
      status_code: 409,
      message: "You have already reviewed this product",
    });
    const list = await t.graphql<{ getDiscussionReviews: Reply<Array<{ _id: string }>> }>(
      `query ($p: String!) { getDiscussionReviews(product: $p, type: "review") { data { _id rating text } } }`,
      { p: product },
    );
    expect(list.data.getDiscussionReviews.data!.map((r) => r._id)).toContain(first.data.addReview.data!._id);
    const rating = await t.graphql<{
      getProductById: Reply<{ rating: { count: number; average: number; distribution: number[] } }>;
    }>(
      `query ($p: String!) { getProductById(product: $p) { data { rating { count average distribution } } } }`,
      {
        p: product,
      },
    );
    const summary = rating.data.getProductById.data!.rating;
    expect(summary.count).toBeGreaterThanOrEqual(1);
    // The spread (1 to 5 stars) counts the same reviews as the count; this one gave 4 stars.
    expect(summary.distribution).toHaveLength(5);
    expect(summary.distribution.reduce((a, b) => a + b, 0)).toBe(summary.count);
    expect(summary.distribution[3]).toBeGreaterThanOrEqual(1);
  });

  it("validates rating, text and target with the field named", async () => {
    const { user, auth } = await tokenOf("customer@manzil.test");
    const product = await freshProduct(user.id);
    const en = { ...auth, "accept-language": "en" };
    const high = await t.graphql<Added>(ADD, { product, type: "review", text: "Nice", rating: 6 }, en);
    expect(high.data.addReview).toMatchObject({
      status_code: 400,
      message: "The rating must be from 1 to 5",
    });
    expect(high.data.addReview.errors).toContain("rating: The rating must be from 1 to 5");
    const noRating = await t.graphql<Added>(ADD, { product, type: "review", text: "Nice" }, en);
    expect(noRating.data.addReview.status_code).toBe(400);
    expect(noRating.data.addReview.errors).toContain("rating: This field is required");
    const empty = await t.graphql<Added>(ADD, { product, type: "review", text: "<p> </p>", rating: 3 }, en);
    expect(empty.data.addReview.errors).toContain("text: This field is required");
    const long = await t.graphql<Added>(
      ADD,
      { product, type: "review", text: "x".repeat(2001), rating: 3 },
      en,
    );
    expect(long.data.addReview.message).toBe("The review may not be longer than 2000 characters");
    const noTarget = await t.graphql<Added>(ADD, { type: "review", text: "Nice", rating: 3 }, en);
    expect(noTarget.data.addReview.status_code).toBe(400);
    const ar = await t.graphql<Added>(
      ADD,
      { product, type: "review", text: "Nice", rating: 0 },
      {
        ...auth,
        "accept-language": "ar",
      },
    );
    expect(ar.data.addReview.message).toBe("يجب أن يكون التقييم من 1 إلى 5");
    const count = await t.database.db.select().from(reviews).where(eq(reviews.productId, product));
    expect(count.filter((r) => r.userId === user.id)).toHaveLength(0);
  });

  it("does not let a user write as someone else", async () => {
    const { auth } = await tokenOf("customer@manzil.test");
    const other = await tokenOf("designer@manzil.test");
    const product = await freshProduct(other.user.id);
    const { data } = await t.graphql<Added>(
      ADD,
      { user: other.user.id, product, type: "review", text: "Fake", rating: 1 },
      { ...auth, "accept-language": "en" },
    );
    expect(data.addReview).toMatchObject({
      status_code: 403,
      message: "You cannot write in another user's name",
    });
  });

  it("refuses a blocked user", async () => {
    const { user, auth } = await tokenOf("designer@manzil.test");
    await t.database.db.update(users).set({ status: "blocked" }).where(eq(users.id, user.id));
    try {
      const product = await freshProduct(user.id);
      const { data } = await t.graphql<Added>(
        ADD,
        { product, type: "review", text: "Hi there", rating: 3 },
        {
          ...auth,
          "accept-language": "en",
        },
      );
      expect(data.addReview).toMatchObject({ status_code: 403, message: "Sorry this user is blocked!" });
    } finally {
      await t.database.db.update(users).set({ status: "active" }).where(eq(users.id, user.id));
    }
  });

  it("lists discussions and comments", async () => {
    const [row] = await t.database.db
      .select({ productId: reviews.productId })
      .from(reviews)
      .where(eq(reviews.type, "discussion"))
      .limit(1);
    const { data } = await t.graphql<{ getDiscussionReviews: Reply<Array<{ type: string }>> }>(
      `query ($p: String!) { getDiscussionReviews(product: $p) { status_code data { type text user { name } } } }`,
      { p: row!.productId },
    );
    expect(data.getDiscussionReviews.data!.length).toBeGreaterThan(0);
    for (const r of data.getDiscussionReviews.data!) expect(r.type).toBe("discussion");
    const comments = await t.graphql<{ getCommentReviews: Reply<unknown[]> }>(
      `{ getCommentReviews(type: "comment") { status_code data { _id } } }`,
    );
    expect(comments.data.getCommentReviews.status_code).toBe(200);
  });
});

describe("prices stay consistent with the price rows", () => {
  it("the SA price field is the sa row's price", async () => {
    const [row] = await t.database.db
      .select()
      .from(productPrices)
      .where(eq(productPrices.country, "sa"))
      .limit(1);
    const { data } = await t.graphql<{ getProductById: Reply<Card> }>(
      `query ($p: String!) { getProductById(product: $p) { data { suPrice egPrice } } }`,
      { p: row!.productId },
    );
    if (row!.available) expect(data.getProductById.data!.suPrice).toBe(row!.price);
  });
});
