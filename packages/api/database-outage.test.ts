/**
 * A PostgreSQL outage answers a signed-in shopper 503 with Retry-After (decisions 0079, 0126), not
 * 401: the session look-up no longer takes the database's error for "nobody", so the orders page
 * does not send them home and the cart does not show empty.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#db/client.ts";
import { signSession, userFromToken } from "#domain/accounts/session.ts";
import { isDatabaseUnavailable } from "#kernel/db-errors.ts";
import { testServices } from "../../test/services.ts";
import { createGraphQL } from "./graphql.ts";

let down: Database;
beforeAll(async () => {
  // Nothing listens on port 1: every query fails as a server that is not there.
  down = await openDatabase({ url: "postgres://postgres@127.0.0.1:1/manzil" });
});
afterAll(() => down.close());

const quiet = { ...console, warn() {}, error() {}, info() {} };

describe("a database outage for a signed-in shopper", () => {
  it("the session look-up reports the outage instead of answering 'nobody'", async () => {
    const services = testServices();
    const token = await signSession(
      { id: randomUUID(), tokenVersion: 0, privilageType: null },
      services.jwtSecret,
    );
    const failure = await userFromToken(down.db, token, services.jwtSecret).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // a token that is not ours is still simply nobody, without asking the database
    expect(await userFromToken(down.db, "not-a-token", services.jwtSecret)).toBeNull();
  });

  it("GraphQL answers 503 with Retry-After, in the shopper's language", async () => {
    const services = testServices();
    const token = await signSession(
      { id: randomUUID(), tokenVersion: 0, privilageType: null },
      services.jwtSecret,
    );
    const { yoga } = createGraphQL({ db: down.db, services, production: true, log: quiet as never });
    const response = await yoga.fetch("http://localhost/graphql", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${token}`,
        "accept-language": "ar",
      },
      body: JSON.stringify({ query: "{ getOrdersByUserId { status_code } }" }),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    const body = (await response.json()) as {
      errors: Array<{ message: string; extensions: { code: string } }>;
    };
    expect(body.errors[0]!.extensions.code).toBe("SERVICE_UNAVAILABLE");
    expect(body.errors[0]!.message).not.toMatch(/[a-z]{4}/);
  });
});
