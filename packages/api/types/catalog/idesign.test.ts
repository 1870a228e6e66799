/** The 'I design' page's operations (decision 0062): getIdesignProducts, getHowItWorksStages, the competition setting. */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import { productPrices, settings } from "#db/schema/index.ts";
import { clearCatalogCaches } from "#domain/catalog/products.service.ts";
import { startTestApp, type TestApp } from "../../../../test/app.ts";

type Reply<T> = { status_code: number; code: string; data: T | null };
type Card = {
  _id: string;
  isIDesign: boolean;
  idesignStages: number;
  designerStage: number;
  currency: string;
};
type Page = {
  products: Card[];
  pageInfo: { hasNext: boolean; totalCount: number; totalPages: number; page: number };
};

const IDESIGN = /* GraphQL */ `
  query ($paginate: PaginateInput, $currentCountry: String) {
    getIdesignProducts(paginate: $paginate, currentCountry: $currentCountry) {
      status_code
      data {
        products { _id isIDesign idesignStages designerStage currency }
        pageInfo { hasNext totalCount totalPages page }
      }
    }
  }
`;

let t: TestApp;
const idesign = async (variables: Record<string, unknown>) =>
  (await t.graphql<{ getIdesignProducts: Reply<Page> }>(IDESIGN, variables)).data.getIdesignProducts;

/** The customisable products a shopper in `country` may buy, straight from the tables. */
const expected = async (country: string) =>
  (
    await queryRows<{ id: string }>(
      t.database.db,
      sql`select p.id from products p join product_prices pp on pp.product_id = p.id
           where pp.country = ${country} and pp.available and p.is_idesign
             and p.status = 'active' and p.product_status = 'accepted'`,
    )
  ).map((r) => r.id);

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("getIdesignProducts", () => {
  it("lists only the customisable products sold in the current country, with their steps", async () => {
    const reply = await idesign({ paginate: { limit: 60 } });
    expect(reply.status_code).toBe(200);
    const ids = reply.data!.products.map((p) => p._id);
    expect(ids.length).toBeGreaterThan(1);
    expect(ids.sort()).toEqual((await expected("eg")).sort());
    for (const p of reply.data!.products) {
      expect(p.isIDesign).toBe(true);
      expect(p.currency).toBe("EGP");
      expect(p.idesignStages).toBe(3);
      expect(p.designerStage).toBeGreaterThanOrEqual(0);
      expect(p.designerStage).toBeLessThanOrEqual(p.idesignStages);
    }
    // The demo shows both card texts: pieces started by the designer and pieces left to the shopper.
    expect(new Set(reply.data!.products.map((p) => p.designerStage))).toEqual(new Set([0, 1]));
  });

  it("follows the country: a piece taken off sale in Saudi Arabia leaves the Saudi list only", async () => {
    const sa = (await idesign({ currentCountry: "sa", paginate: { limit: 60 } })).data!;
    expect(sa.products.map((p) => p._id).sort()).toEqual((await expected("sa")).sort());
    expect(sa.products.every((p) => p.currency === "SAR")).toBe(true);
    const gone = sa.products[0]!._id;
    const db = t.database.db;
    const offSale = and(eq(productPrices.productId, gone), eq(productPrices.country, "sa"));
    await db.update(productPrices).set({ available: false }).where(offSale);
    clearCatalogCaches(db);
    try {
      const after = (await idesign({ currentCountry: "sa", paginate: { limit: 60 } })).data!;
      expect(after.products.map((p) => p._id)).not.toContain(gone);
      expect(after.pageInfo.totalCount).toBe(sa.pageInfo.totalCount - 1);
      const eg = (await idesign({ currentCountry: "eg", paginate: { limit: 60 } })).data!;
      expect(eg.products.map((p) => p._id)).toContain(gone);
    } finally {
      await db.update(productPrices).set({ available: true }).where(offSale);
      clearCatalogCaches(db);
    }
  });

  it("pages through the list without gaps or repeats", async () => {
    const first = (await idesign({ paginate: { page: 1, limit: 2 } })).data!;
    const { totalCount, totalPages } = first.pageInfo;
    expect(totalPages).toBe(Math.ceil(totalCount / 2));
    expect(first.pageInfo.hasNext).toBe(totalPages > 1);
    const seen = new Set<string>();
    for (let page = 1; page <= totalPages; page++) {
      const reply = (await idesign({ paginate: { page, limit: 2 } })).data!;
      expect(reply.pageInfo.page).toBe(page);
      expect(reply.pageInfo.hasNext).toBe(page < totalPages);
      for (const p of reply.products) seen.add(p._id);
    }
    expect(seen.size).toBe(totalCount);
    expect((await idesign({ paginate: { page: totalPages + 1, limit: 2 } })).data!.products).toEqual([]);
  });
});

describe("getHowItWorksStages", () => {
  const STAGES = `query ($type: String) { getHowItWorksStages(type: $type) {
    status_code code data { type number title arTitle description arDescription } } }`;
  type Stage = { type: string; number: number; title: string; arTitle: string };
  const stages = async (type?: string) =>
    (await t.graphql<{ getHowItWorksStages: Reply<Stage[]> }>(STAGES, { type })).data.getHowItWorksStages;

  it("answers a journey's stages in order, in both languages", async () => {
    const reply = await stages("idesign");
    expect(reply.status_code).toBe(200);
    expect(reply.data!.map((s) => [s.type, s.number])).toEqual([
      ["idesign", 1],
      ["idesign", 2],
      ["idesign", 3],
    ]);
    expect(reply.data![0]).toMatchObject({ title: "Choose a base piece", arTitle: "اختر القطعة" });
    expect((await stages()).data!.length).toBeGreaterThan(reply.data!.length);
  });

  it("refuses an unknown journey with a code", async () => {
    const reply = await stages("nobody");
    expect(reply).toMatchObject({ status_code: 400, code: "INVALID_VALUE", data: null });
  });
});

describe("the design competition setting", () => {
  const SETTINGS = `{ getSettings { status_code data } }`;
  const read = async () =>
    (await t.graphql<{ getSettings: Reply<Record<string, unknown>> }>(SETTINGS)).data.getSettings.data!;

  it("is on in the demo and readable by the storefront's settings query, and follows a change", async () => {
    const before = await read();
    expect(before.showForCompetitionInput).toBe(true);
    expect(before.idesignBanner).toMatch(/\S/);
    const db = t.database.db;
    const key = eq(settings.key, "showForCompetitionInput");
    await db.update(settings).set({ value: false }).where(key);
    clearCatalogCaches(db);
    try {
      expect((await read()).showForCompetitionInput).toBe(false);
    } finally {
      await db.update(settings).set({ value: true }).where(key);
      clearCatalogCaches(db);
    }
  });
});
