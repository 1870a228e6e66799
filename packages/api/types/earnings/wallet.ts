/** The sellers' wallet (decision 0061): profits per currency, product and month, the ledger, payouts. */
import {
  type CurrencyBalance,
  type ProductProfit,
  type ProfitPayout,
  type ProfitWallet,
  profitWallet,
  requestProfitPayout,
  type SellerKind,
  type WalletEntry,
} from "#domain/earnings/earnings.api.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";

type ProfitRow = CurrencyBalance & { profitFor: SellerKind };

const ProfitType = builder.objectRef<ProfitRow>("Profit").implement({
  description: "A seller's profits in one currency, minor units",
  fields: (t) => ({
    profitFor: t.exposeString("profitFor", { description: "designer or manufacturer" }),
    currency: t.exposeString("currency"),
    total: t.exposeInt("total", { description: "Earned: credits minus reversals" }),
    paid: t.exposeInt("paid", { description: "Paid out" }),
    remain: t.exposeInt("remain", { description: "total − paid" }),
    requested: t.exposeInt("requested", { description: "Payouts asked for, not yet paid" }),
    balance: t.exposeInt("balance", { description: "remain − requested: the ledger's sum" }),
    available: t.exposeInt("available", {
      description: "What may be asked for now: profits past their 15-day return window",
    }),
  }),
});

const ProductProfitType = builder.objectRef<ProductProfit>("ProductProfit").implement({
  description: "One product's sales and profit in one country",
  fields: (t) => ({
    product: t.exposeID("productId", { nullable: true }),
    name: t.exposeString("name"),
    arName: t.exposeString("arName"),
    country: t.exposeString("country"),
    currency: t.exposeString("currency"),
    salesCount: t.exposeInt("salesCount"),
    percentage: t.exposeInt("percentage", { description: "The profit's share of the sales, percent" }),
    profit: t.exposeInt("profit"),
    price: t.exposeInt("price", { nullable: true, description: "The last sale's unit price, minor units" }),
  }),
});

const MonthType = builder.objectRef<ProfitWallet["months"][number]>("ProfitMonth").implement({
  description: "Net profit of one month (credits minus reversals) in one currency",
  fields: (t) => ({
    month: t.exposeString("month", { description: "YYYY-MM" }),
    currency: t.exposeString("currency"),
    amount: t.exposeInt("amount"),
  }),
});

const EntryType = builder.objectRef<WalletEntry>("WalletEntry").implement({
  description: "A line of the wallet: a credit (delivered line), a reversal (return) or a payout",
  fields: (t) => ({
    _id: t.exposeID("id"),
    kind: t.exposeString("kind", { description: "credit, reversal or payout" }),
    amount: t.exposeInt("amount", { description: "Signed minor units" }),
    currency: t.exposeString("currency"),
    createdAt: t.string({ resolve: (e) => e.at.toISOString() }),
    orderId: t.exposeString("orderNumber", { nullable: true, description: "The order's number" }),
    name: t.exposeString("name", { nullable: true }),
    arName: t.exposeString("arName", { nullable: true }),
    availableAt: t.string({ nullable: true, resolve: (e) => e.availableAt?.toISOString() ?? null }),
    status: t.exposeString("status", { nullable: true, description: "A payout's status" }),
  }),
});

const ProfitPayoutType = builder.objectRef<ProfitPayout>("ProfitPayout").implement({
  description: "A request to pay out profits to a bank account",
  fields: (t) => ({
    _id: t.exposeID("id"),
    amount: t.exposeInt("amount"),
    currency: t.exposeString("currency"),
    status: t.exposeString("status", { description: "pending, approved, paid or rejected" }),
    createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
    processedAt: t.string({ nullable: true, resolve: (p) => p.processedAt?.toISOString() ?? null }),
    bank: t.exposeString("bank", { nullable: true }),
    accountEnd: t.exposeString("accountEnd", {
      nullable: true,
      description: "Last 4 of the IBAN or account",
    }),
  }),
});

const WalletType = builder.objectRef<ProfitWallet>("ProfitWallet").implement({
  description: "A seller's wallet: balances, products, months, ledger and payout requests",
  fields: (t) => ({
    user: t.exposeID("userId"),
    profitFor: t.exposeString("profitFor"),
    profits: t.field({
      type: [ProfitType],
      resolve: (w) => w.balances.map((b) => ({ ...b, profitFor: w.profitFor })),
    }),
    products: t.field({ type: [ProductProfitType], resolve: (w) => w.products }),
    months: t.field({ type: [MonthType], resolve: (w) => w.months }),
    ledger: t.field({ type: [EntryType], resolve: (w) => w.ledger }),
    payouts: t.field({ type: [ProfitPayoutType], resolve: (w) => w.payouts }),
  }),
});

const WalletAnswer = envelopeOf<ProfitWallet>("ProfitWallet", WalletType);

for (const [field, arg, kind] of [
  ["getProfitByDesigner", "designer", "designer"],
  ["getProfitByManufacturer", "manufacturer", "manufacturer"],
] as const)
  builder.queryField(field, (t) =>
    t.field({
      ...guard.signedIn,
      type: WalletAnswer,
      description: `A ${kind}'s wallet: the caller's own (finance administrators: anyone's)`,
      args: { [arg]: t.arg.id() },
      resolve: (_root, args, ctx) =>
        reply(ctx, () => profitWallet(ctx, args[arg] ? String(args[arg]) : ctx.user!.id, kind)),
    }),
  );

builder.mutationField("requestProfitPayout", (t) =>
  t.field({
    ...guard.signedIn,
    type: envelopeOf<ProfitPayout>("RequestedProfitPayout", ProfitPayoutType),
    description:
      "Asks to pay out an amount (major units) of the available profits in a currency to one of the caller's bank accounts",
    args: { amount: t.arg.float(), currency: t.arg.string(), payment: t.arg.id() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        requestProfitPayout(ctx, {
          amount: args.amount,
          currency: args.currency ?? undefined,
          payment: args.payment ? String(args.payment) : undefined,
        }),
      ),
  }),
);
