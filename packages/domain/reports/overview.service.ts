/**
 * The back office's Overview (decision 0121): sales per day per country in each currency, orders by
 * stage, the work waiting, top products and designers and new customers, for a range of days.
 * Read-only; it reads other domains' tables with aggregate SQL. The caller needs
 * `read:report:any`, and each section the permission of the list behind it: a section the caller
 * may not see is `null` and is not even asked of the database.
 */
import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "#db/client.ts";
import { orderStatuses } from "#db/schema/orders.ts";
import { COUNTRIES, type CountryCode, ENABLED_COUNTRIES } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";
import { type Day, dateIn, eachDay } from "#kernel/days.ts";
import { parseInput } from "#kernel/input.ts";
import { localDay, onLocalDays } from "#kernel/local-days.ts";
import { can, type Permission, requirePermission } from "#kernel/permissions.ts";
import { LOW_STOCK } from "../catalog/catalog.api.ts";
import type { OrderStatus } from "../orders/orders.api.ts";
import { type ResolvedRange, resolveRange, SALE_STAGES, STAGES_TO_MOVE, TOP_SIZE } from "./overview.rules.ts";
import { OverviewInput } from "./overview.schema.ts";

/** What each section needs (the permission of the list it summarises). */
export const SECTION_PERMISSIONS = {
  sales: "read:payment:any",
  stages: "read:order:any",
  returns: "read:order:any",
  ordersToMove: "update:order:any",
  tickets: "read:ticket:any",
  payouts: "read:payout:any",
  stock: "update:product:any",
  newCustomers: "read:user:any",
} as const satisfies Record<string, Permission>;
export type OverviewSection = keyof typeof SECTION_PERMISSIONS;

export interface Amount {
  currency: string;
  amount: number;
}

export interface SalesDay {
  day: Day;
  orders: number;
  amount: number;
}

/** One country's sales in its currency: the range's totals and every day of it. */
export interface CountrySales {
  country: CountryCode;
  currency: string;
  orders: number;
  amount: number;
  days: SalesDay[];
}

/** A product or a designer among the most sold: units, and revenue in each currency apart. */
export interface TopEntry {
  id: string;
  name: string;
  arName: string | null;
  units: number;
  amounts: Amount[];
}

export interface OverviewWork {
  returnsRequested: number | null;
  ticketsWaiting: number | null;
  payoutsPending: { count: number; amounts: Amount[] } | null;
  ordersToMove: Record<(typeof STAGES_TO_MOVE)[number], number> | null;
  stock: { low: number; out: number; threshold: number } | null;
}

export interface Overview extends ResolvedRange {
  /** Today in Cairo (the store's home): the presets end here. */
  today: Day;
  sales: CountrySales[] | null;
  stages: Record<OrderStatus, number> | null;
  work: OverviewWork;
  topProducts: TopEntry[] | null;
  topDesigners: TopEntry[] | null;
  newCustomers: number | null;
}

const num = (value: unknown): number => Number(value ?? 0);
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The figures the caller's permissions open, for the range asked. */
export async function overview(ctx: RequestContext, input: unknown): Promise<Overview> {
  requirePermission(ctx, "read:report:any");
  const asked = parseInput(OverviewInput, input ?? {});
  const today = dateIn(ctx.services.clock.now(), "eg");
  const range = resolveRange(today, asked);
  const may = (section: OverviewSection) => can(ctx.user, SECTION_PERMISSIONS[section]);

  const [byDay, top, work, newCustomers] = await Promise.all([
    may("sales") || may("stages") ? ordersByDay(ctx, range) : null,
    may("sales") ? tops(ctx, range) : null,
    workWaiting(ctx, may),
    may("newCustomers") ? countNewCustomers(ctx, range) : null,
  ]);
  return {
    ...range,
    today,
    sales: byDay && may("sales") ? salesOf(byDay, range) : null,
    stages: byDay && may("stages") ? stagesOf(byDay) : null,
    work,
    topProducts: top?.product ?? null,
    topDesigners: top?.designer ?? null,
    newCustomers,
  };
}

interface DayRow {
  country: CountryCode;
  currency: string;
  day: Day;
  status: OrderStatus;
  orders: number;
  amount: string | number;
}

/** Orders placed in the range per country, currency, local day and stage: one pass over the range. */
function ordersByDay(ctx: RequestContext, range: ResolvedRange): Promise<DayRow[]> {
  const day = localDay(sql`o.created_at`, sql`o.ordered_from`);
  return queryRows<DayRow>(
    ctx.db,
    sql`select o.ordered_from as country, o.currency, to_char(${day}, 'YYYY-MM-DD') as day, o.status,
          count(*)::int as orders, sum(o.total_price)::bigint as amount
        from orders o
        where ${onLocalDays(sql`o.created_at`, sql`o.ordered_from`, range.from, range.to)}
        group by 1, 2, 3, 4`,
  );
}

/** Sales per country and currency (never summed across currencies), every day of the range. */
function salesOf(rows: DayRow[], range: ResolvedRange): CountrySales[] {
  const sales = new Map<string, CountrySales & { byDay: Map<Day, SalesDay> }>();
  const entry = (country: CountryCode, currency: string) => {
    const key = `${country}|${currency}`;
    let found = sales.get(key);
    if (!found) {
      found = { country, currency, orders: 0, amount: 0, days: [], byDay: new Map() };
      sales.set(key, found);
    }
    return found;
  };
  for (const c of ENABLED_COUNTRIES) entry(c, COUNTRIES[c].currency);
  for (const row of rows) {
    if (!(SALE_STAGES as readonly string[]).includes(row.status)) continue;
    const e = entry(row.country, row.currency);
    const amount = num(row.amount);
    e.orders += row.orders;
    e.amount += amount;
    const d = e.byDay.get(row.day) ?? { day: row.day, orders: 0, amount: 0 };
    d.orders += row.orders;
    d.amount += amount;
    e.byDay.set(row.day, d);
  }
  const days = eachDay(range.from, range.to);
  return [...sales.values()].map(({ byDay, ...e }) => ({
    ...e,
    days: days.map((day) => byDay.get(day) ?? { day, orders: 0, amount: 0 }),
  }));
}

function stagesOf(rows: DayRow[]): Record<OrderStatus, number> {
  const stages = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const row of rows) stages[row.status] += row.orders;
  return stages;
}

/**
 * The most sold products and designers of the range's sales: units, then revenue per currency.
 * The range's lines are read once; the tops are found by units, then only their amounts summed.
 */
async function tops(
  ctx: RequestContext,
  range: ResolvedRange,
): Promise<Record<"product" | "designer", TopEntry[]>> {
  const rows = await queryRows<{
    kind: "product" | "designer";
    id: string;
    name: string | null;
    arName: string | null;
    units: number;
    amounts: Amount[];
  }>(
    ctx.db,
    sql`with sold as materialized (
          select i.product_id, i.designer_id, o.currency, i.quantity, i.line_total
            from orders o join order_items i on i.order_id = o.id
           where ${onLocalDays(sql`o.created_at`, sql`o.ordered_from`, range.from, range.to)}
             and o.status in (${list(SALE_STAGES)})
        ), top as (
          (select 'product' as kind, product_id as id, sum(quantity)::int as units from sold
            where product_id is not null group by product_id order by units desc, product_id limit ${TOP_SIZE})
          union all
          (select 'designer', designer_id, sum(quantity)::int as units from sold
            where designer_id is not null group by designer_id order by units desc, designer_id limit ${TOP_SIZE})
        ), amounts as (
          select 'product' as kind, product_id as id, currency, sum(line_total)::bigint as amount from sold
           where product_id in (select id from top where kind = 'product') group by product_id, currency
          union all
          select 'designer', designer_id, currency, sum(line_total)::bigint from sold
           where designer_id in (select id from top where kind = 'designer') group by designer_id, currency
        )
        select t.kind, t.id, t.units, n.name, n.ar_name as "arName",
               (select json_agg(json_build_object('currency', a.currency, 'amount', a.amount) order by a.currency)
                  from amounts a where a.kind = t.kind and a.id = t.id) as amounts
          from top t
          left join lateral (
            select name, ar_name from products where t.kind = 'product' and id = t.id
            union all
            select name, ar_name from users where t.kind = 'designer' and id = t.id
          ) n on true
         order by t.kind, t.units desc, t.id`,
  );
  const entries = (kind: "product" | "designer") =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({
        id: r.id,
        name: r.name ?? "",
        arName: r.arName,
        units: r.units,
        amounts: r.amounts.map((a) => ({ currency: a.currency, amount: num(a.amount) })),
      }));
  return { product: entries("product"), designer: entries("designer") };
}

/** What waits for the team now (not in the range), each count only for those who may see it. */
async function workWaiting(
  ctx: RequestContext,
  may: (section: OverviewSection) => boolean,
): Promise<OverviewWork> {
  const count = async (query: SQL) => (await queryRows<{ n: number }>(ctx.db, query))[0]?.n ?? 0;
  const [returnsRequested, ticketsWaiting, toMove, stock, payouts] = await Promise.all([
    may("returns")
      ? count(sql`select count(*)::int as n from order_returns where status = 'requested'`)
      : null,
    may("tickets")
      ? count(sql`select count(*)::int as n from designer_tickets where product_status = 'waiting'`)
      : null,
    may("ordersToMove")
      ? queryRows<{ status: (typeof STAGES_TO_MOVE)[number]; n: number }>(
          ctx.db,
          sql`select status, count(*)::int as n from orders where status in (${list(STAGES_TO_MOVE)}) group by status`,
        )
      : null,
    may("stock")
      ? queryRows<{ low: number; out: number }>(
          ctx.db,
          sql`select count(*) filter (where available_edition > 0)::int as low,
                     count(*) filter (where available_edition = 0)::int as out
                from products where status = 'active' and available_edition <= ${LOW_STOCK}`,
        )
      : null,
    may("payouts")
      ? queryRows<{ currency: string; count: number; amount: string | number }>(
          ctx.db,
          sql`select currency, count(*)::int as count, sum(amount)::bigint as amount
                from payout_requests where status = 'pending' group by currency order by currency`,
        )
      : null,
  ]);
  return {
    returnsRequested,
    ticketsWaiting,
    payoutsPending: payouts
      ? {
          count: payouts.reduce((n, p) => n + p.count, 0),
          amounts: payouts.map((p) => ({ currency: p.currency, amount: num(p.amount) })),
        }
      : null,
    ordersToMove: toMove
      ? (Object.fromEntries(
          STAGES_TO_MOVE.map((stage) => [stage, toMove.find((r) => r.status === stage)?.n ?? 0]),
        ) as Record<(typeof STAGES_TO_MOVE)[number], number>)
      : null,
    stock: stock ? { low: stock[0]?.low ?? 0, out: stock[0]?.out ?? 0, threshold: LOW_STOCK } : null,
  };
}

/** Customers (no privilege type) who joined in the range, on their country's days. */
async function countNewCustomers(ctx: RequestContext, range: ResolvedRange): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from users u
         where u.role = 'customer' and u.privilage_type is null
           and ${onLocalDays(sql`u.created_at`, sql`u.own_currency`, range.from, range.to)}`,
  );
  return row?.n ?? 0;
}
