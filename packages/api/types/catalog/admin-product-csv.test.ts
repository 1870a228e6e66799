/**
 * The products CSV over the admin API (decision 0120): the export of a filter, a dry run that
 * reports bad rows (line, column, message in the reader's language) and changes nothing, an
 * apply that updates prices and stock (audited), and who may do it.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "../../../../test/app.ts";
import { stockedProducts } from "../../../../test/checkout-kit.ts";
import { callAdmin, login } from "../../../../test/test-kit.ts";

const EXPORT = `query ($options: ListOptions, $filter: AdminProductFilter) { exportProductsCsv(options: $options, filter: $filter) {
  status_code code message data { csv } } }`;
const START = `mutation ($csv: String!, $mode: AdminImportMode!) { startProductImport(csv: $csv, mode: $mode, fileName: "p.csv") {
  status_code code message fieldErrors { field code message } data { _id } } }`;
const IMPORT = `query ($id: ID!) { productImport(id: $id) { status_code code message data { status total done mode
  rows { row slug applied errors { column code message } changes { column before after } } } } }`;

interface Report {
  status: string;
  total: number;
  done: number;
  rows: Array<{
    row: number;
    slug: string;
    applied: boolean;
    errors: Array<{ column: string; code: string; message: string }>;
    changes: Array<{ column: string; before: string; after: string }>;
  }>;
}

let t: TestApp;
let catalog: string;
let support: string;
let slugs: string[];
let ids: string[];

beforeAll(async () => {
  t = await startTestApp();
  [catalog, support] = await Promise.all(
    ["catalog@manzil.test", "support@manzil.test"].map((e) => login(t, e)),
  );
  const products = await stockedProducts(t.database.db, 2, 3);
  ids = products.map((p) => p.product);
  const rows = await Promise.all(
    ids.map(async (id) => (await t.database.db.select().from(s.products).where(eq(s.products.id, id)))[0]!),
  );
  slugs = rows.map((r) => r.slug);
});
afterAll(() => t?.close());

const egPrice = async (id: string) =>
  (
    await t.database.db
      .select()
      .from(s.productPrices)
      .where(and(eq(s.productPrices.productId, id), eq(s.productPrices.country, "eg")))
  )[0]!.price;
const stock = async (id: string) =>
  (await t.database.db.select().from(s.products).where(eq(s.products.id, id)))[0]!.availableEdition;

async function run(csv: string, mode: "dry" | "apply", lang: "ar" | "en" = "en") {
  const started = await callAdmin<{ _id: string }>(t, START, { csv, mode }, { token: catalog });
  expect(started.status_code).toBe(200);
  await t.worker.drain();
  return (await callAdmin<Report>(t, IMPORT, { id: started.data!._id }, { token: catalog, lang })).data!;
}

describe("the products CSV", () => {
  it("exports the list's filter with both names, slug, category and prices", async () => {
    const [row] = await t.database.db.select().from(s.products).where(eq(s.products.id, ids[0]!));
    const out = await callAdmin<{ csv: string }>(
      t,
      EXPORT,
      { options: { search: row!.slug } },
      { token: catalog },
    );
    const [header, line] = out
      .data!.csv.replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(header).toBe(
      "slug,name,arName,category,eg.price,eg.available,sa.price,sa.available,availableEdition",
    );
    expect(line).toContain(row!.slug);
    expect(line).toContain(row!.arName);
  });

  it("a dry run reports each bad row's column and message and changes nothing", async () => {
    const [before0, before1] = [await egPrice(ids[0]!), await egPrice(ids[1]!)];
    const csv = `slug,eg.price,availableEdition\n${slugs[0]},88888.50,7\n${slugs[1]},abc,-2\nno-such-product,10,1\n`;
    const report = await run(csv, "dry", "ar");
    expect(report).toMatchObject({ status: "done", total: 3, done: 3 });
    expect(report.rows[0]).toMatchObject({ row: 2, errors: [], applied: false });
    expect(report.rows[0]!.changes).toContainEqual({
      column: "eg.price",
      before: String(before0),
      after: "8888850",
    });
    expect(report.rows[1]!.row).toBe(3);
    expect(report.rows[1]!.errors).toContainEqual({
      column: "eg.price",
      code: "CSV_NUMBER_INVALID",
      message: "أدخل رقمًا",
    });
    expect(report.rows[2]!.errors).toContainEqual(
      expect.objectContaining({ column: "slug", code: "PRODUCT_NOT_FOUND" }),
    );
    expect(await egPrice(ids[0]!)).toBe(before0);
    expect(await egPrice(ids[1]!)).toBe(before1);
  });

  it("a real run updates prices and stock of valid rows, audited, and skips bad ones", async () => {
    const before1 = await egPrice(ids[1]!);
    const csv = `slug,eg.price,availableEdition\n${slugs[0]},99999,9\n${slugs[1]},1.5.5,4\n`;
    const report = await run(csv, "apply");
    expect(report.rows[0]).toMatchObject({ applied: true, errors: [] });
    expect(report.rows[1]!.applied).toBe(false);
    expect(await egPrice(ids[0]!)).toBe(9_999_900);
    expect(await stock(ids[0]!)).toBe(9);
    expect(await egPrice(ids[1]!)).toBe(before1);
    const trail = await t.database.db
      .select()
      .from(s.auditEntries)
      .where(eq(s.auditEntries.entityId, ids[0]!));
    expect(trail.some((e) => e.action === "product.update" && e.actorEmail === "catalog@manzil.test")).toBe(
      true,
    );
  });

  it("refuses a file with an unknown column at once, and refuses support staff", async () => {
    const bad = await callAdmin(t, START, { csv: "slug,colour\nx,red\n", mode: "dry" }, { token: catalog });
    expect(bad).toMatchObject({ status_code: 400, code: "CSV_COLUMN_UNKNOWN" });
    const refused = await callAdmin(
      t,
      START,
      { csv: `slug\n${slugs[0]}\n`, mode: "dry" },
      { token: support },
    );
    expect(refused.status_code).toBe(403);
    expect((await callAdmin(t, EXPORT, {}, { token: support })).status_code).toBe(403);
  });
});
