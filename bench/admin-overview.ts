/**
 * The back office's Overview at scale (decision 0121): 200,000 orders over a year (a fifth in
 * Saudi Arabia) with 400,000 lines, 50,000 products of 200 designers, 20,000 customers, returns,
 * requests and payouts waiting, on a fresh PostgreSQL database; then the Overview as the super
 * administrator (every section) for each range, 30 times each; p95 should stay under 300 ms.
 * `EXPLAIN=1` prints each query's plan for the 90 days.
 *
 *   createdb -h 127.0.0.1 -U postgres overview_bench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/overview_bench npx node bench/admin-overview.ts
 */
import { type SQL, sql } from "drizzle-orm";
import { openDatabase, queryRows } from "#db/client.ts";
import { overview } from "#domain/reports/reports.api.ts";
import type { RequestContext } from "#kernel/context.ts";
import { testServices } from "../test/services.ts";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL: a fresh PostgreSQL database");
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200_000);
const database = await openDatabase({ url });
await database.migrate();
const { db } = database;

const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders`);
if (n < ORDERS) {
  const started = performance.now();
  console.log(`filling ${ORDERS} orders…`);
  await db.execute(sql`insert into users (name, f_name, email, password_hash, role, slug, own_currency, created_at)
    select 'Customer ' || g, 'Customer', 'ov' || g || '@example.com', 'x', 'customer', 'ov-' || g,
      (case when g % 5 = 0 then 'sa' else 'eg' end)::country, now() - (g * 1577 || ' seconds')::interval
    from generate_series(1, 20000) g`);
  await db.execute(sql`insert into users (name, f_name, email, password_hash, role, slug)
    select 'Designer ' || g, 'Designer', 'ovd' || g || '@example.com', 'x', 'designer', 'ovd-' || g
    from generate_series(1, 200) g`);
  await db.execute(sql`insert into products (slug, sku, name, ar_name, available_edition, designer_id)
    select 'ov-p-' || g, 'OV-' || g, 'Product ' || g, 'منتج ' || g, g % 60,
      (select id from users where slug = 'ovd-' || (1 + g % 200))
    from generate_series(1, 50000) g`);
  await db.execute(sql`insert into orders (order_id, user_id, shipping_address, ordered_from, currency, status,
      payment_method, subtotal, total_price, created_at, updated_at)
    select 'MZ-O' || lpad(g::text, 7, '0'), (select id from users where slug = 'ov-' || (1 + g % 20000)),
      '{}'::jsonb, (case when g % 5 = 0 then 'sa' else 'eg' end)::country, (case when g % 5 = 0 then 'SAR' else 'EGP' end)::currency,
      (array['pending','confirmed','ready_for_shipping','out_for_delivery','delivered','delivered','delivered','cancelled','returned'])[1 + g % 9],
      (array['card','cod','fawry','valu','tabby'])[1 + g % 5], 1000 + (g * 7919) % 500000, 1000 + (g * 7919) % 500000,
      now() - (g * 157.68 || ' seconds')::interval, now()
    from generate_series(1, ${ORDERS}) g`);
  await db.execute(sql`insert into order_items (order_id, product_id, designer_id, name, ar_name, quantity, unit_price, line_total)
    select o.id, p.id, p.designer_id, 'x', 'x', 1 + k % 2, 50000, 50000 * (1 + k % 2)
      from (select id, row_number() over (order by order_id) as g from orders) o
      cross join lateral generate_series(1, 1 + (o.g % 3)::int) k
      join (select id, designer_id, row_number() over (order by sku) as n from products) p
        on p.n = 1 + ((o.g * 7919 + k * 104729) % 50000)`);
  await db.execute(sql`insert into order_returns (order_id, reason, pickup_address, status)
    select id, 'bench', '{}'::jsonb, (case when row_number() over () % 4 = 0 then 'requested' else 'received' end)
      from orders where status = 'returned'`);
  await db.execute(sql`insert into designer_tickets (designer_id, slug, name, base_price, product_status)
    select (select id from users where slug = 'ovd-' || (1 + g % 200)), 'ov-t-' || g, 'Request ' || g, 1000,
      (array['waiting','accepted','rejected'])[1 + g % 3]
    from generate_series(1, 3000) g`);
  await db.execute(sql`insert into payout_requests (user_id, source, currency, amount, status)
    select (select id from users where slug = 'ovd-' || (1 + g % 200)), 'profits',
      (case when g % 4 = 0 then 'SAR' else 'EGP' end)::currency, 10000 + g, (array['pending','paid','paid'])[1 + g % 3]
    from generate_series(1, 5000) g`);
  // As autovacuum would leave it: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze`);
  console.log(`filled in ${Math.round((performance.now() - started) / 1000)} s`);
}

// With EXPLAIN=1, each query of the Overview prints its plan first.
const explain = process.env.EXPLAIN === "1";
const traced = new Proxy(db, {
  get(target, key, receiver) {
    if (key !== "execute" || !explain) return Reflect.get(target, key, receiver);
    return async (query: SQL) => {
      const plan = await queryRows<{ "QUERY PLAN": string }>(
        target,
        sql`explain (analyze, buffers) ${query}`,
      );
      console.log(plan.map((r) => r["QUERY PLAN"]).join("\n"), "\n");
      return target.execute(query);
    };
  },
});

const ctx = {
  db: traced,
  user: { id: "bench", role: "customer", privilageType: "admin", status: "active" },
  language: "en",
  country: "eg",
  services: testServices(),
} as unknown as RequestContext;

if (explain) {
  await overview(ctx, { range: process.env.EXPLAIN_RANGE ?? "90d" });
  await database.close();
  process.exit(0);
}

const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
const CASES: Array<[string, Record<string, string>]> = [
  ["today", { range: "today" }],
  ["7 days", { range: "7d" }],
  ["30 days (default)", {}],
  ["90 days", { range: "90d" }],
  ["a whole year (custom)", { from: yearAgo, to: today }],
];

const p = (list: number[], q: number) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))]!;
for (const [name, input] of CASES) {
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const start = performance.now();
    await overview(ctx, input);
    times.push(performance.now() - start);
  }
  console.log(
    `${name.padEnd(24)} p50 ${p(times, 0.5).toFixed(1).padStart(6)} ms  p95 ${p(times, 0.95).toFixed(1).padStart(6)} ms`,
  );
}
await database.close();
