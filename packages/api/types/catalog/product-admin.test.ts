import { eq } from "drizzle-orm";
import type { GraphQLObjectType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPrices, products } from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "../../../../test/app.ts";
import { callAdmin, login, newCustomer } from "../../../../test/test-kit.ts";
import { schema } from "../../schema.ts";

const ADMIN_FIELDS = [
  "basePrice",
  ...["eg", "su", "em"].flatMap((c) => [`${c}Revenue`, `${c}SiteRevenue`, `${c}ManufacturingCost`]),
];

const PRODUCT_ADMIN = /* GraphQL */ `
  query ($product: ID!) {
    getProductAdminById(product: $product) {
      status_code code message
      data { _id name arName basePrice ${ADMIN_FIELDS.join(" ")} }
    }
  }
`;

let t: TestApp;
let product: typeof products.$inferSelect;

beforeAll(async () => {
  t = await startTestApp();
  [product] = (await t.database.db.select().from(products).where(eq(products.status, "active")).limit(1)) as [
    typeof products.$inferSelect,
  ];
});
afterAll(() => t.close());

describe("getProductAdminById", () => {
  it("refuses a visitor with 401 UNAUTHENTICATED", async () => {
    const r = await callAdmin(t, PRODUCT_ADMIN, { product: product.id });
    expect(r).toMatchObject({ status_code: 401, code: "UNAUTHENTICATED", data: null });
  });

  it("refuses a customer and a designer with 403 FORBIDDEN", async () => {
    const fresh = await newCustomer(t);
    for (const token of [
      fresh.token,
      await login(t, "customer@manzil.test"),
      await login(t, "designer@manzil.test"),
    ]) {
      const r = await callAdmin(t, PRODUCT_ADMIN, { product: product.id }, { token, lang: "ar" });
      expect(r).toMatchObject({
        status_code: 403,
        code: "FORBIDDEN",
        message: "ليس لديك صلاحية للقيام بهذا",
      });
      expect(r.data).toBeNull();
    }
  });

  it("answers the administrator with the costs and revenues of each country", async () => {
    const token = await login(t, "admin@manzil.test");
    const r = await callAdmin<Record<string, unknown>>(t, PRODUCT_ADMIN, { product: product.id }, { token });
    expect(r).toMatchObject({ status_code: 200, code: "SUCCESS" });
    const prices = await t.database.db
      .select()
      .from(productPrices)
      .where(eq(productPrices.productId, product.id));
    const eg = prices.find((p) => p.country === "eg")!;
    expect(r.data).toMatchObject({
      _id: product.id,
      name: product.name,
      basePrice: product.basePrice,
      egRevenue: eg.revenue,
      egSiteRevenue: eg.siteRevenue,
      egManufacturingCost: eg.manufacturingCost,
    });
    for (const field of ADMIN_FIELDS.filter((f) => f !== "basePrice")) {
      expect(r.data![field] === null || typeof r.data![field] === "number", field).toBe(true);
    }
    const missing = await callAdmin(
      t,
      PRODUCT_ADMIN,
      { product: "00000000-0000-4000-8000-000000000000" },
      { token },
    );
    expect(missing).toMatchObject({ status_code: 404, code: "PRODUCT_NOT_FOUND" });
  });
});

describe("the public Product type", () => {
  it("has none of the administrators' money fields", () => {
    const fields = Object.keys((schema.getType("Product") as GraphQLObjectType).getFields());
    expect(fields).toContain("egPrice");
    for (const field of ADMIN_FIELDS) expect(fields).not.toContain(field);
  });
});
