/**
 * Badges and tags over the admin API (decision 0135): catalogue staff create, rename and delete
 * them, audited; support staff are refused; bad input is a field message and changes nothing.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import * as s from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "../../../../test/app.ts";
import { callAdmin, login } from "../../../../test/test-kit.ts";

const E = `status_code code message fieldErrors { field code message }`;
const TAGS = `query { adminTags { ${E} data { _id name arName productCount } } }`;
const CREATE_TAG = `mutation ($i: AdminTagInput!) { createTag(input: $i) { ${E} data { _id name arName } } }`;
const UPDATE_TAG = `mutation ($id: ID!, $i: AdminTagInput!) { updateTag(id: $id, input: $i) { ${E} data { _id name arName } } }`;
const DELETE_TAG = `mutation ($id: ID!) { deleteTag(id: $id) { ${E} data { _id } } }`;
const BADGES = `query { adminBadges { ${E} data { _id code color productCount } } }`;
const CREATE_BADGE = `mutation ($i: AdminBadgeInput!) { createBadge(input: $i) { ${E} data { _id code color } } }`;

let t: TestApp;
let catalog: string;
let support: string;
beforeAll(async () => {
  t = await startTestApp();
  [catalog, support] = await Promise.all(
    ["catalog@manzil.test", "support@manzil.test"].map((e) => login(t, e)),
  );
});
afterAll(() => t?.close());

const audits = (id: string) =>
  t.database.db.select().from(s.auditEntries).where(eq(s.auditEntries.entityId, id));

describe("badges and tags", () => {
  it("support staff are refused; catalogue staff read both with their products counted", async () => {
    expect(await callAdmin(t, TAGS, {}, { token: support })).toMatchObject({ status_code: 403 });
    expect(
      await callAdmin(t, CREATE_TAG, { i: { name: "Nope", arName: "لا" } }, { token: support }),
    ).toMatchObject({
      status_code: 403,
    });
    const tags = await callAdmin<Array<{ productCount: number }>>(t, TAGS, {}, { token: catalog });
    expect(tags.data!.some((x) => x.productCount > 0)).toBe(true);
    const badges = await callAdmin<Array<{ code: string }>>(t, BADGES, {}, { token: catalog });
    expect(badges.data!.map((b) => b.code)).toContain("new");
  });

  it("creates, renames and deletes a tag, audited; its products lose it", async () => {
    const made = await callAdmin<{ _id: string }>(
      t,
      CREATE_TAG,
      { i: { name: "Rustic", arName: "ريفي" } },
      { token: catalog },
    );
    expect(made).toMatchObject({ status_code: 200, data: { name: "Rustic" } });
    const id = made.data!._id;
    const [product] = await t.database.db.select({ id: s.products.id }).from(s.products).limit(1);
    await t.database.db.insert(s.productTags).values({ productId: product!.id, tagId: id });
    const renamed = await callAdmin(t, UPDATE_TAG, { id, i: { arName: "طابع ريفي" } }, { token: catalog });
    expect(renamed).toMatchObject({ status_code: 200, data: { arName: "طابع ريفي" } });
    const taken = await callAdmin(
      t,
      UPDATE_TAG,
      { id, i: { name: "Modern" } },
      { token: catalog, lang: "ar" },
    );
    expect(taken).toMatchObject({ status_code: 409, code: "TAG_NAME_TAKEN" });
    expect(taken.fieldErrors).toContainEqual(
      expect.objectContaining({ field: "name", message: "يوجد وسم آخر بهذا الاسم" }),
    );
    expect(await callAdmin(t, DELETE_TAG, { id }, { token: catalog })).toMatchObject({ status_code: 200 });
    const left = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from product_tags where tag_id = ${id}`,
    );
    expect(left[0]!.n).toBe(0);
    expect((await audits(id)).map((e) => e.action).sort()).toEqual([
      "tag.create",
      "tag.delete",
      "tag.update",
    ]);
  });

  it("refuses a badge with a bad colour or a taken code, and changes nothing", async () => {
    const before = (await t.database.db.select().from(s.badges)).length;
    const bad = await callAdmin(
      t,
      CREATE_BADGE,
      { i: { name: "Sale", arName: "تخفيض", code: "sale", color: "red" } },
      { token: catalog },
    );
    expect(bad.fieldErrors).toContainEqual(
      expect.objectContaining({ field: "color", code: "COLOR_INVALID" }),
    );
    const taken = await callAdmin(
      t,
      CREATE_BADGE,
      { i: { name: "New!", arName: "جديد!", code: "new", color: "#112233" } },
      { token: catalog },
    );
    expect(taken).toMatchObject({ status_code: 409, code: "BADGE_CODE_TAKEN" });
    expect((await t.database.db.select().from(s.badges)).length).toBe(before);
    const made = await callAdmin(
      t,
      CREATE_BADGE,
      { i: { name: "Sale", arName: "تخفيض", code: "sale", color: "#aa3300" } },
      { token: catalog },
    );
    expect(made).toMatchObject({ status_code: 200, data: { code: "sale", color: "#AA3300" } });
  });
});
