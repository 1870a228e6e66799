import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema/index.ts";
import { signSession } from "#domain/accounts/session.ts";
import { startTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
const bearer = async (email: string) => {
  const [u] = await t.database.db.select().from(users).where(eq(users.email, email));
  return { authorization: `Bearer ${await signSession(u!, t.config.jwtSecret)}` };
};

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const GLOBAL = /* GraphQL */ `
  query ($searchText: String, $filter: GlobalSearchFilter, $currentCountry: String, $sort: String) {
    globalSearch(searchText: $searchText, filter: $filter, currentCountry: $currentCountry, sort: $sort) {
      status_code message errors
      data {
        sort
        pageInfo { totalCount page limit totalPages hasNext }
        priceRange { min max }
        designers { _id name arName }
        products {
          _id objectID name arName image egPrice suPrice emPrice egAfterOffersPrice suAfterOffersPrice
          emAfterOffersPrice price afterOffersPrice currency available
        }
      }
    }
  }
`;
const SUGGEST = /* GraphQL */ `
  query ($text: String) {
    searchSuggestions(text: $text) {
      status_code
      data { keywords { keyword normalized source } products { objectID name arName image afterOffersPrice } }
    }
  }
`;
const RECORD = /* GraphQL */ `
  mutation ($keyword: String) {
    newSearchKeyword(keyword: $keyword) { status_code message data { keyword normalizedKeyword count resultsCount } }
  }
`;

interface Global {
  globalSearch: {
    status_code: number;
    message: string;
    errors: string[];
    data: {
      sort: string;
      pageInfo: { totalCount: number };
      products: Array<Record<string, unknown>>;
      designers: Array<Record<string, unknown>>;
    } | null;
  };
}

describe("globalSearch over GraphQL", () => {
  it("answers in the envelope, in both languages, with the specs' hit fields", async () => {
    const en = await t.graphql<Global>(GLOBAL, { searchText: "sofa" }, { "accept-language": "en" });
    expect(en.errors).toBeUndefined();
    expect(en.data.globalSearch).toMatchObject({ status_code: 200, message: "Success", errors: [] });
    expect(en.data.globalSearch.data!.sort).toBe("-relevance");
    const hit = en.data.globalSearch.data!.products[0]!;
    expect(hit.objectID).toBe(hit._id);
    expect(typeof hit.egPrice).toBe("number");
    expect(typeof hit.egAfterOffersPrice).toBe("number");
    expect(hit.currency).toBe("EGP");
    const ar = await t.graphql<Global>(GLOBAL, { searchText: "كنبة" }, { "accept-language": "ar" });
    expect(ar.data.globalSearch.message).toBe("تمت العملية بنجاح");
    expect(ar.data.globalSearch.data!.products.map((p) => p._id).sort()).toEqual(
      en.data.globalSearch.data!.products.map((p) => p._id).sort(),
    );
  });

  it("prices in the current country (accept-country or currentCountry)", async () => {
    const sa = await t.graphql<Global>(GLOBAL, { searchText: "sofa", currentCountry: "saudi" });
    expect(sa.data.globalSearch.data!.products[0]!.currency).toBe("SAR");
    const header = await t.graphql<Global>(GLOBAL, { searchText: "sofa" }, { "accept-country": "SA" });
    expect(header.data.globalSearch.data!.products[0]!.currency).toBe("SAR");
  });

  it("answers the specs' 500 for the switched-off Emirates", async () => {
    const ae = await t.graphql<Global>(GLOBAL, { searchText: "sofa", currentCountry: "ae" });
    expect(ae.data.globalSearch).toMatchObject({
      status_code: 500,
      message: "This currency is not available in site!.",
      data: null,
    });
  });

  it("never breaks on what a user types: an envelope with results or an empty list", async () => {
    for (const searchText of [
      `"'; drop table products; --`,
      "a & b | !c <-> d:*",
      "😀",
      "x".repeat(50_000),
      "\\",
    ]) {
      const r = await t.graphql<Global>(GLOBAL, { searchText });
      expect(r.errors).toBeUndefined();
      expect(r.data.globalSearch.status_code).toBe(200);
      expect(Array.isArray(r.data.globalSearch.data!.products)).toBe(true);
    }
  });
  it("answers bad paging or price input with a 400 and a code, never a 500", async () => {
    const PAGED = /* GraphQL */ `
      query ($paginate: SearchPaginate, $filter: GlobalSearchFilter) {
        globalSearch(searchText: "sofa", paginate: $paginate, filter: $filter) {
          status_code code errors fieldErrors { field code } data { sort }
        }
      }`;
    type Paged = { globalSearch: { status_code: number; code: string; fieldErrors: unknown[]; data: null } };
    const tooLong = await t.graphql<Paged>(PAGED, { paginate: { page: 1, limit: 10_000 } });
    expect(tooLong.errors).toBeUndefined();
    expect(tooLong.data.globalSearch).toMatchObject({
      status_code: 400,
      code: "INVALID_VALUE",
      fieldErrors: [{ field: "paginate.limit", code: "INVALID_VALUE" }],
      data: null,
    });
    const both = await t.graphql<Paged>(PAGED, { paginate: { page: 0 }, filter: { priceFrom: -1 } });
    expect(both.data.globalSearch).toMatchObject({ status_code: 400, code: "INVALID_INPUT", data: null });
  });
});

describe("suggestions, keywords and users over GraphQL", () => {
  it("newSearchKeyword counts normalised searches; recents stay with their user", async () => {
    const customer = await bearer("customer@manzil.test");
    const first = await t.graphql<{
      newSearchKeyword: { data: { normalizedKeyword: string; count: number } };
    }>(RECORD, { keyword: "السرير الكينج" }, customer);
    expect(first.data.newSearchKeyword.data).toMatchObject({ normalizedKeyword: "سرير كينج", count: 1 });
    type S = { searchSuggestions: { data: { keywords: Array<{ normalized: string; source: string }> } } };
    const mine = await t.graphql<S>(SUGGEST, { text: "سرير" }, customer);
    expect(mine.data.searchSuggestions.data.keywords[0]).toMatchObject({
      normalized: "سرير كينج",
      source: "recent",
    });
    const designer = await bearer("designer@manzil.test");
    const theirs = await t.graphql<S>(SUGGEST, { text: "سرير" }, designer);
    expect(theirs.data.searchSuggestions.data.keywords.map((k) => k.normalized)).not.toContain("سرير كينج");
    const guest = await t.graphql<S>(SUGGEST, { text: "سرير" });
    expect(guest.data.searchSuggestions.data.keywords.map((k) => k.normalized)).not.toContain("سرير كينج");
  });

  it("searchUser: designers for all, customers for nobody in the shop", async () => {
    const Q = `query ($value: String, $role: String) { searchUser(value: $value, role: $role) { status_code data { _id role email } } }`;
    type U = {
      searchUser: { status_code: number; data: Array<{ role: string; email: string | null }> | null };
    };
    const designers = await t.graphql<U>(Q, { value: "a", role: "designer" });
    expect(designers.data.searchUser.status_code).toBe(200);
    expect(designers.data.searchUser.data!.every((u) => u.role === "designer" && u.email === null)).toBe(
      true,
    );
    const denied = await t.graphql<U>(Q, { value: "customer", role: "customer" });
    expect(denied.data.searchUser.status_code).toBe(403);
    const admin = await t.graphql<U>(
      Q,
      { value: "customer@manzil", role: "customer" },
      await bearer("admin@manzil.test"),
    );
    // Staff are shoppers in the shop API (decision 0106): customers are searched in the admin API.
    expect(admin.data.searchUser.status_code).toBe(403);
  });

  it("searchAllProducts finds products sold in availableIn", async () => {
    const Q = `query { searchAllProducts(value: "oslo", availableIn: "sa") { status_code data { name suPrice } } }`;
    const r = await t.graphql<{
      searchAllProducts: { data: Array<{ name: string; suPrice: number | null }> };
    }>(Q);
    expect(r.data.searchAllProducts.data.length).toBeGreaterThan(0);
    expect(r.data.searchAllProducts.data.every((p) => p.suPrice !== null)).toBe(true);
  });
});

describe("the instant-search resource and the search pages", () => {
  it("/search/suggest answers JSON with prices in the current currency", async () => {
    const r = await t.app.inject({ url: `/en-sa/search/suggest?q=${encodeURIComponent("sofa")}` });
    expect(r.statusCode).toBe(200);
    const body = r.json() as { products: Array<{ price: string; href: string }>; keywords: unknown[] };
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(5);
    expect(body.products[0]!.price).toMatch(/^SAR /);
    expect(body.products[0]!.href).toMatch(/^\/en-sa\/products\//);
    const empty = await t.app.inject({ url: "/search/suggest?q=" });
    expect(empty.json()).toMatchObject({ keywords: [], products: [] });
  });
});
