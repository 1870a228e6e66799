/**
 * Deeply nested JSON (issue 35): GraphQL variables nested thousands of levels deep answered 500
 * "Internal error" (the response cache's request key stringified them: the stack overflowed).
 * /graphql and /admin/graphql refuse a body or variables nested past the limit with a clear 400 in
 * the request's language, before anything reads them; ordinary requests are untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { isNestedDeeperThan, MAX_JSON_DEPTH } from "./deep-bodies.ts";

let t: TestApp;
beforeAll(async () => {
  // The response cache on, as in production (tests turn it off by default).
  t = await startTestApp({ env: { GRAPHQL_CACHE_ENTRIES: "100" } });
});
afterAll(async () => t?.close());

/** Built as text: JSON.stringify itself overflows on such values. */
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;
const deepList = (levels: number) => `${"[".repeat(levels)}1${"]".repeat(levels)}`;
const CATEGORIES = "query ($slug: String) { getCategories(slug: $slug) { status_code } }";
const LOGIN = "mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { status_code } }";

const post = (url: string, body: string, lang: "ar" | "en") =>
  t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", "accept-language": lang },
    payload: body,
  });

describe("deeply nested JSON on the GraphQL endpoints", () => {
  it.each([
    ["/graphql", CATEGORIES, deepObject(5000)],
    ["/graphql", LOGIN, deepList(5000)],
    ["/admin/graphql", "query { __typename }", deepObject(5000)],
  ])("%s answers 400 in the request's language, never 500", async (url, query, deep) => {
    for (const [lang, message] of [
      ["ar", "بيانات الطلب متداخلة بعمق يتجاوز المسموح به"],
      ["en", "The request's data is nested too deeply"],
    ] as const) {
      const response = await post(
        url,
        `{"query":${JSON.stringify(query)},"variables":{"slug":${deep},"e":${deep},"p":"x"}}`,
        lang,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status_code: 400,
        code: "INPUT_TOO_DEEP",
        message,
        errors: [message],
        data: null,
      });
    }
  });

  it("refuses deep extensions and deep variables in a GET too", async () => {
    const extensions = await post(
      "/graphql",
      `{"query":"{ __typename }","extensions":${deepObject(5000)}}`,
      "en",
    );
    expect(extensions.statusCode).toBe(400);
    const get = await t.app.inject({
      method: "GET",
      url: `/graphql?query=${encodeURIComponent(CATEGORIES)}&variables=${encodeURIComponent(`{"slug":${deepList(5000)}}`)}`,
      headers: { "accept-language": "ar" },
    });
    expect(get.statusCode).toBe(400);
    expect(get.json().code).toBe("INPUT_TOO_DEEP");
  });

  it("lets ordinary requests through, nested filters included", async () => {
    const ok = await post("/graphql", JSON.stringify({ query: CATEGORIES, variables: { slug: null } }), "en");
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.getCategories.status_code).toBe(200);
    // A variable that nests as deep as the limit allows reaches GraphQL, which refuses its type.
    const atLimit = await post(
      "/graphql",
      `{"query":${JSON.stringify(CATEGORIES)},"variables":{"slug":${deepList(MAX_JSON_DEPTH - 2)}}}`,
      "en",
    );
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json().data.getCategories.status_code).toBe(400);
  });
});

describe("isNestedDeeperThan", () => {
  it("counts objects and arrays, not scalars, without recursion", () => {
    expect(isNestedDeeperThan(1, 0)).toBe(false);
    expect(isNestedDeeperThan({ a: [1] }, 2)).toBe(false);
    expect(isNestedDeeperThan({ a: [{}] }, 2)).toBe(true);
    expect(isNestedDeeperThan(JSON.parse(deepList(100_000)), 32)).toBe(true);
  });
});
