import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "#db/client.ts";
import { openTestDatabase } from "../../../test/database.ts";
import { priceFor } from "../pricing/pricing.rules.ts";
import { priceAfterDiscount } from "./discounted-price.ts";

const OFFER = "00000000-0000-4000-8000-000000000001";
const OTHER = "00000000-0000-4000-8000-000000000002";
const now = new Date("2026-11-21T12:00:00Z");
const running = (percent: number) => ({
  percent,
  status: "active" as const,
  startDate: new Date("2026-11-01T00:00:00Z"),
  endDate: new Date("2026-11-30T00:00:00Z"),
});

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The SQL price of `price` under the offer `offerId` while OFFER runs at `percent` %. */
async function sqlPrice(price: number | null, percent: number, offerId = OFFER): Promise<number | null> {
  const expression = priceAfterDiscount(
    { offers: new Map([[OFFER, percent]]), collections: new Map() },
    { price: sql`${price}::int`, offerId: sql`${offerId}::uuid`, collectionId: sql`null::uuid` },
  );
  const [row] = await queryRows<{ v: number | null }>(database.db, sql`select ${expression} as v`);
  return row!.v === null ? null : Number(row!.v);
}

describe("a discounted price is a whole pound or riyal (decision 0068)", () => {
  it("rounds 25 % off 9,894 EGP down to 7,420 EGP, not 7,420.50", () => {
    const p = priceFor({ price: 989_400, tax: 0, offer: running(25) }, now);
    expect(p.after).toBe(742_000);
  });

  it("leaves a price without a running discount as entered, piastres included", () => {
    expect(priceFor({ price: 123_456, tax: 0 }, now).after).toBe(123_456);
  });

  it("keeps minor units below one whole unit, so nothing becomes free", () => {
    expect(priceFor({ price: 90, tax: 0, offer: running(50) }, now).after).toBe(45);
  });

  it("is the same in SQL and in TypeScript over many prices and percentages", async () => {
    const cases: Array<[number, number]> = [];
    for (const price of [90, 199, 10_050, 99_999, 989_400, 1_234_567, 8_500_001])
      for (const percent of [1, 5, 15, 25, 33, 50, 99]) cases.push([price, percent]);
    for (const [price, percent] of cases) {
      const ts = priceFor({ price, tax: 0, offer: running(percent) }, now).after;
      expect([price, percent, await sqlPrice(price, percent)]).toEqual([price, percent, ts]);
    }
  });

  it("keeps a missing list price missing in SQL (not sold in that country)", async () => {
    expect(await sqlPrice(null, 25)).toBeNull();
  });

  it("gives a product outside the running discounts its list price in SQL, piastres included", async () => {
    expect(await sqlPrice(123_456, 25, OTHER)).toBe(123_456);
  });
});
