import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { openTestDatabase } from "../../test/database.ts";
import { testServices } from "../../test/services.ts";
import { createGraphQL } from "./graphql.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const introspect = async (production: boolean, query = "{ __schema { queryType { name } } }") => {
  const { yoga } = createGraphQL({ db: database.db, services: testServices(), production, log: console });
  const response = await yoga.fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: unknown; errors?: Array<{ message: string }> };
};

describe("schema introspection", () => {
  it("is off in production", async () => {
    const result = await introspect(true);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it("is on in development", async () => {
    expect((await introspect(false)).data).toEqual({ __schema: { queryType: { name: "Query" } } });
  });
});

describe("suggestions in errors (decision 0073)", () => {
  const typo = "{ getCategorie { status_code } }";
  it("name no field in production, where introspection is off", async () => {
    const result = await introspect(true, typo);
    expect(result.errors?.[0]?.message).toMatch(/Cannot query field "getCategorie"/);
    expect(JSON.stringify(result.errors)).not.toMatch(/Did you mean|getCategories/);
  });

  it("help in development", async () => {
    const [error] = (await introspect(false, typo)).errors ?? [];
    expect(error?.message).toMatch(/Did you mean "getCategories"/);
  });
});
