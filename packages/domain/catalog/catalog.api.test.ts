import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { withTransaction } from "#kernel/tx.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { priceFor } from "../pricing/pricing.rules.ts";
import { EXTRA_PRICE_FIELD, releaseStock, reserveStock, sellableItems } from "./catalog.api.ts";

let t: TestApp;
let ctx: RequestContext;
interface Row {
  image: string;
  product: string;
  feature: string | null;
  stock: number;
}
let plain: Row;
let egyptOnly: Row;

const pick = async (where: string) =>
  (
    await queryRows<Row>(
      t.database.db,
      sql.raw(`select i.id as image, p.id as product, p.available_edition as stock,
                 (select f.id from features f where f.product_id = p.id order by f.id limit 1) as feature
            from products p join product_images i on i.product_id = p.id and i.primary_image
            join product_prices eg on eg.product_id = p.id and eg.country = 'eg' and eg.available
           where p.status = 'active' and p.product_status = 'accepted' and p.available_edition >= 3 and ${where}
           order by p.sku limit 1`),
    )
  )[0]!;

beforeAll(async () => {
  t = await startTestApp();
  ctx = { db: t.database.db, user: null, language: "en", country: "eg", services: t.services };
  plain = await pick(
    "not p.egypt_only and exists (select 1 from product_prices sa where sa.product_id = p.id and sa.country = 'sa' and sa.available)",
  );
  egyptOnly = await pick("p.egypt_only");
});
afterAll(async () => t?.close());

const stockOf = async (id: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select available_edition as n from products where id = ${id}`,
    )
  )[0]!.n;

describe("sellableItems", () => {
  it("prices each item in the asked countries with the image's and features' extras", async () => {
    const features = plain.feature ? [plain.feature] : [];
    const [item, missing] = await sellableItems(
      ctx,
      [{ imageId: plain.image, features, quantity: 2 }, { imageId: "00000000-0000-0000-0000-000000000000" }],
      { countries: ["sa"] },
    );
    expect(missing).toBeNull();
    expect(item).toMatchObject({ productId: plain.product, imageId: plain.image, quantity: 2, sold: true });
    for (const c of ["eg", "sa"] as const) {
      const [row] = await queryRows<{ price: number; tax: number; shipping: number }>(
        t.database.db,
        sql`select price, tax, shipping_expense as shipping from product_prices where product_id = ${plain.product} and country = ${c}`,
      );
      const extras = [item!.image!, ...item!.features].map((o) => o[EXTRA_PRICE_FIELD[c]]);
      const here = item!.inCountries[c]!;
      expect(here.sold).toBe(true);
      expect(here.shippingFee).toBe(row!.shipping);
      // Without running discounts in the way, the price is the list price plus the extras.
      expect(here.price!.before).toBe(priceFor({ price: row!.price, tax: row!.tax, extras }).before);
    }
    expect(item!.price).toEqual(item!.inCountries.eg!.price);
  });

  it("tells why an item is not sold here", async () => {
    const [item] = await sellableItems({ ...ctx, country: "sa" }, [{ imageId: egyptOnly.image }]);
    expect(item).toMatchObject({ sold: false, notSold: "EGYPT_ONLY", price: null });
    const [bad] = await sellableItems(ctx, [{ imageId: plain.image, features: [egyptOnly.image] }]);
    expect(bad!.featuresValid).toBe(false);
  });

  it("locks the products in the caller's transaction", async () => {
    const items = await withTransaction(ctx, (tx) =>
      sellableItems(tx, [{ imageId: plain.image }, { productId: egyptOnly.product }], { lock: "update" }),
    );
    expect(items.map((i) => i?.productId)).toEqual([plain.product, egyptOnly.product]);
    expect(items[1]!.shownImage?.id).toBe(egyptOnly.image);
  });
});

describe("reserveStock and releaseStock", () => {
  it("takes and gives back stock, all or nothing, never below 0", async () => {
    const before = await stockOf(plain.product);
    await reserveStock(ctx, [{ productId: plain.product, quantity: 2 }]);
    expect(await stockOf(plain.product)).toBe(before - 2);
    const other = await stockOf(egyptOnly.product);
    const error = await reserveStock(ctx, [
      { productId: egyptOnly.product, quantity: 1 },
      { productId: plain.product, quantity: before },
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe("NOT_ENOUGH_STOCK");
    expect(await stockOf(egyptOnly.product)).toBe(other);
    await releaseStock(ctx, [{ productId: plain.product, quantity: 2 }]);
    expect(await stockOf(plain.product)).toBe(before);
  });

  it("joins the caller's transaction: its rollback gives the stock back", async () => {
    const before = await stockOf(plain.product);
    await withTransaction(ctx, async (tx) => {
      await reserveStock(tx, [{ productId: plain.product, quantity: 1 }]);
      throw new Error("later step failed");
    }).catch(() => {});
    expect(await stockOf(plain.product)).toBe(before);
  });

  it("sells the last pieces once when two buyers ask at the same time", async () => {
    const left = await stockOf(egyptOnly.product);
    const results = await Promise.allSettled([
      reserveStock(ctx, [{ productId: egyptOnly.product, quantity: left }]),
      reserveStock(ctx, [{ productId: egyptOnly.product, quantity: left }]),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await stockOf(egyptOnly.product)).toBe(0);
    const none = await reserveStock(ctx, [{ productId: egyptOnly.product, quantity: 1 }]).catch((e) => e);
    expect((none as DomainError).code).toBe("OUT_OF_STOCK");
    await releaseStock(ctx, [{ productId: egyptOnly.product, quantity: left }]);
  });
});
