/**
 * Catalogue benchmarks: filterProducts (service and end-to-end over /graphql), the category
 * page server-rendered, and the product page's JavaScript (gzipped) from build/client.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { queryRows } from "#db/client.ts";
import type { ProductFilterInput } from "#domain/catalog/products.schema.ts";
import { filterProducts } from "#domain/catalog/products.service.ts";
import { type BenchContext, type BenchResult, ms, percentile, timeIt } from "./harness.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 300);

export default async function catalogBench(ctx: BenchContext): Promise<BenchResult[]> {
  const [living] = await queryRows<{ id: string; slug: string }>(
    ctx.db,
    sql`select id, slug from categories where slug = 'living-room'`,
  );
  const [sofas] = await queryRows<{ id: string }>(
    ctx.db,
    sql`select id from categories where slug = 'sofas'`,
  );
  const [designer] = await queryRows<{ slug: string }>(
    ctx.db,
    sql`select slug from users where role = 'designer' order by slug limit 1`,
  );
  // A realistic mix of listing requests: browse, category, subcategory + filters, sorts, deep pages.
  const mix: Array<{ country: "eg" | "sa"; filter: ProductFilterInput }> = [
    { country: "eg", filter: {} },
    { country: "eg", filter: { category: living!.slug } },
    { country: "eg", filter: { category: living!.id, subCategory: sofas!.id, sort: "priceAsc" } },
    { country: "eg", filter: { category: living!.slug, from: 500_000, to: 2_000_000, sort: "priceDesc" } },
    {
      country: "eg",
      filter: { category: living!.slug, properties: [{ property: "Color", values: ["Navy blue", "Sand"] }] },
    },
    { country: "eg", filter: { sort: "bestSelling" } },
    { country: "eg", filter: { sort: "priceAsc" } },
    { country: "eg", filter: { sort: "newest", paginate: { page: 80, limit: 24 } } },
    { country: "eg", filter: { collection: "new-home-essentials", inStock: true } },
    { country: "eg", filter: { designer: designer!.slug } },
    { country: "eg", filter: { withDiscount: true, sort: "bestSelling" } },
    { country: "sa", filter: { category: living!.slug, sort: "priceAsc" } },
    { country: "sa", filter: {} },
  ];
  const results: BenchResult[] = [];
  const perCase: string[] = [];

  // 1. The service (SQL + batch loading), what every listing goes through.
  const service = await timeIt((i) => {
    const { country, filter } = mix[i % mix.length]!;
    return filterProducts({ db: ctx.db, country }, { paginate: { page: 1, limit: 24 }, ...filter });
  }, RUNS);
  results.push(
    { name: `filterProducts service, mix of ${mix.length}: p50`, value: ms(percentile(service, 50)) },
    {
      name: `filterProducts service, mix of ${mix.length}: p95`,
      value: ms(percentile(service, 95)),
      goal: "< 20 ms",
      ok: percentile(service, 95) < 20,
    },
  );
  for (const [k, c] of mix.entries()) {
    const t = await timeIt(
      () =>
        filterProducts({ db: ctx.db, country: c.country }, { paginate: { page: 1, limit: 24 }, ...c.filter }),
      30,
      3,
    );
    perCase.push(`${k + 1}:${percentile(t, 95).toFixed(1)}`);
  }
  results.push({ name: "filterProducts service p95 per case (ms)", value: perCase.join(" ") });

  // 2. End to end: POST /graphql with the listing page's selection (parse, validate, resolve, JSON).
  const QUERY = /* GraphQL */ `
    query ($category: String, $subCategory: String, $sort: String, $from: Int, $to: Int, $paginate: PaginateInput,
           $properties: [PropertyFilterInput!], $collection: String, $designer: String, $inStock: Boolean, $withDiscount: Boolean) {
      filterProducts(category: $category, subCategory: $subCategory, sort: $sort, from: $from, to: $to, paginate: $paginate,
                     properties: $properties, collection: $collection, designer: $designer, inStock: $inStock, withDiscount: $withDiscount) {
        status_code
        data {
          products { _id slug name arName allPriceBeforeOffer allPriceAfterOffer totalDiscount currency availableEdition
                     images { _id path width height } badge { color title titleAr } designer { name arName slug } }
          pageInfo { hasNext totalCount totalPages page limit }
          priceRange { min max }
        }
      }
    }
  `;
  const e2e = await timeIt(async (i) => {
    const { country, filter } = mix[i % mix.length]!;
    const reply = await ctx.graphql<{ filterProducts: { status_code: number } }>(
      QUERY,
      { paginate: { page: 1, limit: 24 }, ...filter },
      {
        "accept-country": country.toUpperCase(),
      },
    );
    if (reply.data.filterProducts.status_code !== 200) throw new Error(JSON.stringify(reply));
  }, RUNS);
  results.push(
    { name: "filterProducts over /graphql (app.inject): p50", value: ms(percentile(e2e, 50)) },
    {
      name: "filterProducts over /graphql (app.inject): p95",
      value: ms(percentile(e2e, 95)),
      goal: "< 20 ms",
      ok: percentile(e2e, 95) < 20,
    },
  );

  // 3. The category page, server-rendered (root loader + category loader + React SSR), sequential.
  const pages = [
    `/en-eg/categories/${living!.slug}`,
    `/ar-eg/categories/${living!.slug}?sub=${sofas!.id}&sort=priceAsc`,
    `/ar-sa/categories/${living!.slug}?f=Color%3ANavy+blue&min=100`,
    `/en-eg/categories/${living!.slug}?page=5`,
  ];
  const ssr = await timeIt(
    async (i) => {
      const response = await ctx.app.inject({ method: "GET", url: pages[i % pages.length]! });
      if (response.statusCode !== 200)
        throw new Error(`${pages[i % pages.length]} answered ${response.statusCode}`);
    },
    Math.max(60, Math.round(RUNS / 3)),
    5,
  );
  results.push(
    { name: "category page SSR (app.inject, sequential): p50", value: ms(percentile(ssr, 50)) },
    {
      name: "category page SSR (app.inject, sequential): p95",
      value: ms(percentile(ssr, 95)),
      goal: "< 50 ms",
      ok: percentile(ssr, 95) < 50,
    },
  );

  // 4. The product page's JavaScript: every module script and modulepreload it names, gzipped.
  const [product] = await queryRows<{ slug: string }>(
    ctx.db,
    sql`select slug from products where status = 'active' limit 1`,
  );
  const html = (await ctx.app.inject({ method: "GET", url: `/en-eg/products/${product!.slug}` })).body;
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g))
    urls.add(m[1]!);
  let raw = 0;
  let gz = 0;
  try {
    for (const url of urls) {
      const file = readFileSync(join(ctx.root, "build", "client", url));
      raw += file.length;
      gz += gzipSync(file, { level: 9 }).length;
    }
  } catch (error) {
    // Someone rebuilt build/ while the bench ran: the served HTML names files that are gone.
    results.push({ name: "product page JavaScript", value: `not measured (${(error as Error).message})` });
    return results;
  }
  results.push({
    name: `product page JavaScript (${urls.size} files, gzip -9)`,
    value: `${(gz / 1024).toFixed(1)} KB (raw ${(raw / 1024).toFixed(0)} KB)`,
    goal: "< 120 KB",
    ok: gz / 1024 < 120,
  });
  return results;
}
