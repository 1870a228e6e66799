import { randomUUID } from "node:crypto";
import { getTableName, sql, type Table } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createGraphQL } from "#api/graphql.ts";
import { queryRows } from "#db/client.ts";
import { GUEST_CART_COOKIE, SESSION_COOKIE } from "#domain/accounts/cookies.ts";
import { servicesContext } from "#server/app-context.ts";
import { startTestApp, type TestApp } from "../../../../../../test/app.ts";
import { call, newCustomer } from "../../../../../../test/test-kit.ts";
import { accountSummary } from "./summary.server.ts";

let t: TestApp;
/** The tables the in-process GraphQL read or wrote (select/selectDistinct/insert/delete ... from). */
const touched: string[] = [];
let context: RouterContextProvider;
let products: string[];

/** The database, recording which tables the queries name (the builders' from/table arguments). */
function recording<T extends object>(db: T): T {
  const wrap = (builder: object): object =>
    new Proxy(builder, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (prop === "from" && typeof value === "function")
          return (table: Table, ...rest: unknown[]) => {
            touched.push(getTableName(table));
            return value.call(target, table, ...rest);
          };
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== "function") return value;
      if (prop === "select" || prop === "selectDistinct")
        return (...args: unknown[]) => wrap(value.apply(target, args));
      if (prop === "delete" || prop === "insert" || prop === "update")
        return (table: Table) => {
          touched.push(getTableName(table));
          return value.call(target, table);
        };
      return value.bind(target);
    },
  });
}

beforeAll(async () => {
  t = await startTestApp();
  const graphql = createGraphQL({
    db: recording(t.database.db),
    services: t.services,
    production: false,
    log: { error() {}, warn() {} },
  });
  context = new RouterContextProvider();
  // What apps/server/app.ts hands the loaders, for the request under test.
  let headers = new Headers();
  context.set(servicesContext, {
    publicUrl: "http://localhost",
    graphql: async (source, variables, locale) =>
      graphql.run(source, variables, await graphql.contextFor(headers, locale)),
  });
  summaryOf = (cookie) => {
    headers = new Headers(cookie ? { cookie } : {});
    return accountSummary(new Request("http://localhost/en-eg/", { headers }), context);
  };
  products = (
    await queryRows<{ id: string }>(t.database.db, sql`select id from products order by id limit 3`)
  ).map((p) => p.id);
});
afterAll(async () => t?.close());
beforeEach(() => {
  touched.length = 0;
});

let summaryOf: (cookie?: string) => ReturnType<typeof accountSummary>;
const TOGGLE = `mutation ($product: ID) { addRemoveWishlist(product: $product) { status_code } }`;

describe("the account summary's wishlist", () => {
  it("is the signed-in user's own product ids, read with one query", async () => {
    const [me, other] = [await newCustomer(t), await newCustomer(t)];
    await call(t, TOGGLE, { product: products[0] }, { token: me.token });
    await call(t, TOGGLE, { product: products[1] }, { token: me.token });
    await call(t, TOGGLE, { product: products[2] }, { token: other.token });
    touched.length = 0;

    const summary = await summaryOf(`${SESSION_COOKIE}=${encodeURIComponent(me.token)}`);
    expect(summary.user?._id).toBe(me.id);
    expect([...summary.wishlist].sort()).toEqual([products[0], products[1]].sort());
    expect(touched.filter((table) => table === "wishlist_items")).toHaveLength(1);

    const theirs = await summaryOf(`${SESSION_COOKIE}=${encodeURIComponent(other.token)}`);
    expect(theirs.wishlist).toEqual([products[2]]);
  });

  it("is empty for visitors, without a query: no cookie, a guest cart, a stale session", async () => {
    expect(await summaryOf()).toEqual({ user: null, cartCount: 0, cartId: null, wishlist: [] });
    expect(touched).toEqual([]);

    const guest = await summaryOf(`${GUEST_CART_COOKIE}=${randomUUID()}`);
    expect(guest.user).toBeNull();
    expect(guest.wishlist).toEqual([]);

    const stale = await summaryOf(`${SESSION_COOKIE}=not-a-token; ${GUEST_CART_COOKIE}=${randomUUID()}`);
    expect(stale.user).toBeNull();
    expect(stale.wishlist).toEqual([]);
    expect(touched).not.toContain("wishlist_items");
  });
});
