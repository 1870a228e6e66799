/**
 * The price after discount in SQL: the one expression that the catalogue's listings
 * (products.service.ts filterProducts) and the search (search/search.service.ts) filter, sort and
 * take price ranges on, so both agree with each other and with the prices they show
 * (pricing.rules.ts priceFor; decisions 0006 and 0033).
 */
import { type SQL, sql } from "drizzle-orm";
import { withReplica } from "#db/replica.ts";
import { collections, offers } from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { isRunning } from "../pricing/pricing.api.ts";
import { toDiscount } from "./products.rules.ts";

/** The offers and collections whose discount runs now (tiny tables; decided by pricing.rules isRunning). */
export interface RunningDiscounts {
  offers: Map<string, number>;
  collections: Map<string, number>;
}

const discountCache = new WeakMap<object, { at: number; value: RunningDiscounts }>();
const DISCOUNTS_TTL_MS = 5_000;

export async function runningDiscounts(db: RequestContext["db"], now: Date): Promise<RunningDiscounts> {
  const cached = discountCache.get(db);
  if (cached && now.getTime() - cached.at < DISCOUNTS_TTL_MS && now.getTime() >= cached.at)
    return cached.value;
  const [offerRows, collectionRows] = await Promise.all([
    db.select().from(offers),
    db.select().from(collections),
  ]);
  const pick = (rows: Array<typeof offers.$inferSelect | typeof collections.$inferSelect>) =>
    new Map(rows.filter((r) => isRunning(toDiscount(r), now)).map((r) => [r.id, r.discount]));
  const value = { offers: pick(offerRows), collections: pick(collectionRows) };
  discountCache.set(db, { at: now.getTime(), value });
  return value;
}

/** Forgets the running discounts remembered for a database and its read replica. */
export function forgetRunningDiscounts(db: object): void {
  for (const d of withReplica(db)) discountCache.delete(d);
}

/** Whether any discount runs: without one the price after discount is the list price. */
const anyRunning = (d: RunningDiscounts) => d.offers.size + d.collections.size > 0;

/** A value for cache keys: answers computed with other running discounts are other answers. */
export const runningKey = (d: RunningDiscounts) => [[...d.offers], [...d.collections]];

/** `case <column> when <id> then <percent> ... else 0 end` over the running discounts. */
const percentOf = (column: SQL, running: Map<string, number>): SQL =>
  running.size === 0
    ? sql`0`
    : sql`case ${column} ${sql.join(
        [...running].map(([id, pct]) => sql`when ${id}::uuid then ${pct}::int`),
        sql` `,
      )} else 0 end`;

/** Where the expression reads a product's list price, offer and collection. */
interface PriceColumns {
  price: SQL;
  offerId: SQL;
  collectionId: SQL;
}

/** The catalogue's listing query: `products p join product_prices pp`. */
const LISTING_COLUMNS: PriceColumns = {
  price: sql`pp.price`,
  offerId: sql`p.offer_id`,
  collectionId: sql`p.collection_id`,
};

/**
 * pricing.rules.ts `discounted` in SQL: `price × kept / 100` (kept = 100 − the
 * percent) rounded down to the whole unit (100 minor units), or half up to the minor unit below one unit (decision 0068). Integer division of
 * non-negative numbers floors. greatest and least skip nulls, so a missing price stays null.
 */
const discountedBy = (price: SQL, kept: SQL): SQL => {
  const times100 = sql`(${price}::bigint * ${kept})`;
  return sql`case when ${kept} < 100 and ${price} is not null then greatest(${times100} / 10000 * 100, least((${times100} + 50) / 100, 100))::int else ${price} end`;
};

/**
 * The price after discount in SQL, the same arithmetic as pricing.rules.ts priceFor without
 * extras: the larger running discount, rounded down to the whole unit (decision 0068; tested against it).
 * Null where the list price is null. `columns` name the list price, offer and collection of the
 * query it goes in (default: the catalogue's `p` and `pp`). The offer and collection columns are
 * read only while a discount runs.
 */
export const priceAfterDiscount = (d: RunningDiscounts, columns: PriceColumns = LISTING_COLUMNS): SQL =>
  anyRunning(d)
    ? discountedBy(
        columns.price,
        sql`(100 - greatest(${percentOf(columns.offerId, d.offers)}, ${percentOf(columns.collectionId, d.collections)}))`,
      )
    : columns.price;
