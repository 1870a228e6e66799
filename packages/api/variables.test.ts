import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { openTestDatabase } from "../../test/database.ts";
import { testServices } from "../../test/services.ts";
import { createGraphQL } from "./graphql.ts";

let database: Database;
let graphql: ReturnType<typeof createGraphQL>;
beforeAll(async () => {
  database = await openTestDatabase();
  graphql = createGraphQL({ db: database.db, services: testServices(), production: true, log: console });
});
afterAll(() => database.close());

const ADD = `mutation Add($image: ID, $q: Int) {
  added: addToCart(image: $image, quantity: $q) { __typename status_code code ...Problems data { _id } } }
  fragment Problems on CartResponse { fieldErrors { field message } }`;

describe("variables that do not fit their type (decision 0073)", () => {
  it("answer the envelope in-process, shaped as asked, so a form shows the field's message", async () => {
    const context = await graphql.contextFor(new Headers(), { language: "ar", country: "eg" });
    const data = await graphql.run(ADD, { q: 2 ** 40 }, context);
    expect(data).toEqual({
      added: {
        __typename: "CartResponse",
        status_code: 400,
        code: "NUMBER_OUT_OF_RANGE",
        fieldErrors: [{ field: "quantity", message: "هذا الرقم خارج النطاق المسموح به" }],
        data: null,
      },
    });
  });

  it("answer the envelope over HTTP too, in the caller's language", async () => {
    const response = await graphql.yoga.fetch("http://localhost/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify({ query: ADD, variables: { q: "many" } }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { added: Record<string, unknown> } };
    expect(body.data.added).toMatchObject({
      status_code: 400,
      code: "NUMBERS_ONLY",
      fieldErrors: [{ field: "quantity", message: "This field must contain only numbers" }],
    });
  });

  it("keep the standard error when a root field is not an envelope", async () => {
    const response = await graphql.yoga.fetch("http://localhost/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "query ($n: Int) { __typename @include(if: $n) }", variables: { n: 5 } }),
    });
    const body = (await response.json()) as { errors?: Array<{ message: string }> };
    expect(body.errors?.[0]?.message).toMatch(/Boolean|Int/);
  });
});
