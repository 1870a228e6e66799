/**
 * The catalogue's back office over the admin API (decisions 0117, 0118): the list, a save audited
 * with only what changed, refusals with field messages in both languages and nothing changed,
 * who may do what, the storefront's page after the job, and an order keeping its old price.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import * as s from "#db/schema/index.ts";
import { formatMoney } from "#i18n/format.ts";
import { startTestApp, type TestApp } from "../../../../test/app.ts";
import { makeShoppers, stockedProducts } from "../../../../test/checkout-kit.ts";
import { call, callAdmin, login } from "../../../../test/test-kit.ts";

const LIST = `query ($options: ListOptions, $filter: AdminProductFilter) {
  adminProducts(options: $options, filter: $filter) { status_code code message fieldErrors { field code message }
    data { total page items { _id name slug status availableEdition thumbnail prices { country price available } } } } }`;
const UPDATE = `mutation ($id: ID!, $input: AdminProductInput!) { updateProduct(id: $id, input: $input) {
  status_code code message fieldErrors { field code message } data { _id slug name prices { country price tax revenue siteRevenue manufacturingCost available } } } }`;
const CREATE = `mutation ($input: AdminProductInput!) { createProduct(input: $input) {
  status_code code message fieldErrors { field code message } data { _id slug status images { _id primaryImage } } } }`;
const ADD_IMAGE = `mutation ($product: ID!, $input: AdminProductImageInput!) { addProductImage(product: $product, input: $input) {
  status_code code message fieldErrors { field code message } data { images { _id path primaryImage } } } }`;
const ARCHIVE = `mutation ($id: ID!, $archived: Boolean!) { archiveProduct(id: $id, archived: $archived) {
  status_code code message data { status } } }`;
const SHOP_PRODUCT = `query ($id: String!) { getProductById(product: $id) { status_code data { _id egPrice } } }`;

let t: TestApp;
let admin: string;
let catalog: string;
let support: string;
let product: { product: string; image: string };

beforeAll(async () => {
  t = await startTestApp();
  [admin, catalog, support] = await Promise.all(
    ["admin@manzil.test", "catalog@manzil.test", "support@manzil.test"].map((e) => login(t, e)),
  );
  product = (await stockedProducts(t.database.db, 1, 3))[0]!;
});
afterAll(() => t?.close());

const priceRow = async (id: string, country = "eg") =>
  (
    await t.database.db
      .select()
      .from(s.productPrices)
      .where(and(eq(s.productPrices.productId, id), eq(s.productPrices.country, country as "eg")))
  )[0]!;
const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(s.auditEntries)
    .where(eq(s.auditEntries.entityId, id))
    .orderBy(desc(s.auditEntries.createdAt));
/** The row as the form sends it, with one field changed. */
const rowWith = (row: Awaited<ReturnType<typeof priceRow>>, change: Record<string, unknown>) => ({
  available: row.available,
  price: row.price,
  tax: row.tax,
  revenue: row.revenue,
  siteRevenue: row.siteRevenue,
  manufacturingCost: row.manufacturingCost,
  requiredDays: row.requiredDays,
  ...change,
});

describe("the products list", () => {
  it("searches, filters by low stock, sorts by price and pages on the server", async () => {
    const [row] = await t.database.db.select().from(s.products).where(eq(s.products.id, product.product));
    const found = await callAdmin<{ total: number; items: Array<{ _id: string }> }>(
      t,
      LIST,
      { options: { search: row!.arName } },
      { token: catalog },
    );
    expect(found.data!.items.map((i) => i._id)).toContain(row!.id);
    const low = await callAdmin<{ total: number; items: Array<{ availableEdition: number }> }>(
      t,
      LIST,
      { filter: { stock: "low" }, options: { pageSize: 100 } },
      { token: admin },
    );
    expect(low.data!.total).toBeGreaterThan(0);
    for (const item of low.data!.items) expect(item.availableEdition).toBeGreaterThanOrEqual(1);
    for (const item of low.data!.items) expect(item.availableEdition).toBeLessThanOrEqual(5);
    const cheap = await callAdmin<{ items: Array<{ prices: Array<{ country: string; price: number }> }> }>(
      t,
      LIST,
      { options: { sort: "price", direction: "asc", pageSize: 5 } },
      { token: admin },
    );
    const eg = cheap.data!.items.map((i) => i.prices.find((p) => p.country === "eg")?.price ?? 0);
    expect(eg).toEqual([...eg].sort((a, b) => a - b));
    const bad = await callAdmin(t, LIST, { options: { sort: "password" } }, { token: admin, lang: "ar" });
    expect(bad).toMatchObject({ status_code: 400, fieldErrors: [{ field: "options.sort" }] });
  });

  it("is refused to support (403), visitors (401) and shoppers", async () => {
    expect(await callAdmin(t, LIST, {}, { token: support })).toMatchObject({ status_code: 403 });
    expect(await callAdmin(t, LIST, {})).toMatchObject({ status_code: 401 });
    const customer = await login(t, "customer@manzil.test");
    expect(await callAdmin(t, LIST, {}, { token: customer })).toMatchObject({ status_code: 403 });
  });
});

describe("saving a product", () => {
  it("changes a price, audits only what changed, and the storefront shows it after the job", async () => {
    const before = await priceRow(product.product);
    const price = before.price + 10_000;
    const page = `/en-eg/products/${await slugOf()}`;
    const visit = () => t.app.inject({ method: "GET", url: page });
    expect((await visit()).body).toContain(formatMoney(before.price, "eg", "en").replace("EGP ", ""));
    expect((await visit()).headers["x-cache"]).toBe("hit");
    const r = await callAdmin(
      t,
      UPDATE,
      {
        id: product.product,
        input: { prices: { eg: rowWith(before, { price, siteRevenue: before.siteRevenue + 10_000 }) } },
      },
      { token: catalog },
    );
    expect(r).toMatchObject({ status_code: 200, code: "SUCCESS" });
    expect((await priceRow(product.product)).price).toBe(price);
    const [entry] = await auditOf(product.product);
    expect(entry).toMatchObject({
      action: "product.update",
      entity: "product",
      actorPrivilege: "catalog",
      before: { "prices.eg.price": before.price, "prices.eg.siteRevenue": before.siteRevenue },
      after: { "prices.eg.price": price, "prices.eg.siteRevenue": before.siteRevenue + 10_000 },
    });
    const jobs = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from outbox where topic = 'catalog.changed' and status = 'pending'`,
    );
    expect(jobs[0]!.n).toBeGreaterThan(0);
    await t.worker.drain();
    const shop = await call<{ egPrice: number }>(t, SHOP_PRODUCT, { id: product.product }, { country: "EG" });
    expect(shop.data!.egPrice).toBe(price);
    const fresh = await visit();
    expect(fresh.headers["x-cache"]).toBe("miss");
    expect(fresh.body).toContain(formatMoney(price, "eg", "en").replace("EGP ", ""));
  });

  it("keeps an order's price when the product's price changes after it was placed", async () => {
    const [shopper] = await makeShoppers(t.database.db, t.services, 1, () => [
      { image: product.image, quantity: 1 },
    ]);
    const placed = await call<{ _id: string }>(
      t,
      `mutation ($cart: ID!, $addr: ID!) { placeOrder(cartId: $cart, addressId: $addr, paymentMethod: "cod", currentCountry: "eg") { status_code code message data { _id } } }`,
      { cart: shopper!.cart, addr: shopper!.address },
      { token: shopper!.token },
    );
    expect(placed).toMatchObject({ status_code: 200 });
    const [line] = await t.database.db
      .select()
      .from(s.orderItems)
      .where(eq(s.orderItems.orderId, placed.data!._id));
    const before = await priceRow(product.product);
    const r = await callAdmin(
      t,
      UPDATE,
      {
        id: product.product,
        input: {
          prices: {
            eg: rowWith(before, { price: before.price + 5000, siteRevenue: before.siteRevenue + 5000 }),
          },
        },
      },
      { token: admin },
    );
    expect(r.status_code).toBe(200);
    const [after] = await t.database.db.select().from(s.orderItems).where(eq(s.orderItems.id, line!.id));
    expect(after!.unitPrice).toBe(line!.unitPrice);
    expect(after!.lineTotal).toBe(line!.lineTotal);
  });

  it("refuses bad input with field messages in both languages, and changes nothing", async () => {
    const [other] = await t.database.db
      .select({ slug: s.products.slug })
      .from(s.products)
      .where(sql`${s.products.id} <> ${product.product}`)
      .limit(1);
    const before = await priceRow(product.product);
    const trail = (await auditOf(product.product)).length;
    const cases: Array<[Record<string, unknown>, string, string, string]> = [
      [
        { slug: other!.slug },
        "slug",
        "Another product already uses this slug",
        "يستخدم منتج آخر هذا الرابط المختصر",
      ],
      [
        { slug: "Not A Slug!" },
        "slug",
        "Use lower-case Latin letters, digits and hyphens only",
        "استخدم حروفًا لاتينية صغيرة وأرقامًا وشرطات فقط",
      ],
      [{ name: "" }, "name", "This field is required", "هذا الحقل مطلوب"],
      [
        { prices: { eg: rowWith(before, { price: 1 }) } },
        "prices.eg.price",
        "The price cannot be below the tax, revenues and manufacturing cost together",
        "لا يمكن أن يقل السعر عن مجموع الضريبة والأرباح وتكلفة التصنيع",
      ],
      [
        { availableEdition: -3 },
        "availableEdition",
        "This number is out of range",
        "هذا الرقم خارج النطاق المسموح به",
      ],
      [
        { category: "00000000-0000-4000-8000-000000000000" },
        "category",
        "Category not found",
        "القسم غير موجود",
      ],
    ];
    for (const [input, field, en, ar] of cases) {
      for (const [lang, message] of [
        ["en", en],
        ["ar", ar],
      ] as const) {
        const r = await callAdmin(t, UPDATE, { id: product.product, input }, { token: catalog, lang });
        expect(r.status_code, JSON.stringify(input)).toBeGreaterThanOrEqual(400);
        expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field, message }));
      }
    }
    expect(await priceRow(product.product)).toEqual(before);
    expect((await auditOf(product.product)).length).toBe(trail);
    const same = await callAdmin(
      t,
      UPDATE,
      { id: product.product, input: { slug: await slugOf() } },
      { token: catalog },
    );
    expect(same).toMatchObject({
      status_code: 400,
      code: "NOTHING_CHANGED",
      message: "No field was changed",
    });
  });

  it("refuses support a price change (403) and changes nothing", async () => {
    const before = await priceRow(product.product);
    const r = await callAdmin(
      t,
      UPDATE,
      { id: product.product, input: { prices: { eg: rowWith(before, { price: before.price + 1 }) } } },
      { token: support },
    );
    expect(r).toMatchObject({ status_code: 403, code: "FORBIDDEN", data: null });
    expect(await priceRow(product.product)).toEqual(before);
  });

  it("archives after which the shop no longer finds it, and restores", async () => {
    const archived = await callAdmin(t, ARCHIVE, { id: product.product, archived: true }, { token: catalog });
    expect(archived).toMatchObject({ status_code: 200, data: { status: "inactive" } });
    await t.worker.drain();
    expect(await call(t, SHOP_PRODUCT, { id: product.product })).toMatchObject({ status_code: 404 });
    expect((await auditOf(product.product))[0]).toMatchObject({ action: "product.archive" });
    const restored = await callAdmin(
      t,
      ARCHIVE,
      { id: product.product, archived: false },
      { token: catalog },
    );
    expect(restored).toMatchObject({ status_code: 200, data: { status: "active" } });
  });
});

const slugOf = async () =>
  (
    await t.database.db
      .select({ slug: s.products.slug })
      .from(s.products)
      .where(eq(s.products.id, product.product))
  )[0]!.slug;

describe("a new product with a picture", () => {
  it("is created with its prices, takes an uploaded picture as primary, and the shop finds it", async () => {
    const [category] = await t.database.db.select({ id: s.categories.id }).from(s.categories).limit(1);
    const slug = `admin-lamp-${Date.now()}`;
    const created = await callAdmin<{ _id: string; slug: string; status: string }>(
      t,
      CREATE,
      {
        input: {
          name: "Admin lamp",
          arName: "مصباح الإدارة",
          slug,
          category: category!.id,
          availableEdition: 4,
          prices: {
            eg: {
              available: true,
              price: 150_000,
              tax: 18_000,
              revenue: 20_000,
              siteRevenue: 40_000,
              manufacturingCost: 60_000,
            },
            sa: { available: true, price: 45_000 },
          },
        },
      },
      { token: catalog },
    );
    expect(created).toMatchObject({ status_code: 200, data: { slug, status: "active" } });
    const id = created.data!._id;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#B4532A" } })
      .png()
      .toBuffer();
    const boundary = "----manzil";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lamp.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/user/upload-one",
      headers: {
        authorization: `Bearer ${catalog}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    const path = (upload.json() as { file: { path: string } }).file.path;
    // Someone else's upload cannot be attached.
    const stolen = await callAdmin(t, ADD_IMAGE, { product: id, input: { path } }, { token: admin });
    expect(stolen).toMatchObject({ status_code: 400, code: "UPLOAD_NOT_FOUND" });
    const added = await callAdmin<{ images: Array<{ path: string; primaryImage: boolean }> }>(
      t,
      ADD_IMAGE,
      { product: id, input: { path } },
      { token: catalog },
    );
    expect(added.data!.images).toEqual([expect.objectContaining({ path, primaryImage: true })]);
    expect((await auditOf(id)).map((e) => e.action).sort()).toEqual(["product.create", "product.image-add"]);
    await t.worker.drain();
    const shop = await call<{ egPrice: number }>(t, SHOP_PRODUCT, { id: slug });
    expect(shop).toMatchObject({ status_code: 200, data: { egPrice: 150_000 } });
    const again = await callAdmin(t, CREATE, { input: { name: "x", arName: "س", slug } }, { token: catalog });
    expect(again.fieldErrors).toContainEqual(expect.objectContaining({ field: "prices.eg.price" }));
  });
});
