import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/app.ts";

const CATEGORIES = /* GraphQL */ `
  query ($isMain: Boolean, $currentCountry: String) {
    getCategories(isMain: $isMain, currentCountry: $currentCountry) {
      status_code message errors
      data { _id slug name arName isMain parentId hasProducts subCategories { _id slug name arName parentId } }
    }
  }
`;

type Category = {
  _id: string;
  slug: string;
  name: string;
  arName: string;
  isMain: boolean;
  parentId: string | null;
  subCategories: Array<{ _id: string; slug: string; parentId: string }>;
};
type Reply<T> = { status_code: number; message: string; errors: string[]; data: T | null };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("getCategories", () => {
  it("answers in the envelope with the main categories and their subcategories", async () => {
    const { data } = await t.graphql<{ getCategories: Reply<Category[]> }>(CATEGORIES, { isMain: true });
    const reply = data.getCategories;
    expect(reply.status_code).toBe(200);
    expect(reply.errors).toEqual([]);
    expect(reply.data!.length).toBeGreaterThanOrEqual(12);
    for (const c of reply.data!) {
      expect(c.isMain).toBe(true);
      expect(c.parentId).toBeNull();
      for (const s of c.subCategories) expect(s.parentId).toBe(c._id);
    }
    expect(reply.data!.some((c) => c.subCategories.length > 0)).toBe(true);
  });

  it("speaks the caller's language in the message", async () => {
    const ar = await t.graphql<{ getCategories: Reply<Category[]> }>(
      CATEGORIES,
      {},
      { "accept-language": "ar" },
    );
    const en = await t.graphql<{ getCategories: Reply<Category[]> }>(
      CATEGORIES,
      {},
      { "accept-language": "en" },
    );
    expect(ar.data.getCategories.message).toMatch(/[\u0600-\u06FF]/);
    expect(en.data.getCategories.message).toBe("Success");
  });

  it("lists only categories that have products in the current country", async () => {
    const { db } = t.database;
    const { categories } = await import("#db/schema/index.ts");
    const [empty] = await db
      .insert(categories)
      .values({ slug: "empty-test-category", name: "Empty", arName: "فارغ", isMain: true })
      .returning();
    const { data } = await t.graphql<{ getCategories: Reply<Category[]> }>(CATEGORIES, {
      currentCountry: "eg",
    });
    const slugs = data.getCategories.data!.map((c) => c.slug);
    expect(slugs).not.toContain(empty!.slug);
    expect(slugs.length).toBeGreaterThan(0);
  });

  it("refuses a country the store does not sell in with the specs' message", async () => {
    const { data } = await t.graphql<{ getCategories: Reply<Category[]> }>(CATEGORIES, {
      currentCountry: "ae",
    });
    expect(data.getCategories.status_code).toBe(500);
    expect(data.getCategories.message).toBe("This currency is not available in site!.");
    expect(data.getCategories.data).toBeNull();
  });

  it("reads the country from the accept-country header", async () => {
    const eg = await t.graphql<{ getCategories: Reply<Category[]> }>(
      CATEGORIES,
      {},
      { "accept-country": "EG" },
    );
    const sa = await t.graphql<{ getCategories: Reply<Category[]> }>(
      CATEGORIES,
      {},
      { "accept-country": "SA" },
    );
    expect(eg.data.getCategories.status_code).toBe(200);
    expect(sa.data.getCategories.status_code).toBe(200);
    expect(sa.data.getCategories.data!.length).toBeGreaterThan(0);
  });
});

describe("getCategoryBySlug", () => {
  it("finds a category with its subcategories", async () => {
    const all = await t.graphql<{ getCategories: Reply<Category[]> }>(CATEGORIES, { isMain: true });
    const first = all.data.getCategories.data![0]!;
    const { data } = await t.graphql<{ getCategoryBySlug: Reply<Category> }>(
      `query ($slug: String!) { getCategoryBySlug(slug: $slug) { status_code message data { slug subCategories { _id } } } }`,
      { slug: first.slug },
    );
    expect(data.getCategoryBySlug.status_code).toBe(200);
    expect(data.getCategoryBySlug.data!.slug).toBe(first.slug);
    expect(data.getCategoryBySlug.data!.subCategories.length).toBe(first.subCategories.length);
  });

  it("answers 404 'Category not found' in English and in Arabic", async () => {
    const query = `query { getCategoryBySlug(slug: "no-such-category") { status_code message errors data { _id } } }`;
    const en = await t.graphql<{ getCategoryBySlug: Reply<Category> }>(
      query,
      {},
      { "accept-language": "en" },
    );
    const ar = await t.graphql<{ getCategoryBySlug: Reply<Category> }>(
      query,
      {},
      { "accept-language": "ar" },
    );
    expect(en.data.getCategoryBySlug).toMatchObject({
      status_code: 404,
      message: "Category not found",
      data: null,
    });
    expect(ar.data.getCategoryBySlug).toMatchObject({
      status_code: 404,
      message: "القسم غير موجود",
      data: null,
    });
  });
});

describe("getSettings", () => {
  it("answers the settings map in the envelope", async () => {
    const { data } = await t.graphql<{ getSettings: Reply<Record<string, unknown>> }>(
      `{ getSettings { status_code data } }`,
    );
    expect(data.getSettings.status_code).toBe(200);
    expect(data.getSettings.data).toMatchObject({
      supportEmail: expect.any(String),
      sarToEgp: expect.any(Number),
    });
  });
});

describe("the endpoint's defences", () => {
  it("refuses documents that select too many fields (aliases cannot multiply work)", async () => {
    // 450 aliases: 2,700 tokens, under the parser's 3,000 (decision 0073), yet 900 fields.
    const aliases = Array.from({ length: 450 }, (_, i) => `a${i}: getSettings { status_code }`).join(" ");
    const tooMany = await t.graphql(`{ ${aliases} }`);
    expect(tooMany.errors?.[0]?.message).toMatch(/too many fields/);
  });

  it("never shows a stack trace for a malformed request", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it("ignores a forged bearer token (the visitor is anonymous)", async () => {
    const { data } = await t.graphql<{ getSettings: Reply<unknown> }>(
      `{ getSettings { status_code } }`,
      {},
      { authorization: "Bearer not.a.token" },
    );
    expect(data.getSettings.status_code).toBe(200);
  });
});
