/**
 * The back office's collections and offers over the admin API (decision 0134): who may write,
 * refusals with field messages and nothing changed, the state tabs, products in and out, the audit
 * trail, and the storefront showing a change at once (this process's caches cleared on commit).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import * as s from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "../../../../test/app.ts";
import { call, callAdmin, login } from "../../../../test/test-kit.ts";

const C = `_id slug title arTitle discount status state startDate endDate productCount description arDescription
  products { _id name }`;
const O = `_id slug title arTitle discount status state inHome salesNumber productCount products { _id }`;
const E = `status_code code message fieldErrors { field code message }`;
const LIST_C = `query ($o: ListOptions, $f: AdminSaleFilter) { adminCollections(options: $o, filter: $f) {
  ${E} data { total items { _id slug state productCount } } } }`;
const CREATE_C = `mutation ($input: AdminCollectionInput!) { createCollection(input: $input) { ${E} data { ${C} } } }`;
const UPDATE_C = `mutation ($id: ID!, $input: AdminCollectionInput!) { updateCollection(id: $id, input: $input) {
  ${E} data { ${C} } } }`;
const ADD_C = `mutation ($id: ID!, $p: [ID!]!) { addCollectionProducts(id: $id, products: $p) { ${E} data { _id } } }`;
const REMOVE_C = `mutation ($id: ID!, $p: [ID!]!) { removeCollectionProducts(id: $id, products: $p) { ${E} data { _id } } }`;
const DELETE_C = `mutation ($id: ID!) { deleteCollection(id: $id) { ${E} data { _id } } }`;
const ONE_C = `query ($id: ID!) { adminCollection(id: $id) { ${E} data { ${C} } } }`;
const CREATE_O = `mutation ($input: AdminOfferInput!) { createOffer(input: $input) { ${E} data { ${O} } } }`;
const ADD_O = `mutation ($id: ID!, $p: [ID!]!) { addOfferProducts(id: $id, products: $p) { ${E} data { _id } } }`;
const LIST_O = `query ($f: AdminSaleFilter) { adminOffers(filter: $f) { ${E} data { total items { _id slug state } } } }`;
const SHOP_COLLECTIONS = `query { getCollections { status_code data { slug arTitle running productsCount } } }`;
const SHOP_OFFERS = `query { getProductsWithOffer { status_code data { _id totalDiscount } } }`;

interface Sale {
  _id: string;
  slug: string;
  title: string;
  state: string;
  productCount: number;
  products: Array<{ _id: string; name: string }>;
}

let t: TestApp;
let admin: string;
let catalog: string;
let support: string;
let productIds: string[];

const day = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();
const running = { startDate: iso(-1), endDate: iso(10) };

beforeAll(async () => {
  t = await startTestApp();
  [admin, catalog, support] = await Promise.all(
    ["admin@manzil.test", "catalog@manzil.test", "support@manzil.test"].map((e) => login(t, e)),
  );
  // Products sold in Egypt, in no collection or offer yet.
  const rows = await queryRows<{ id: string }>(
    t.database.db,
    sql`select p.id from products p join product_prices pp on pp.product_id = p.id and pp.country = 'eg'
         and pp.available where p.status = 'active' and p.product_status = 'accepted'
         and p.collection_id is null and p.offer_id is null order by p.slug limit 3`,
  );
  productIds = rows.map((r) => r.id);
});
afterAll(() => t?.close());

const auditOf = (id: string) =>
  t.database.db.select().from(s.auditEntries).where(eq(s.auditEntries.entityId, id));
const createC = (input: Record<string, unknown>, token = catalog, lang: "ar" | "en" = "en") =>
  callAdmin<Sale>(t, CREATE_C, { input }, { token, lang });
const count = async (table: "collections" | "offers") =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!
    .n;

describe("who may handle collections and offers", () => {
  it("support staff are refused reading and writing, and nothing is created", async () => {
    const before = await count("collections");
    expect(await callAdmin(t, LIST_C, {}, { token: support })).toMatchObject({ status_code: 403 });
    const refused = await createC(
      { slug: "support-sale", title: "S", arTitle: "س", discount: 10, ...running },
      support,
    );
    expect(refused).toMatchObject({ status_code: 403, code: "FORBIDDEN" });
    expect(await callAdmin(t, LIST_O, {}, { token: support })).toMatchObject({ status_code: 403 });
    expect(await count("collections")).toBe(before);
  });

  it("catalogue staff and the super administrator may", async () => {
    expect(await callAdmin(t, LIST_C, {}, { token: catalog })).toMatchObject({ status_code: 200 });
    expect(await callAdmin(t, LIST_O, {}, { token: admin })).toMatchObject({ status_code: 200 });
  });
});

describe("collections", () => {
  it("creates one with a product, audited, and the shop lists it at once", async () => {
    const made = await createC(
      { slug: "eid-sale", title: "Eid sale", arTitle: "تخفيضات العيد", discount: 20, ...running },
      catalog,
    );
    expect(made).toMatchObject({
      status_code: 200,
      data: { state: "running", productCount: 0, status: "active" },
    });
    const id = made.data!._id;
    const added = await callAdmin(t, ADD_C, { id, p: [productIds[0]] }, { token: catalog });
    expect(added.status_code).toBe(200);
    const shop = await call<Array<{ slug: string; arTitle: string; running: boolean }>>(
      t,
      SHOP_COLLECTIONS,
      {},
      { country: "EG" },
    );
    expect(shop.data).toContainEqual(
      expect.objectContaining({ slug: "eid-sale", arTitle: "تخفيضات العيد", running: true }),
    );
    const entries = await auditOf(id);
    expect(entries.map((e) => e.action).sort()).toEqual(["collection.create", "collection.products"]);
    expect(entries.find((e) => e.action === "collection.create")).toMatchObject({
      after: { slug: "eid-sale", discount: 20 },
    });
    const [queued] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from outbox where topic = 'catalog.changed' and status = 'pending'`,
    );
    expect(queued!.n).toBeGreaterThan(0);
    const one = await callAdmin<Sale>(t, ONE_C, { id }, { token: catalog });
    expect(one.data!.products.map((p) => p._id)).toEqual([productIds[0]]);
  });

  it("refuses bad input with field messages in the admin's language and changes nothing", async () => {
    const before = await count("collections");
    const reversed = await createC(
      { slug: "backwards", title: "B", arTitle: "ب", discount: 10, startDate: iso(5), endDate: iso(1) },
      catalog,
      "ar",
    );
    expect(reversed).toMatchObject({ status_code: 400, code: "SALE_DATES_REVERSED" });
    expect(reversed.fieldErrors).toContainEqual(
      expect.objectContaining({
        field: "endDate",
        message: "يجب أن يكون تاريخ الانتهاء في يوم البدء أو بعده",
      }),
    );
    const tooMuch = await createC({ slug: "too-much", title: "T", arTitle: "ت", discount: 95, ...running });
    expect(tooMuch.fieldErrors).toContainEqual(
      expect.objectContaining({ field: "discount", code: "DISCOUNT_OUT_OF_RANGE" }),
    );
    const noTitle = await createC({
      slug: "no-title",
      title: "",
      arTitle: "",
      discount: 5,
      startDate: "soon",
      endDate: iso(1),
    });
    expect(noTitle.status_code).toBe(400);
    expect((noTitle.fieldErrors ?? []).map((f) => f.field)).toEqual(
      expect.arrayContaining(["title", "arTitle", "startDate"]),
    );
    const taken = await createC({
      slug: "eid-sale",
      title: "Again",
      arTitle: "مرة أخرى",
      discount: 5,
      ...running,
    });
    expect(taken).toMatchObject({ status_code: 409, code: "COLLECTION_SLUG_TAKEN" });
    expect(await count("collections")).toBe(before);
  });

  it("saves what changed, audited; checks the dates against the saved ones; NOTHING_CHANGED otherwise", async () => {
    const made = await createC({
      slug: "summer-later",
      title: "Summer",
      arTitle: "الصيف",
      discount: 15,
      startDate: iso(20),
      endDate: iso(40),
    });
    const id = made.data!._id;
    expect(made.data!.state).toBe("scheduled");
    const saved = await callAdmin<Sale>(
      t,
      UPDATE_C,
      { id, input: { title: "Summer sale", discount: 25 } },
      { token: catalog },
    );
    expect(saved).toMatchObject({ status_code: 200, data: { title: "Summer sale" } });
    const entry = (await auditOf(id)).find((e) => e.action === "collection.update");
    expect(entry).toMatchObject({
      before: { title: "Summer", discount: 15 },
      after: { title: "Summer sale", discount: 25 },
    });
    const reversed = await callAdmin(t, UPDATE_C, { id, input: { endDate: iso(10) } }, { token: catalog });
    expect(reversed).toMatchObject({ status_code: 400, code: "SALE_DATES_REVERSED" });
    const same = await callAdmin(t, UPDATE_C, { id, input: { title: "Summer sale" } }, { token: catalog });
    expect(same).toMatchObject({ status_code: 400, code: "NOTHING_CHANGED" });
    const scheduled = await callAdmin<{ items: Sale[] }>(
      t,
      LIST_C,
      { f: { state: "scheduled" } },
      { token: catalog },
    );
    expect(scheduled.data!.items.map((c) => c.slug)).toContain("summer-later");
    expect(scheduled.data!.items.every((c) => c.state === "scheduled")).toBe(true);
    const searched = await callAdmin<{ items: Sale[] }>(
      t,
      LIST_C,
      { o: { search: "الصيف" } },
      { token: catalog },
    );
    expect(searched.data!.items.map((c) => c.slug)).toEqual(["summer-later"]);
  });

  it("moves a product from another collection, takes it out, and deletion leaves products in place", async () => {
    const a = (await createC({ slug: "move-a", title: "A", arTitle: "أ", discount: 5, ...running })).data!;
    const b = (await createC({ slug: "move-b", title: "B", arTitle: "ب", discount: 5, ...running })).data!;
    const p = productIds[1]!;
    await callAdmin(t, ADD_C, { id: a._id, p: [p] }, { token: catalog });
    await callAdmin(t, ADD_C, { id: b._id, p: [p] }, { token: catalog });
    const inA = (await callAdmin<Sale>(t, ONE_C, { id: a._id }, { token: catalog })).data!;
    expect(inA.productCount).toBe(0);
    const unknown = await callAdmin(
      t,
      ADD_C,
      { id: a._id, p: ["00000000-0000-4000-8000-000000000000"] },
      { token: catalog },
    );
    expect(unknown).toMatchObject({ status_code: 404, code: "PRODUCT_NOT_FOUND" });
    const removed = await callAdmin(t, REMOVE_C, { id: b._id, p: [p] }, { token: catalog });
    expect(removed.status_code).toBe(200);
    const [row] = await t.database.db.select().from(s.products).where(eq(s.products.id, p));
    expect(row!.collectionId).toBeNull();
    await callAdmin(t, ADD_C, { id: b._id, p: [p] }, { token: catalog });
    expect(await callAdmin(t, DELETE_C, { id: b._id }, { token: support })).toMatchObject({
      status_code: 403,
    });
    expect(await callAdmin(t, DELETE_C, { id: b._id }, { token: catalog })).toMatchObject({
      status_code: 200,
    });
    const [kept] = await t.database.db.select().from(s.products).where(eq(s.products.id, p));
    expect(kept).toMatchObject({ id: p, collectionId: null });
    expect((await auditOf(b._id)).find((e) => e.action === "collection.delete")).toMatchObject({
      before: { slug: "move-b", products: [p] },
    });
  });
});

describe("offers", () => {
  it("creates a running offer with a product, and the shop's deals show its discount at once", async () => {
    const made = await callAdmin<Sale>(
      t,
      CREATE_O,
      {
        input: {
          slug: "flash-deal",
          title: "Flash deal",
          arTitle: "عرض سريع",
          discount: 30,
          inHome: true,
          ...running,
        },
      },
      { token: catalog },
    );
    expect(made).toMatchObject({
      status_code: 200,
      data: { state: "running", inHome: true, salesNumber: 0 },
    });
    const p = productIds[2]!;
    // The shop remembers its running discounts briefly: read them before the offer's product joins.
    await call(t, SHOP_OFFERS, {}, { country: "EG" });
    expect((await callAdmin(t, ADD_O, { id: made.data!._id, p: [p] }, { token: catalog })).status_code).toBe(
      200,
    );
    const deals = await call<Array<{ _id: string; totalDiscount: number }>>(
      t,
      SHOP_OFFERS,
      {},
      { country: "EG" },
    );
    expect(deals.data!.find((d) => d._id === p)).toBeTruthy();
    const paused = await callAdmin<{ items: Sale[] }>(
      t,
      LIST_O,
      { f: { state: "running" } },
      { token: admin },
    );
    expect(paused.data!.items.map((o) => o.slug)).toContain("flash-deal");
  });
});
