/** The profit ledger (decision 0057): what designers and manufacturers earned, and gave back. */
import { type LedgerEntry, type ProfitLedger, profitLedger } from "#domain/orders/orders.api.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";

const ProfitEntry = builder.objectRef<LedgerEntry>("ProfitEntry").implement({
  description: "A credit (on delivery) or reversal (on return) of a line's profit, minor units",
  fields: (t) => ({
    _id: t.exposeID("id"),
    order: t.exposeID("orderId", { nullable: true }),
    orderId: t.exposeString("orderNumber", { nullable: true, description: "The order's number" }),
    orderItem: t.exposeID("orderItemId", { nullable: true }),
    product: t.exposeID("productId", { nullable: true }),
    profitFor: t.exposeString("profitFor", { description: "designer, manufacturer or referral" }),
    kind: t.exposeString("kind", { description: "credit or reversal" }),
    amount: t.exposeInt("amount"),
    currency: t.exposeString("currency"),
    country: t.exposeString("country"),
    createdAt: t.string({ resolve: (e) => e.createdAt.toISOString() }),
    availableAt: t.string({
      nullable: true,
      description: "When the profit may be paid out: the end of the order's return window",
      resolve: (e) => e.availableAt?.toISOString() ?? null,
    }),
  }),
});

const ProfitBalance = builder.objectRef<ProfitLedger["balances"][number]>("ProfitBalance").implement({
  description: "Credits minus reversals in one currency, minor units",
  fields: (t) => ({
    currency: t.exposeString("currency"),
    credited: t.exposeInt("credited"),
    reversed: t.exposeInt("reversed"),
    balance: t.exposeInt("balance"),
  }),
});

const Ledger = builder.objectRef<ProfitLedger>("ProfitLedger").implement({
  fields: (t) => ({
    entries: t.field({ type: [ProfitEntry], resolve: (l) => l.entries }),
    balances: t.field({ type: [ProfitBalance], resolve: (l) => l.balances }),
  }),
});

builder.queryField("getProfitLedger", (t) =>
  t.field({
    ...guard.signedIn,
    type: envelopeOf<ProfitLedger>("ProfitLedgerAnswer", Ledger),
    description:
      "A designer's or manufacturer's profit entries, newest first, and balances: the caller's own (finance administrators: anyone's)",
    args: { user: t.arg.id() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () => profitLedger(ctx, args.user ? String(args.user) : ctx.user!.id)),
  }),
);
