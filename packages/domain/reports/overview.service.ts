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

  const [byDay, topProducts, topDesigners, work, newCustomers] = await Promise.all([
    may("sales") || may("stages") ? ordersByDay(ctx, range) : null,
    may("sales") ? top(ctx, range, "product") : null,
    may("sales") ? top(ctx, range, "designer") : null,
    workWaiting(ctx, may),
    may("newCustomers") ? countNewCustomers(ctx, range) : null,
  ]);
  return {
    ...range,
    today,
    sales: byDay && may("sales") ? salesOf(byDay, range) : null,
    stages: byDay && may("stages") ? stagesOf(byDay) : null,
    work,
    topProducts,
    topDesigners,
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

/** The most sold products or designers of the range's sales: units, then revenue per currency. */
async function top(
  ctx: RequestContext,
  range: ResolvedRange,
  by: "product" | "designer",
): Promise<TopEntry[]> {
  const key = by === "product" ? sql`i.product_id` : sql`i.designer_id`;
  const names =
    by === "product" ? sql`left join products n on n.id = t.id` : sql`left join users n on n.id = t.id`;
  const rows = await queryRows<{
    id: string;
    name: string | null;
    arName: string | null;
    units: number;
    amounts: Amount[];
  }>(
    ctx.db,
    sql`with lines as (
          select ${key} as id, o.currency, sum(i.quantity)::int as units, sum(i.line_total)::bigint as amount
            from orders o join order_items i on i.order_id = o.id
           where ${onLocalDays(sql`o.created_at`, sql`o.ordered_from`, range.from, range.to)}
             and o.status in (${list(SALE_STAGES)}) and ${key} is not null
           group by 1, 2
        ), t as (
          select id, sum(units)::int as units from lines group by id order by units desc, id limit ${TOP_SIZE}
        )
        select t.id, t.units, n.name, n.ar_name as "arName",
               (select json_agg(json_build_object('currency', l.currency, 'amount', l.amount) order by l.currency)
                  from lines l where l.id = t.id) as amounts
          from t ${names}
         order by t.units desc, t.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name ?? "",
    arName: r.arName,
    units: r.units,
    amounts: r.amounts.map((a) => ({ currency: a.currency, amount: num(a.amount) })),
  }));
}

/** What waits for the team now (not in the range), each count only for those who may see it. */
async function workWaiting(
  ctx: RequestContext,
  may: (section: OverviewSection) => boolean,
): Promise<OverviewWork> {
  const counts: Array<[string, SQL]> = [];
  if (may("returns"))
    counts.push(["returnsRequested", sql`(select count(*) from order_returns where status = 'requested')`]);
  if (may("tickets"))
    counts.push([
      "ticketsWaiting",
      sql`(select count(*) from designer_tickets where product_status = 'waiting')`,
    ]);
  if (may("ordersToMove"))
    for (const stage of STAGES_TO_MOVE)
      counts.push([stage, sql`(select count(*) from orders where status = ${stage})`]);
  if (may("stock"))
    counts.push(
      [
        "low",
        sql`(select count(*) from products where status = 'active' and available_edition between 1 and ${LOW_STOCK})`,
      ],
      ["out", sql`(select count(*) from products where status = 'active' and available_edition = 0)`],
    );
  const [row] = counts.length
    ? await queryRows<Record<string, number>>(
        ctx.db,
        sql`select ${sql.join(
          counts.map(([name, count]) => sql`${count}::int as ${sql.identifier(name)}`),
          sql`, `,
        )}`,
      )
    : [{} as Record<string, number>];
  const payouts = may("payouts")
    ? await queryRows<{ currency: string; count: number; amount: string | number }>(
        ctx.db,
        sql`select currency, count(*)::int as count, sum(amount)::bigint as amount
              from payout_requests where status = 'pending' group by currency order by currency`,
      )
    : null;
  const got = (name: string) => (row && name in row ? num(row[name]) : 0);
  return {
    returnsRequested: may("returns") ? got("returnsRequested") : null,
    ticketsWaiting: may("tickets") ? got("ticketsWaiting") : null,
    payoutsPending: payouts
      ? {
          count: payouts.reduce((n, p) => n + p.count, 0),
          amounts: payouts.map((p) => ({ currency: p.currency, amount: num(p.amount) })),
        }
      : null,
    ordersToMove: may("ordersToMove")
      ? {
          confirmed: got("confirmed"),
          ready_for_shipping: got("ready_for_shipping"),
          out_for_delivery: got("out_for_delivery"),
        }
      : null,
    stock: may("stock") ? { low: got("low"), out: got("out"), threshold: LOW_STOCK } : null,
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
