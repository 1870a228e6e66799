/**
 * Search use cases, in PostgreSQL: the product index `product_search` (kept current by the
 * triggers of migration 0003), the typo vocabulary `search_words`, the suggestion index
 * `search_keywords` and each user's `user_recent_searches`. Every text a shopper types goes
 * through normalize.rules.ts first; SQL only ever sees normalised words as bound parameters.
 */
import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "#db/client.ts";
import { withReplica } from "#db/replica.ts";
import type { CountryCode, Language } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { parseInput } from "#kernel/input.ts";
import { can } from "#kernel/permissions.ts";
import { onReplica } from "#kernel/replica.ts";
import { type Executor, withTransaction } from "#kernel/tx.ts";
import { priceAfterDiscount, runningDiscounts, runningKey } from "../catalog/catalog.api.ts";
import { normalizeForSearch, queryTokens, tsqueryText } from "./normalize.rules.ts";
import {
  type KeywordSuggestion,
  MAX_TYPO_ALTERNATIVES,
  MIN_SUGGESTION_SEARCHES,
  MIN_TYPO_WORD_LENGTH,
  mergeKeywords,
  parseSort,
  RECENT_SEARCHES_KEPT,
  type Sort,
  SUGGESTED_KEYWORDS,
  SUGGESTED_PRODUCTS,
  sortText,
} from "./search.rules.ts";
import {
  type GlobalSearchInput,
  GlobalSearchSchema,
  NewSearchKeywordSchema,
  SearchAllProductsSchema,
  SearchUserSchema,
  SuggestionsSchema,
  TEXT_NEVER_REFUSED,
} from "./search.schema.ts";
import { type HitRow, type PriceRow, type SearchHit, toHit } from "./search-hit.view.ts";

type Ctx = Pick<RequestContext, "db" | "country" | "language" | "user" | "replica">;

interface ProductSearch {
  /** What the shopper typed (raw; normalised here). Empty: every listed product. */
  text: string;
  availableIn?: CountryCode;
  /** Category or subcategory slug or id. */
  category?: string;
  priceFrom?: number;
  priceTo?: number;
  sort: Sort;
  limit: number;
  offset: number;
  lang?: Language;
  /** Compute the price range of all matches (the search page's filter). */
  withPriceRange?: boolean;
  /** Count all matches (default true; the instant suggestions do not need it). */
  withTotal?: boolean;
}

interface ProductSearchResult {
  hits: SearchHit[];
  total: number;
  priceRange: { min: number; max: number } | null;
  /** The normalised query ("" when the text had no words). */
  normalized: string;
}

const EMPTY: ProductSearchResult = { hits: [], total: 0, priceRange: null, normalized: "" };

/** normalizeForSearch, remembered for names that come back on every keystroke (category names). */
const searchForms = new Map<string, string>();
function searchForm(text: string): string {
  let form = searchForms.get(text);
  if (form === undefined) {
    if (searchForms.size >= 5_000) searchForms.clear();
    form = normalizeForSearch(text);
    searchForms.set(text, form);
  }
  return form;
}

/** How long a count of a search without text is remembered (as the catalogue's listing counts). */
const COUNT_TTL_MS = 60_000;
type Counted = Array<{ n: number; min: number | null; max: number | null }>;
const counts = new WeakMap<object, Map<string, { at: number; value: Counted }>>();

async function rememberCount(db: object, key: string, work: () => Promise<Counted>): Promise<Counted> {
  let cache = counts.get(db);
  if (!cache) {
    cache = new Map();
    counts.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < COUNT_TTL_MS && now >= hit.at) return hit.value;
  const value = await work();
  cache.delete(key);
  cache.set(key, { at: now, value });
  if (cache.size > 200) cache.delete(cache.keys().next().value!);
  return value;
}

/** Forgets the remembered counts of a database and its read replica (after bulk catalogue changes; tests). */
export function clearSearchCounts(db: object): void {
  for (const d of withReplica(db)) counts.delete(d);
}

/** Country columns of product_search, by code (never from input). */
const col = (country: CountryCode, what: "available" | "sales" | "price") => sql.raw(`ps.${country}_${what}`);

/**
 * Typo corrections: for each query word of 4+ letters that starts no word of the catalogue, up to 3
 * catalogue words that look like it (pg_trgm similarity over the vocabulary, in both scripts).
 */
async function typoAlternatives(db: Executor, tokens: string[]): Promise<Map<string, string[]>> {
  const long = tokens.filter((t) => t.length >= MIN_TYPO_WORD_LENGTH);
  const alternatives = new Map<string, string[]>();
  if (!long.length) return alternatives;
  const rows = await queryRows<{ tok: string; word: string }>(
    db,
    sql`select t.tok, w.word
          from unnest(string_to_array(${long.join(" ")}, ' ')) as t(tok)
          cross join lateral (
            select sw.word from search_words sw
             where sw.word % t.tok
             order by similarity(sw.word, t.tok) desc, sw.word
             limit ${MAX_TYPO_ALTERNATIVES}) w
         where not exists (select 1 from search_words k where k.word like t.tok || '%')`,
  );
  for (const { tok, word } of rows) alternatives.set(tok, [...(alternatives.get(tok) ?? []), word]);
  return alternatives;
}

/** The order of every sort but relevance with text (ranked in searchProducts). */
function orderBy(sort: Sort, lang: Language): SQL {
  const dir = sql.raw(sort.descending ? "desc" : "asc");
  switch (sort.field) {
    case "relevance":
      return sql`available desc, sales desc, created_at desc, id`;
    case "price":
      return sql`price ${dir} nulls last, id`;
    case "sales":
      return sql`sales ${dir}, created_at desc, id`;
    case "name":
      return lang === "ar" ? sql`ar_name ${dir}, id` : sql`name ${dir}, id`;
    default:
      return sql`created_at ${dir}, id`;
  }
}

/**
 * The ranked product ids of a search and the total, then the page's hits with their prices.
 *
 * With text, every match is read once through the GIN index (`tsv @@ query`) as a narrow row (no
 * tsvector carried along); the count and the price range are windows over those rows.
 * Relevance is ranked in two steps: the cheap keys (tier, availability, sales) pick the page and
 * whatever ties with its last row (`fetch first n rows with ties`); only those rows get the text
 * rank (`ts_rank`, which reads the whole tsvector) before the exact order. Same order as ranking
 * every match, a fraction of the work for common words (docs/benchmarks.md, Search).
 */
async function searchProducts(asked: Ctx, query: ProductSearch): Promise<ProductSearchResult> {
  // A public read: on the request's read replica when it has one (decision 0078).
  const ctx = onReplica(asked);
  const hasText = query.text.trim().length > 0;
  const tokens = queryTokens(query.text);
  if (hasText && tokens.length === 0) return EMPTY;
  const country = ctx.country;
  const priceCountry = query.availableIn ?? country;
  const lang = query.lang ?? ctx.language;

  // Prices are filtered, sorted and ranged after discount, as the catalogue does and as the hits
  // show them (decision 0033): the catalogue's SQL expression over this country's list price and
  // the offer and collection the index row keeps (migration 0008; no read of products).
  const needPrice =
    query.priceFrom != null ||
    query.priceTo != null ||
    query.sort.field === "price" ||
    !!query.withPriceRange;
  const discounts = needPrice ? await runningDiscounts(ctx.db, new Date()) : null;
  const price = discounts
    ? priceAfterDiscount(discounts, {
        price: col(priceCountry, "price"),
        offerId: sql`ps.offer_id`,
        collectionId: sql`ps.collection_id`,
      })
    : sql`null::int`;
  const needProduct = !!query.category || query.sort.field === "name";
  const byRelevance = hasText && query.sort.field === "relevance";

  const filters: SQL[] = [];
  let tier = sql`0`;
  let from = sql`product_search ps`;
  let fuzzy = "";
  if (hasText) {
    const alternatives = await typoAlternatives(ctx.db, tokens);
    fuzzy = tsqueryText(tokens, { alternatives });
    const exact = tsqueryText(tokens);
    // manzil_tsquery: the 'arabic' and 'english' forms, OR-ed only when they differ (migration 0007).
    from = sql`product_search ps cross join (
      select manzil_tsquery(${fuzzy}) as fuzzy, manzil_tsquery(${exact}) as exact) q`;
    // Tiers (search.rules.ts TIER): the whole query in a name; every word in a name (the names'
    // own lexemes); every word anywhere (without typo corrections every match has them all).
    if (byRelevance)
      tier = sql`case when ps.names like ${`%${tokens.join(" ")}%`} then 3
                      when ps.names_tsv @@ q.exact then 2
                      ${alternatives.size ? sql`when ps.tsv @@ q.exact then 1 else 0` : sql`else 1`} end`;
    filters.push(sql`ps.tsv @@ q.fuzzy`);
  } else filters.push(sql`ps.listed`);
  if (needProduct) from = sql`${from} join products p on p.id = ps.product_id`;
  if (query.availableIn) filters.push(sql`${col(query.availableIn, "available")}`);
  if (query.category)
    filters.push(sql`exists (select 1 from categories c
                              where (c.slug = ${query.category} or c.id::text = ${query.category})
                                and (c.id = p.category_id or c.id = p.sub_category_id))`);
  if (query.priceFrom != null) filters.push(sql`${price} >= ${query.priceFrom}`);
  if (query.priceTo != null) filters.push(sql`${price} <= ${query.priceTo}`);

  const withTotal = query.withTotal !== false;
  const matches = sql`select ps.product_id as id, ps.listed, ps.created_at,
                 ${col(country, "available")} as available, ${col(country, "sales")} as sales,
                 ${tier} as tier, ${price} as price,
                 ${needProduct ? sql`p.name, p.ar_name` : sql`null as name, null as ar_name`}
            from ${from}
           where ${sql.join(filters, sql` and `)}`;
  // With text, `listed` is tested above an `offset 0` fence: pushed into the scan, it would make the
  // partial index of listed rows (product_search_created_idx) a way in too, and the planner took it
  // (every listed row, then the text test) over the GIN index once the statistics were fresh.
  const listedMatches = hasText ? sql`(${matches} offset 0) m where m.listed` : sql`(${matches}) m`;
  type Ranked = { id: string; total: number; minPrice: number | null; maxPrice: number | null };
  let rows: Ranked[];
  let total = 0;
  let priceRange: ProductSearchResult["priceRange"] = null;
  if (hasText) {
    const windows = sql`${withTotal ? sql`count(*) over ()::int` : sql`0`} as total,
               ${query.withPriceRange ? sql`min(price) over ()` : sql`null::int`} as "minPrice",
               ${query.withPriceRange ? sql`max(price) over ()` : sql`null::int`} as "maxPrice"`;
    const ranked = byRelevance
      ? sql`with top as (select id, tier, available, sales, created_at, ${windows} from ${listedMatches}
                     order by tier desc, available desc, sales desc
                     fetch first ${query.offset + query.limit} rows with ties)
            select top.id, top.total, top."minPrice", top."maxPrice"
              from top join product_search ps on ps.product_id = top.id
             order by top.tier desc, top.available desc, top.sales desc,
                      ts_rank(ps.tsv, manzil_tsquery(${fuzzy})) desc, top.created_at desc, top.id
             limit ${query.limit} offset ${query.offset}`
      : sql`select id, ${windows} from ${listedMatches}
             order by ${orderBy(query.sort, lang)}
             limit ${query.limit} offset ${query.offset}`;
    // The GIN index is always the way in; PGlite's planner would otherwise often pick a sequential
    // scan for common words (2-3x slower, see docs/benchmarks.md "Search").
    // Inside a caller's transaction the setting is put back after the query.
    rows = await withTransaction(ctx, async (tx) => {
      await tx.db.execute(sql`set local enable_seqscan = off`);
      const found = await queryRows<Ranked>(tx.db, ranked);
      await tx.db.execute(sql`set local enable_seqscan to default`);
      return found;
    });
    total = rows[0]?.total ?? 0;
    if (rows[0]?.minPrice != null && rows[0].maxPrice != null)
      priceRange = { min: rows[0].minPrice, max: rows[0].maxPrice };
  } else {
    // Without text: the page in index order (newest first by default), the count apart.
    rows = await queryRows<Ranked>(
      ctx.db,
      sql`select id, 0 as total, null::int as "minPrice", null::int as "maxPrice" from ${listedMatches}
           order by ${orderBy(query.sort, lang)}
           limit ${query.limit} offset ${query.offset}`,
    );
  }
  if (withTotal && (!hasText || (rows.length === 0 && query.offset > 0))) {
    const count = () =>
      queryRows<{ n: number; min: number | null; max: number | null }>(
        ctx.db,
        sql`select count(*)::int as n, min(price)::int as min, max(price)::int as max
              from ${listedMatches}`,
      );
    // Without text the count covers the whole catalogue (or a filter of it): a scan of every listed
    // row, so it is remembered for a minute, like the catalogue's listing counts (the page itself
    // is always current).
    const [counted] = hasText
      ? await count()
      : await rememberCount(
          ctx.db,
          JSON.stringify([
            country,
            priceCountry,
            query.availableIn,
            query.category,
            query.priceFrom,
            query.priceTo,
            !!query.withPriceRange,
            ...(discounts ? runningKey(discounts) : []),
          ]),
          count,
        );
    total = counted?.n ?? 0;
    if (query.withPriceRange && counted?.min != null && counted.max != null)
      priceRange = { min: counted.min, max: counted.max };
  }
  const hits = await hitsFor(
    ctx,
    rows.map((r) => r.id),
    country,
  );
  return { hits, total, priceRange, normalized: tokens.join(" ") };
}

/** The hits of the given product ids, in that order, priced through the pricing rules. */
async function hitsFor(ctx: Pick<Ctx, "db">, ids: string[], country: CountryCode): Promise<SearchHit[]> {
  if (!ids.length) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // One round trip: the products with their prices per country (a JSON array each).
  const details = await queryRows<HitRow & { prices: PriceRow[] | null } & Record<string, unknown>>(
    ctx.db,
    sql`select p.id, p.slug, p.name, p.ar_name as "arName", p.created_at as "createdAt",
               p.available_edition as "availableEdition",
               d.name as "dName", coalesce(d.ar_name, d.name) as "dArName", d.slug as "dSlug",
               (select i.path from product_images i where i.product_id = p.id
                 order by i.primary_image desc, i.display_order, i.id limit 1) as image,
               (select json_agg(json_build_object('productId', pp.product_id, 'country', pp.country,
                         'price', pp.price, 'tax', pp.tax, 'available', pp.available,
                         'salesNumber', pp.sales_number))
                  from product_prices pp where pp.product_id = p.id) as prices,
               o.discount as "oDiscount", o.status as "oStatus", o.start_date as "oStart", o.end_date as "oEnd",
               c.discount as "cDiscount", c.status as "cStatus", c.start_date as "cStart", c.end_date as "cEnd"
          from products p
          left join offers o on o.id = p.offer_id
          left join collections c on c.id = p.collection_id
          left join users d on d.id = p.designer_id
         where p.id in (${idList})`,
  );
  const byId = new Map(details.map((d) => [d.id, d]));
  const now = new Date();
  return ids.flatMap((id) => {
    const d = byId.get(id);
    if (!d) return [];
    const row: HitRow = {
      ...d,
      designer: d.dName
        ? { name: d.dName as string, arName: d.dArName as string, slug: d.dSlug as string | null }
        : null,
      offer: {
        discount: d.oDiscount as number | null,
        status: d.oStatus as "active" | null,
        startDate: d.oStart as Date | null,
        endDate: d.oEnd as Date | null,
      },
      collection: {
        discount: d.cDiscount as number | null,
        status: d.cStatus as "active" | null,
        startDate: d.cStart as Date | null,
        endDate: d.cEnd as Date | null,
      },
    };
    return [toHit(row, d.prices ?? [], country, now)];
  });
}

export interface DesignerHit {
  id: string;
  name: string;
  arName: string | null;
  slug: string | null;
  image: string | null;
  description: string | null;
  arDescription: string | null;
}

/** Active designers whose name (either language) has every word of the query, or looks like it. */
async function searchDesigners(
  asked: Pick<Ctx, "db" | "replica">,
  text: string,
  limit = 10,
): Promise<DesignerHit[]> {
  const ctx = onReplica(asked);
  const tokens = queryTokens(text);
  if (!tokens.length) return [];
  const phrase = tokens.join(" ");
  const words = sql.join(
    tokens.map((t) => sql`d.norm like ${`%${t}%`}`),
    sql` and `,
  );
  return queryRows<DesignerHit>(
    ctx.db,
    sql`select id, name, "arName", slug, image, description, "arDescription" from (
          select u.id, u.name, u.ar_name as "arName", u.slug, u.image, u.description,
                 u.ar_description as "arDescription",
                 manzil_normalize(u.name || ' ' || coalesce(u.ar_name, '')) as norm
            from users u where u.role = 'designer' and u.status = 'active') d
         where (${words}) or word_similarity(${phrase}, d.norm) >= 0.5
         order by word_similarity(${phrase}, d.norm) desc, name limit ${limit}`,
  );
}

export interface GlobalSearchResult {
  products: SearchHit[];
  designers: DesignerHit[];
  total: number;
  page: number;
  limit: number;
  sort: string;
  priceRange: { min: number; max: number } | null;
}

/** The specs' globalSearch: products and designers. */
export async function globalSearch(ctx: Ctx, input: GlobalSearchInput): Promise<GlobalSearchResult> {
  const { searchText, filter, sort, paginate } = parseInput(GlobalSearchSchema, input, TEXT_NEVER_REFUSED);
  const hasText = searchText.trim().length > 0;
  const parsedSort = parseSort(sort, hasText);
  const result = await searchProducts(ctx, {
    text: searchText,
    availableIn: filter.availableIn ?? undefined,
    category: filter.category,
    priceFrom: filter.priceFrom ?? undefined,
    priceTo: filter.priceTo ?? undefined,
    lang: filter.lang ?? undefined,
    sort: parsedSort,
    limit: paginate.limit,
    offset: (paginate.page - 1) * paginate.limit,
    withPriceRange: true,
  });
  const designers = hasText && paginate.page === 1 ? await searchDesigners(ctx, searchText) : [];
  return {
    products: result.hits,
    designers,
    total: result.total,
    page: paginate.page,
    limit: paginate.limit,
    sort: sortText(parsedSort),
    priceRange: result.priceRange,
  };
}

/** The specs' searchAllProducts: the best 20 matches (sold in `availableIn` when given). */
export async function searchAllProducts(
  ctx: Ctx,
  input: { value?: string | null; availableIn?: CountryCode | null },
): Promise<SearchHit[]> {
  const { value, availableIn } = parseInput(SearchAllProductsSchema, input, TEXT_NEVER_REFUSED);
  if (!value.trim()) return [];
  const result = await searchProducts(ctx, {
    text: value,
    availableIn: availableIn ?? undefined,
    sort: parseSort(null, true),
    limit: 20,
    offset: 0,
  });
  return result.hits;
}

export interface Suggestions {
  keywords: KeywordSuggestion[];
  products: SearchHit[];
}

/**
 * Instant suggestions: 5 keywords (the user's own recent searches first, then popular searches that
 * found something, then category names) and the 5 best products. Empty text: nothing.
 */
export async function searchSuggestions(ctx: Ctx, input: { text?: string | null }): Promise<Suggestions> {
  const { text } = parseInput(SuggestionsSchema, input, TEXT_NEVER_REFUSED);
  const tokens = queryTokens(text);
  if (!tokens.length) return { keywords: [], products: [] };
  const phrase = tokens.join(" ");
  const starts = `${phrase}%`;
  const wordStarts = `% ${phrase}%`;

  const recent = ctx.user
    ? await queryRows<{ keyword: string; normalized: string }>(
        ctx.db,
        sql`select keyword, normalized_keyword as normalized from user_recent_searches
             where user_id = ${ctx.user.id}
               and (normalized_keyword like ${starts} or normalized_keyword like ${wordStarts})
             order by searched_at desc limit ${SUGGESTED_KEYWORDS}`,
      )
    : [];
  // The user's own recent searches come from the primary (just written); the rest is public (0078).
  const shared = onReplica(ctx);
  const popular = await queryRows<{ keyword: string; normalized: string }>(
    shared.db,
    sql`select keyword, normalized_keyword as normalized from search_keywords
         where results_count > 0 and count >= ${MIN_SUGGESTION_SEARCHES}
           and (normalized_keyword like ${starts} or normalized_keyword like ${wordStarts}
                or normalized_keyword % ${phrase})
         order by (normalized_keyword like ${starts}) desc, (normalized_keyword like ${wordStarts}) desc,
                  count desc, similarity(normalized_keyword, ${phrase}) desc
         limit ${SUGGESTED_KEYWORDS * 2}`,
  );
  // Category names in the page's language; matched here (normalizeForSearch is manzil_normalize),
  // so the database does not run the normalising regular expressions on every category per keystroke.
  const categories = (
    await queryRows<{ name: string; arName: string }>(
      shared.db,
      sql`select name, ar_name as "arName" from categories order by parent_id nulls first, display_order`,
    )
  )
    .filter((c) => {
      const norm = searchForm(`${c.name} ${c.arName}`);
      return norm.startsWith(phrase) || norm.includes(` ${phrase}`);
    })
    .slice(0, SUGGESTED_KEYWORDS)
    .map((c) => {
      const keyword = ctx.language === "ar" ? c.arName : c.name;
      return { keyword, normalized: searchForm(keyword) };
    });
  const keywords = mergeKeywords([
    recent.map((k) => ({ ...k, source: "recent" as const })),
    popular.map((k) => ({ ...k, source: "popular" as const })),
    categories.map((k) => ({ ...k, source: "category" as const })),
  ]);
  const products = await searchProducts(ctx, {
    text,
    sort: parseSort(null, true),
    limit: SUGGESTED_PRODUCTS,
    offset: 0,
    withTotal: false,
  });
  return { keywords, products: products.hits };
}

export interface SearchKeywordRow {
  id: string;
  keyword: string;
  normalizedKeyword: string;
  count: number;
  resultsCount: number;
}

/**
 * The specs' newSearchKeyword: records a search (normalised, counted, with how many products it
 * finds in the current country, counted here rather than trusted from the caller) and, for a
 * logged-in user, their recent searches. Text without words records nothing (null).
 */
export async function newSearchKeyword(
  ctx: Ctx,
  input: { keyword?: string | null },
): Promise<SearchKeywordRow | null> {
  const { keyword } = parseInput(NewSearchKeywordSchema, input, TEXT_NEVER_REFUSED);
  const tokens = queryTokens(keyword);
  if (!tokens.length) return null;
  const normalized = tokens.join(" ");
  const display = keyword.trim().replace(/\s+/g, " ").slice(0, 100);
  const { total } = await searchProducts(ctx, {
    text: keyword,
    sort: parseSort(null, true),
    limit: 1,
    offset: 0,
  });
  const [row] = await queryRows<SearchKeywordRow>(
    ctx.db,
    sql`insert into search_keywords as k (keyword, normalized_keyword, count, results_count, last_searched_at)
        values (${display}, ${normalized}, 1, ${total}, now())
        on conflict (normalized_keyword) do update
          set count = k.count + 1, results_count = excluded.results_count, last_searched_at = now()
        returning id, keyword, normalized_keyword as "normalizedKeyword", count, results_count as "resultsCount"`,
  );
  if (ctx.user) {
    await withTransaction(ctx, async (tx) => {
      await tx.db.execute(sql`insert into user_recent_searches (user_id, normalized_keyword, keyword, searched_at)
                           values (${ctx.user!.id}, ${normalized}, ${display}, now())
                           on conflict (user_id, normalized_keyword)
                           do update set keyword = excluded.keyword, searched_at = now()`);
      await tx.db.execute(sql`delete from user_recent_searches
                            where user_id = ${ctx.user!.id}
                              and normalized_keyword not in (
                                select normalized_keyword from user_recent_searches
                                 where user_id = ${ctx.user!.id}
                                 order by searched_at desc limit ${RECENT_SEARCHES_KEPT})`);
    });
  }
  return row ?? null;
}

export interface UserHit {
  id: string;
  name: string;
  arName: string | null;
  slug: string | null;
  image: string | null;
  role: "customer" | "designer" | "manufacturer";
  email: string | null;
}

/**
 * The specs' searchUser: designers and manufacturers are public (name, picture, page); searching
 * customers, or searching by e-mail, needs `read:user:any` (the orders and support privileges;
 * a catalogue, content or finance administrator searches like anyone else).
 */
export async function searchUser(
  ctx: Ctx,
  input: { value?: string | null; role?: string | null },
): Promise<UserHit[]> {
  const { value, role } = parseInput(SearchUserSchema, input, TEXT_NEVER_REFUSED);
  const readsUsers = can(ctx.user, "read:user:any");
  if ((!role || role === "customer") && !readsUsers) throw new DomainError("FORBIDDEN", 403);
  const tokens = queryTokens(value);
  if (!tokens.length) return [];
  const haystack = readsUsers
    ? sql`manzil_normalize(u.name || ' ' || coalesce(u.ar_name, '') || ' ' || coalesce(u.email, ''))`
    : sql`manzil_normalize(u.name || ' ' || coalesce(u.ar_name, ''))`;
  const words = sql.join(
    tokens.map((t) => sql`${haystack} like ${`%${t}%`}`),
    sql` and `,
  );
  const rows = await queryRows<UserHit>(
    ctx.db,
    sql`select u.id, u.name, u.ar_name as "arName", u.slug, u.image, u.role, u.email
          from users u
         where ${role ? sql`u.role = ${role}` : sql`true`}
           and ${readsUsers ? sql`true` : sql`u.status = 'active'`}
           and ${words}
         order by u.name limit 20`,
  );
  return rows.map((r) => ({ ...r, email: readsUsers ? r.email : null }));
}
