/** The information pages' operations (decision 0063), through GraphQL on the seeded demo. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../test/app.ts";

type Reply<T> = {
  status_code: number;
  code: string;
  message: string;
  fieldErrors: Array<{ field: string; code: string }>;
  data: T | null;
};
type Page = { slug: string; title: string; arTitle: string; body: string; arBody: string };

let t: TestApp;
const ask = async <T>(field: string, query: string, variables = {}, lang = "en") => {
  const r = await t.graphql<Record<string, Reply<T>>>(query, variables, { "accept-language": lang });
  expect(r.errors).toBeUndefined();
  return r.data[field]!;
};
const ENVELOPE = "status_code code message fieldErrors { field code }";
const PAGE = "slug title arTitle body arBody";

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("getAbout", () => {
  it("answers the about page with the stated facts in both languages", async () => {
    const about = await ask<Page & { facts: Array<{ value: string; label: string; arLabel: string }> }>(
      "getAbout",
      `{ getAbout { ${ENVELOPE} data { ${PAGE} facts { value label arLabel } } } }`,
    );
    expect(about.status_code).toBe(200);
    expect(about.data!.slug).toBe("about");
    expect(about.data!.arTitle).toBe("عن منزل");
    expect(about.data!.facts.map((f) => f.value)).toEqual(["2", "500+", "50K", "15"]);
    expect(about.data!.facts[0]!.arLabel).toContain("دولتان");
    expect(about.data!.body).toContain("500 brands");
  });
});

describe("getTerms", () => {
  const TERMS = `query ($type: String) { getTerms(type: $type) { ${ENVELOPE} data { ${PAGE} } } }`;

  it("answers the customer's terms by default and the designer's on request", async () => {
    const customer = await ask<Page>("getTerms", TERMS);
    expect(customer.data!.slug).toBe("terms");
    expect(customer.data!.body).toContain("within 15 days of delivery");
    const designer = await ask<Page>("getTerms", TERMS, { type: "designer" }, "ar");
    expect(designer.data!.slug).toBe("terms-designer");
    expect(designer.data!.arBody).toContain("محفظتك");
  });

  it("refuses an unknown type with INVALID_VALUE in the caller's language, never a 500", async () => {
    const en = await ask<Page>("getTerms", TERMS, { type: "supplier" });
    expect(en).toMatchObject({ status_code: 400, code: "INVALID_VALUE", data: null });
    expect(en.fieldErrors).toEqual([{ field: "type", code: "INVALID_VALUE" }]);
    const ar = await ask<Page>("getTerms", TERMS, { type: "supplier" }, "ar");
    expect(ar.code).toBe("INVALID_VALUE");
    expect(ar.message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe("getPolicies", () => {
  it("answers privacy, shipping and returns in that order", async () => {
    const policies = await ask<Page[]>("getPolicies", `{ getPolicies { ${ENVELOPE} data { ${PAGE} } } }`);
    expect(policies.data!.map((p) => p.slug)).toEqual(["privacy", "shipping", "returns"]);
    const returns = policies.data![2]!;
    expect(returns.body).toContain("same delivery address");
    expect(returns.arBody).toContain("15 يومًا");
  });
});

describe("getFaqs", () => {
  const FAQS = `query ($for: String) { getFaqs(for: $for) { ${ENVELOPE} data { question arQuestion answer arAnswer for } } }`;

  it("lists every audience's questions, or one audience's", async () => {
    const all = await ask<Array<{ for: string; arQuestion: string }>>("getFaqs", FAQS, {}, "ar");
    expect(new Set(all.data!.map((f) => f.for))).toEqual(new Set(["general", "customer", "designer"]));
    expect(all.data!.length).toBeGreaterThanOrEqual(12);
    const designer = await ask<Array<{ for: string }>>("getFaqs", FAQS, { for: "designer" });
    expect(designer.data!.length).toBeGreaterThan(0);
    expect(designer.data!.every((f) => f.for === "designer")).toBe(true);
  });

  it("refuses an unknown audience with INVALID_VALUE", async () => {
    const bad = await ask("getFaqs", FAQS, { for: "robots" });
    expect(bad).toMatchObject({ status_code: 400, code: "INVALID_VALUE", data: null });
  });
});

describe("getHeaderDescriptionByPage", () => {
  const HEADER = `query ($page: String!) { getHeaderDescriptionByPage(page: $page) { ${ENVELOPE} data { page title arTitle text arText } } }`;

  it("answers the header text of each information page", async () => {
    for (const page of ["about", "how", "faq", "terms", "privacy", "shipping", "tag"]) {
      const header = await ask<{ page: string; title: string; arText: string }>(
        "getHeaderDescriptionByPage",
        HEADER,
        { page },
      );
      expect(header.status_code, page).toBe(200);
      expect(header.data!.title.length, page).toBeGreaterThan(0);
      expect(header.data!.arText, page).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("answers 404 HEADER_DESCRIPTION_NOT_FOUND for a page without one and 400 for a malformed name", async () => {
    const missing = await ask("getHeaderDescriptionByPage", HEADER, { page: "nowhere" }, "ar");
    expect(missing).toMatchObject({ status_code: 404, code: "HEADER_DESCRIPTION_NOT_FOUND", data: null });
    const bad = await ask("getHeaderDescriptionByPage", HEADER, { page: "../etc" });
    expect(bad).toMatchObject({ status_code: 400, code: "INVALID_VALUE" });
  });
});

describe("getTags", () => {
  it("lists every tag with its number of products on sale", async () => {
    const tags = await ask<Array<{ _id: string; name: string; arName: string; productsCount: number }>>(
      "getTags",
      `{ getTags { ${ENVELOPE} data { _id name arName productsCount } } }`,
    );
    expect(tags.status_code).toBe(200);
    expect(tags.data!.length).toBeGreaterThan(0);
    expect(tags.data!.some((tag) => tag.productsCount > 0)).toBe(true);
    expect(tags.data!.every((tag) => tag.arName.length > 0)).toBe(true);
  });
});
