/**
 * The staff's orders list at scale (decision 0116): 200,000 orders of 5,000 customers with their
 * payments on a fresh PostgreSQL database, then each filter and sort of the list (with the stage
 * counts) timed 30 times; p95 should stay under 100 ms. EXPLAIN of each shows no sequential scan of
 * `orders`.
 *
 *   createdb -h 127.0.0.1 -U postgres orders_bench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/orders_bench npx node bench/admin-orders.ts
 */
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "#db/client.ts";
import { listOrders, orderCounts } from "#domain/orders/orders.api.ts";
import type { RequestContext } from "#kernel/context.ts";
import type { ListArgs } from "#kernel/list.ts";
import { testServices } from "../test/services.ts";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL: a fresh PostgreSQL database");
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200_000);
const database = await openDatabase({ url });
await database.migrate();
const { db } = database;

const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders`);
if (n < ORDERS) {
  console.log(`filling ${ORDERS} orders…`);
  await db.execute(sql`insert into users (name, f_name, email, password_hash, role, slug)
    select 'Customer ' || g, 'Customer', 'bench' || g || '@example.com', 'x', 'customer', 'bench-' || g
    from generate_series(1, 5000) g on conflict do nothing`);
  await db.execute(sql`insert into orders (order_id, user_id, shipping_address, ordered_from, currency, status,
      payment_method, subtotal, total_price, created_at, updated_at)
    select 'MZ-B' || lpad(g::text, 7, '0'), (select id from users where slug = 'bench-' || (1 + g % 5000)),
      '{}'::jsonb, (case when g % 5 = 0 then 'sa' else 'eg' end)::country, (case when g % 5 = 0 then 'SAR' else 'EGP' end)::currency,
      (array['pending','confirmed','ready_for_shipping','out_for_delivery','delivered','delivered','delivered','cancelled','returned'])[1 + g % 9],
      (array['card','cod','fawry','valu','tabby'])[1 + g % 5], 1000 + (g * 7919) % 500000, 1000 + (g * 7919) % 500000,
      now() - (g || ' minutes')::interval, now()
    from generate_series(1, ${ORDERS}) g`);
  await db.execute(sql`insert into payments (order_id, provider, method, status, amount, currency, captured_amount, idempotency_key, created_at)
    select id, 'paymob', payment_method, (case when status in ('pending', 'cancelled') then 'declined' else 'captured' end),
      total_price, currency, total_price, 'bench:' || id, created_at from orders where order_id like 'MZ-B%'`);
  await db.execute(sql`analyze`);
}

const ctx = {
  db,
  user: { id: "bench", role: "customer", privilageType: "admin", status: "active" },
  language: "en",
  country: "eg",
  services: testServices(),
} as unknown as RequestContext;

const CASES: Array<[string, ListArgs]> = [
  ["newest", {}],
  ["stage delivered", { filter: { status: "delivered" } }],
  [
    "stage returned by total",
    { filter: { status: "returned" }, options: { sort: "totalPrice", direction: "desc" } },
  ],
  ["by number asc", { options: { sort: "orderId", direction: "asc" } }],
  ["page 200", { options: { page: 200 } }],
  ["payment captured", { filter: { paymentStatus: "captured" } }],
  ["payment refunded (rare)", { filter: { paymentStatus: "refunded" } }],
  ["method fawry, Saudi", { filter: { paymentMethod: "fawry", country: "sa" } }],
  ["one week", { filter: { from: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10) } }],
  ["customer e-mail", { filter: { customer: "bench4711@" } }],
  ["order number", { filter: { number: "B0123" } }],
  ["search", { options: { search: "Customer 42" } }],
];

const p = (list: number[], q: number) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))]!;
for (const [name, args] of CASES) {
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const start = performance.now();
    await Promise.all([listOrders(ctx, args), orderCounts(ctx, args)]);
    times.push(performance.now() - start);
  }
  console.log(
    `${name.padEnd(26)} p50 ${p(times, 0.5).toFixed(1).padStart(6)} ms  p95 ${p(times, 0.95).toFixed(1).padStart(6)} ms`,
  );
}
await database.close();
