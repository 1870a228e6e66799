/**
 * The back office's categories over the admin API (decision 0119): who may write, refusals with
 * field messages and nothing changed, order among siblings, delete only when empty, and the
 * shop's menu after the `catalog.changed` job.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "../../../../test/app.ts";
import { call, callAdmin, login } from "../../../../test/test-kit.ts";

const F = `_id slug name arName parentId isMain hidden displayOrder productCount`;
const TREE = `query { adminCategories { status_code code message data { ${F} subCategories { ${F} } } } }`;
const CREATE = `mutation ($input: AdminCategoryInput!) { createCategory(input: $input) {
  status_code code message fieldErrors { field code message } data { ${F} } } }`;
const UPDATE = `mutation ($id: ID!, $input: AdminCategoryInput!) { updateCategory(id: $id, input: $input) {
  status_code code message fieldErrors { field code message } data { ${F} } } }`;
const MOVE = `mutation ($id: ID!, $direction: AdminMoveDirection!) { moveCategory(id: $id, direction: $direction) {
  status_code code message data { ${F} } } }`;
const DELETE = `mutation ($id: ID!) { deleteCategory(id: $id) { status_code code message data { _id } } }`;
const MENU = `query { getCategories(isMain: true) { status_code data { _id name arName subCategories { _id name } } } }`;

interface Cat {
  _id: string;
  slug: string;
  name: string;
  arName: string;
  parentId: string | null;
  hidden: boolean;
  displayOrder: number;
  productCount: number;
  subCategories: Cat[];
}

let t: TestApp;
let admin: string;
let catalog: string;
let support: string;

beforeAll(async () => {
  t = await startTestApp();
  [admin, catalog, support] = await Promise.all(
    ["admin@manzil.test", "catalog@manzil.test", "support@manzil.test"].map((e) => login(t, e)),
  );
});
afterAll(() => t?.close());

const tree = async () => (await callAdmin<Cat[]>(t, TREE, {}, { token: catalog })).data!;
const rowOf = async (id: string) =>
  (await t.database.db.select().from(s.categories).where(eq(s.categories.id, id)))[0]!;
const auditOf = (id: string) =>
  t.database.db.select().from(s.auditEntries).where(eq(s.auditEntries.entityId, id));
const create = (input: Record<string, unknown>, token = catalog) =>
  callAdmin<Cat>(t, CREATE, { input }, { token });

describe("the categories tree", () => {
  it("shows every category with its subcategories and product counts to catalogue staff", async () => {
    const cats = await tree();
    expect(cats.length).toBeGreaterThan(3);
    const withSubs = cats.find((c) => c.subCategories.length)!;
    expect(withSubs.subCategories.every((c) => c.parentId === withSubs._id)).toBe(true);
    expect(cats.some((c) => c.productCount > 0)).toBe(true);
  });

  it("is refused to support staff, who cannot write either", async () => {
    expect(await callAdmin(t, TREE, {}, { token: support })).toMatchObject({ status_code: 403 });
    const refused = await create({ name: "Lamps", arName: "مصابيح", slug: "support-lamps" }, support);
    expect(refused.status_code).toBe(403);
    const [row] = await t.database.db
      .select()
      .from(s.categories)
      .where(eq(s.categories.slug, "support-lamps"));
    expect(row).toBeUndefined();
  });
});

describe("writing categories", () => {
  it("creates (super administrator too), renames, and the shop's menu shows the new name after the job", async () => {
    const main = (await tree()).find((c) => c.productCount > 0 && !c.parentId)!;
    const renamed = await callAdmin<Cat>(
      t,
      UPDATE,
      { id: main._id, input: { name: "Living rooms", arName: "غرف المعيشة الجديدة" } },
      { token: catalog },
    );
    expect(renamed).toMatchObject({ status_code: 200, data: { name: "Living rooms" } });
    const [entry] = await auditOf(main._id);
    expect(entry).toMatchObject({ action: "category.update", after: { name: "Living rooms" } });
    await t.worker.drain();
    const menu = await call<Array<{ _id: string; arName: string }>>(t, MENU, {}, { country: "EG" });
    expect(menu.data!.find((c) => c._id === main._id)?.arName).toBe("غرف المعيشة الجديدة");

    const made = await create(
      { name: "Lamps", arName: "مصابيح", slug: "lamps-new", parent: main._id },
      admin,
    );
    expect(made).toMatchObject({ status_code: 200, data: { parentId: main._id, productCount: 0 } });
  });

  it("refuses bad input with field messages in the admin's language and changes nothing", async () => {
    const [first, second] = await tree();
    const before = await rowOf(first!._id);
    const bad = await callAdmin<Cat>(
      t,
      UPDATE,
      { id: first!._id, input: { name: "", slug: second!.slug } },
      { token: catalog, lang: "ar" },
    );
    expect(bad.status_code).toBe(400);
    expect(bad.fieldErrors).toContainEqual(
      expect.objectContaining({ field: "name", code: "FIELD_REQUIRED" }),
    );
    const taken = await callAdmin(
      t,
      UPDATE,
      { id: first!._id, input: { slug: second!.slug } },
      { token: catalog },
    );
    expect(taken).toMatchObject({ status_code: 409, code: "CATEGORY_SLUG_TAKEN" });
    expect(taken.fieldErrors).toContainEqual(
      expect.objectContaining({ field: "slug", message: "Another category already uses this slug" }),
    );
    const badSlug = await create({ name: "X", arName: "س", slug: "Not a slug!" });
    expect(badSlug.fieldErrors).toContainEqual(
      expect.objectContaining({ field: "slug", code: "SLUG_INVALID" }),
    );
    expect(await rowOf(first!._id)).toEqual(before);
  });

  it("keeps two levels: a subcategory cannot be a parent, nor a category its own", async () => {
    const main = (await tree()).find((c) => c.subCategories.length)!;
    const sub = main.subCategories[0]!;
    const other = (await tree()).find((c) => c._id !== main._id)!;
    const under = await callAdmin(
      t,
      UPDATE,
      { id: other._id, input: { parent: sub._id } },
      { token: catalog },
    );
    expect(under).toMatchObject({ status_code: 400, code: "CATEGORY_PARENT_INVALID" });
    const self = await callAdmin(
      t,
      UPDATE,
      { id: main._id, input: { parent: main._id } },
      { token: catalog },
    );
    expect(self).toMatchObject({ status_code: 400, code: "CATEGORY_PARENT_INVALID" });
    const moved = await callAdmin<Cat>(
      t,
      UPDATE,
      { id: sub._id, input: { parent: other._id } },
      { token: catalog },
    );
    expect(moved).toMatchObject({ status_code: 200, data: { parentId: other._id } });
    const hidden = await callAdmin<Cat>(
      t,
      UPDATE,
      { id: sub._id, input: { hidden: true } },
      { token: catalog },
    );
    expect(hidden.data?.hidden).toBe(true);
  });

  it("moves a category up among its siblings and refuses to move the first one further", async () => {
    const cats = await tree();
    const second = cats[1]!;
    const up = await callAdmin(t, MOVE, { id: second._id, direction: "up" }, { token: catalog });
    expect(up.status_code).toBe(200);
    expect((await tree())[0]!._id).toBe(second._id);
    const edge = await callAdmin(t, MOVE, { id: second._id, direction: "up" }, { token: catalog });
    expect(edge).toMatchObject({ status_code: 400, code: "CATEGORY_AT_EDGE" });
  });

  it("refuses deleting a category with products or subcategories, deletes an empty one", async () => {
    const cats = await tree();
    const full =
      cats.find((c) => c.productCount > 0 && !c.subCategories.length) ??
      cats.find((c) => c.productCount > 0)!;
    const refused = await callAdmin(t, DELETE, { id: full._id }, { token: catalog, lang: "ar" });
    expect(refused.status_code).toBe(409);
    expect(refused.message).toMatch(/منتجات|فرعية/);
    expect(await rowOf(full._id)).toBeDefined();
    const made = await create({ name: "Empty", arName: "فارغ", slug: "empty-category" });
    expect(await callAdmin(t, DELETE, { id: made.data!._id }, { token: support })).toMatchObject({
      status_code: 403,
    });
    expect(await callAdmin(t, DELETE, { id: made.data!._id }, { token: catalog })).toMatchObject({
      status_code: 200,
    });
    expect(await rowOf(made.data!._id)).toBeUndefined();
    expect((await auditOf(made.data!._id)).map((e) => e.action).sort()).toEqual([
      "category.create",
      "category.delete",
    ]);
  });
});
