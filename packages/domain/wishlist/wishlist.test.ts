import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { testServices } from "../../../test/services.ts";
import { call, newCustomer } from "../../../test/test-kit.ts";
import { wishlistProductIds } from "./wishlist.service.ts";

let t: TestApp;
/** Three products with two images each (first, second). */
let products: Array<{ product: string; first: string; second: string }>;

beforeAll(async () => {
  t = await startTestApp();
  products = await queryRows(
    t.database.db,
    sql.raw(`select p.id as product, min(i.id::text) as first, max(i.id::text) as second
       from products p join product_images i on i.product_id = p.id
      group by p.id having count(*) >= 2 order by p.id limit 3`),
  );
});
afterAll(async () => t?.close());

const IDS = `{ getWishlistProductIds { status_code errors data { products } } }`;
const TOGGLE = `mutation ($image: ID, $product: ID) { addRemoveWishlist(image: $image, product: $product) { status_code data { inWishlist } } }`;

describe("getWishlistProductIds", () => {
  it("answers the caller's own products only, once each, and follows the toggles", async () => {
    const [a, b] = [await newCustomer(t), await newCustomer(t)];
    const [p1, p2, p3] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]];
    const toggle = async (token: string, vars: Record<string, string>) =>
      expect((await call<{ inWishlist: boolean }>(t, TOGGLE, vars, { token })).status_code).toBe(200);
    // a: two images of p1 and p2 itself; b: p3.
    await toggle(a.token, { image: p1.first });
    await toggle(a.token, { image: p1.second });
    await toggle(a.token, { product: p2.product });
    await toggle(b.token, { image: p3.first });

    const mine = await call<{ products: string[] }>(t, IDS, {}, { token: a.token });
    expect(mine.status_code).toBe(200);
    expect([...mine.data!.products].sort()).toEqual([p1.product, p2.product].sort());
    const theirs = await call<{ products: string[] }>(t, IDS, {}, { token: b.token });
    expect(theirs.data!.products).toEqual([p3.product]);

    await toggle(a.token, { product: p2.product });
    expect((await call<{ products: string[] }>(t, IDS, {}, { token: a.token })).data!.products).toEqual([
      p1.product,
    ]);
  });

  it("never reads another user's list: no argument names one, a visitor gets 401", async () => {
    const other = await newCustomer(t);
    const asking = await newCustomer(t);
    const named = await t.graphql(
      `{ getWishlistProductIds(user: "${other.id}") { status_code } }`,
      {},
      {
        authorization: `Bearer ${asking.token}`,
      },
    );
    expect(named.errors?.[0]?.message).toMatch(/Unknown argument "user"/);
    const visitor = await call<{ products: string[] }>(t, IDS);
    expect(visitor.status_code).toBe(401);
    expect(visitor.data).toBeNull();
  });

  it("asks nothing of the database without a signed-in user", async () => {
    const db = new Proxy(
      {},
      {
        get() {
          throw new Error("the database was used");
        },
      },
    ) as RequestContext["db"];
    const ctx: RequestContext = { db, user: null, language: "en", country: "eg", services: testServices() };
    const refused = wishlistProductIds(ctx);
    await expect(refused).rejects.toBeInstanceOf(DomainError);
    await expect(refused).rejects.toMatchObject({ code: "UNAUTHENTICATED", status: 401 });
  });
});
