import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { products } from "./catalog.ts";
import { createdAt, id } from "./common.ts";
import { users } from "./users.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Keywords shoppers searched for (newSearchKeyword), for suggestions and reports. */
export const searchKeywords = pgTable(
  "search_keywords",
  {
    id: id(),
    keyword: text("keyword").notNull(),
    /** manzil_normalize(keyword): see packages/domain/search/normalize.rules.ts. */
    normalizedKeyword: text("normalized_keyword").notNull(),
    count: integer("count").notNull().default(1),
    resultsCount: integer("results_count").notNull().default(0),
    lastSearchedAt: timestamp("last_searched_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("search_keywords_normalized_uq").on(t.normalizedKeyword),
    index("search_keywords_trgm_idx").using("gin", sql`${t.normalizedKeyword} gin_trgm_ops`),
    index("search_keywords_count_idx").on(t.count),
    check("search_keywords_counts_ck", sql`${t.count} >= 0 and ${t.resultsCount} >= 0`),
  ],
);

/**
 * The product search index: one row per product, written only by the database triggers of the
 * `search` migration (products, prices, tags, categories, designers), so it is current after any
 * change, including bulk inserts. Texts are manzil_normalize()d.
 */
export const productSearch = pgTable(
  "product_search",
  {
    productId: uuid("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    /** English and Arabic names. */
    names: text("names").notNull(),
    /** Names, designer, category and subcategory, tags (both languages). */
    document: text("document").notNull(),
    /** Names weight A, category and designer B, tags C; 'arabic' and 'english' lexemes. */
    tsv: tsvector("tsv").notNull(),
    /**
     * The names' lexemes alone (the weight-A part of tsv, unweighted): "every word in a name" is
     * `names_tsv @@ query`, a small vector, rather than a weighted match against the whole tsv.
     */
    namesTsv: tsvector("names_tsv")
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('arabic'::regconfig, names) || to_tsvector('english'::regconfig, names)`,
      ),
    /** Active and accepted: the only rows search returns. */
    listed: boolean("listed").notNull(),
    egAvailable: boolean("eg_available").notNull().default(false),
    saAvailable: boolean("sa_available").notNull().default(false),
    aeAvailable: boolean("ae_available").notNull().default(false),
    egSales: integer("eg_sales").notNull().default(0),
    saSales: integer("sa_sales").notNull().default(0),
    aeSales: integer("ae_sales").notNull().default(0),
    /** List price per country (product_prices.price), null where not priced: filters and sorts. */
    egPrice: integer("eg_price"),
    saPrice: integer("sa_price"),
    aePrice: integer("ae_price"),
    /**
     * The product's offer and collection (as on products): with the running discounts they give the
     * price after discount that search filters, sorts and ranges on, without reading products (0033).
     */
    offerId: uuid("offer_id"),
    collectionId: uuid("collection_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("product_search_tsv_idx").using("gin", t.tsv)],
);

/**
 * Products whose index row must be rebuilt: the triggers queue ids here and a deferred trigger
 * rebuilds them all once, at the end of the transaction (a bulk insert of products, prices and
 * tags rebuilds each product once, not three times).
 */
export const productSearchQueue = pgTable("product_search_queue", {
  productId: uuid("product_id").primaryKey(),
});

/** Words of the product index (3+ letters), for typo correction by trigram similarity. */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (t) => [
  index("search_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`),
]);

/** A logged-in shopper's own recent searches (shown first in their suggestions, never to others). */
export const userRecentSearches = pgTable(
  "user_recent_searches",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    normalizedKeyword: text("normalized_keyword").notNull(),
    keyword: text("keyword").notNull(),
    searchedAt: timestamp("searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.normalizedKeyword] }),
    index("user_recent_searches_user_idx").on(t.userId, t.searchedAt),
  ],
);
