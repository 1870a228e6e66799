/**
 * The back office's Overview in the admin API (decision 0121): one field behind `read:report:any`;
 * each section is null unless the caller holds the permission of the list behind it.
 */
import {
  type Amount,
  type CountrySales,
  type Overview,
  type OverviewWork,
  overview,
  type SalesDay,
  type TopEntry,
} from "#domain/reports/reports.api.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";

const money = "minor units of the currency (a Float: a range's total may pass 32 bits)";

const AmountType = builder.objectRef<Amount>("OverviewAmount").implement({
  description: "An amount in one currency (amounts of two currencies are never added up)",
  fields: (t) => ({
    currency: t.exposeString("currency"),
    amount: t.exposeFloat("amount", { description: money }),
  }),
});

const SalesDayType = builder.objectRef<SalesDay>("OverviewSalesDay").implement({
  fields: (t) => ({
    day: t.exposeString("day", { description: "YYYY-MM-DD, in the country's time zone" }),
    orders: t.exposeInt("orders"),
    amount: t.exposeFloat("amount", { description: money }),
  }),
});

const CountrySalesType = builder.objectRef<CountrySales>("OverviewCountrySales").implement({
  description: "A country's sales in its currency: confirmed to delivered orders placed in the range",
  fields: (t) => ({
    country: t.exposeString("country"),
    currency: t.exposeString("currency"),
    orders: t.exposeInt("orders"),
    amount: t.exposeFloat("amount", { description: money }),
    days: t.field({ type: [SalesDayType], resolve: (s) => s.days }),
  }),
});

const StageType = builder.objectRef<{ status: string; count: number }>("OverviewStage").implement({
  fields: (t) => ({ status: t.exposeString("status"), count: t.exposeInt("count") }),
});

const TopType = builder.objectRef<TopEntry>("OverviewTopEntry").implement({
  description: "A product or a designer among the most sold of the range: units, revenue per currency",
  fields: (t) => ({
    _id: t.exposeID("id"),
    name: t.exposeString("name"),
    arName: t.exposeString("arName", { nullable: true }),
    units: t.exposeInt("units"),
    amounts: t.field({ type: [AmountType], resolve: (e) => e.amounts }),
  }),
});

type Payouts = NonNullable<OverviewWork["payoutsPending"]>;
const PayoutsType = builder.objectRef<Payouts>("OverviewPayouts").implement({
  fields: (t) => ({
    count: t.exposeInt("count"),
    amounts: t.field({ type: [AmountType], resolve: (p) => p.amounts }),
  }),
});

type Stock = NonNullable<OverviewWork["stock"]>;
const StockType = builder.objectRef<Stock>("OverviewStock").implement({
  fields: (t) => ({
    low: t.exposeInt("low", { description: "Active products with 1 to `threshold` editions left" }),
    out: t.exposeInt("out", { description: "Active products with none left" }),
    threshold: t.exposeInt("threshold"),
  }),
});

const WorkType = builder.objectRef<OverviewWork>("OverviewWork").implement({
  description: "What waits for the team now (whatever the range); null where the caller may not see it",
  fields: (t) => ({
    returnsRequested: t.exposeInt("returnsRequested", { nullable: true }),
    ticketsWaiting: t.exposeInt("ticketsWaiting", { nullable: true }),
    payoutsPending: t.field({ type: PayoutsType, nullable: true, resolve: (w) => w.payoutsPending }),
    ordersToMove: t.field({
      type: [StageType],
      nullable: true,
      description: "Confirmed, ready for shipping and out for delivery orders",
      resolve: (w) =>
        w.ordersToMove && Object.entries(w.ordersToMove).map(([status, count]) => ({ status, count })),
    }),
    stock: t.field({ type: StockType, nullable: true, resolve: (w) => w.stock }),
  }),
});

const OverviewType = builder.objectRef<Overview>("Overview").implement({
  description: "The back office's home figures for a range of days (decision 0121)",
  fields: (t) => ({
    range: t.exposeString("range", { description: "today, 7d, 30d, 90d or custom" }),
    from: t.exposeString("from", { description: "YYYY-MM-DD" }),
    to: t.exposeString("to", { description: "YYYY-MM-DD" }),
    today: t.exposeString("today", { description: "Today in Cairo, where the presets end" }),
    sales: t.field({ type: [CountrySalesType], nullable: true, resolve: (o) => o.sales }),
    stages: t.field({
      type: [StageType],
      nullable: true,
      description: "Orders placed in the range, per stage",
      resolve: (o) => o.stages && Object.entries(o.stages).map(([status, count]) => ({ status, count })),
    }),
    work: t.field({ type: WorkType, resolve: (o) => o.work }),
    topProducts: t.field({ type: [TopType], nullable: true, resolve: (o) => o.topProducts }),
    topDesigners: t.field({ type: [TopType], nullable: true, resolve: (o) => o.topDesigners }),
    newCustomers: t.exposeInt("newCustomers", { nullable: true }),
  }),
});

builder.queryField("overview", (t) =>
  t.field({
    ...guard.admin("read:report:any"),
    type: envelopeOf<Overview>("Overview", OverviewType),
    description: "The Overview: a preset range (today, 7d, 30d, 90d; 30d by default) or from and to",
    args: {
      range: t.arg.string(),
      from: t.arg.string({ description: "YYYY-MM-DD, with to" }),
      to: t.arg.string({ description: "YYYY-MM-DD, with from" }),
    },
    resolve: (_root, args, ctx) => reply(ctx, () => overview(ctx, args)),
  }),
);
