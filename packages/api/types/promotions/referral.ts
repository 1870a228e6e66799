/** Referral codes (decision 0059): the caller's discount, the program's terms, wallet payouts. */
import {
  decidePayoutRequest,
  nextPayoutStatuses,
  type PayoutRequest,
  referralPayoutsOf,
  requestReferralPayout,
} from "#domain/ledger/ledger.api.ts";
import {
  callerReferralDiscount,
  type ReferralDiscount,
  type ReferralTerms,
  referralTerms,
} from "#domain/promotions/promotions.api.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";

const ReferralDiscountType = builder.objectRef<ReferralDiscount>("ReferralDiscount").implement({
  description: "The referral discount on the caller's first order",
  fields: (t) => ({
    discountValue: t.exposeInt("discountValue", { description: "Percent off the subtotal" }),
    type: t.exposeString("type", { description: "Always percentage" }),
    discountByValue: t.exposeInt("discountByValue", {
      description: "The most it takes off, minor units of the current country's currency",
    }),
    code: t.exposeString("code", { description: "The referrer's code" }),
  }),
});

const ReferralTermsType = builder.objectRef<ReferralTerms>("ReferralTerms").implement({
  description: "What a referred friend gets and what the referrer earns",
  fields: (t) => ({
    discountValue: t.exposeInt("percent", { description: "The friend's discount on a first order, percent" }),
    discountByValue: t.exposeInt("maxDiscount", {
      description: "Its cap, minor units of the current country's currency",
    }),
    currency: t.exposeString("currency", { description: "The current country's currency" }),
    profit: t.exposeInt("profit", {
      description: "What the referrer earns when that order is delivered, EGP minor units",
    }),
  }),
});

const PayoutRequestType = builder.objectRef<PayoutRequest>("PayoutRequest").implement({
  description: "A request to pay out wallet balance",
  fields: (t) => ({
    _id: t.exposeID("id"),
    user: t.exposeID("userId"),
    amount: t.exposeInt("amount", { description: "Minor units of the currency" }),
    currency: t.exposeString("currency"),
    source: t.exposeString("source", { description: "referral or profits" }),
    status: t.exposeString("status", { description: "pending, approved, paid or rejected" }),
    nextStatuses: t.stringList({
      description: "Where finance may move it now (from the payouts' transition table)",
      resolve: (r) => [...nextPayoutStatuses(r.status)],
    }),
    createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
    processedAt: t.string({ nullable: true, resolve: (r) => r.processedAt?.toISOString() ?? null }),
  }),
});

builder.queryField("checkUserHasReferralCode", (t) =>
  t.field({
    ...guard.signedIn,
    type: envelopeOf<ReferralDiscount | null>("ReferralDiscount", ReferralDiscountType),
    description:
      "The caller's referral discount (signed up with a friend's code, no order yet), or null data",
    resolve: (_root, _args, ctx) => reply(ctx, () => callerReferralDiscount(ctx)),
  }),
);

builder.queryField("getReferralTerms", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf<ReferralTerms>("ReferralTerms", ReferralTermsType),
    description: "The referral program: the friend's discount and cap here, the referrer's profit",
    resolve: (_root, _args, ctx) => reply(ctx, () => referralTerms(ctx)),
  }),
);

builder.mutationField("requestReferralCodeProfit", (t) =>
  t.field({
    ...guard.signedIn,
    type: envelopeOf<PayoutRequest>("RequestedPayout", PayoutRequestType),
    description:
      "Asks to pay out an amount (EGP, major units) of the referral balance; it leaves the wallet now",
    args: { amount: t.arg.float() },
    resolve: (_root, args, ctx) => reply(ctx, () => requestReferralPayout(ctx, { amount: args.amount })),
  }),
);

builder.queryField("getReferralProfitRequests", (t) =>
  t.field({
    ...guard.signedIn,
    type: envelopeOf<PayoutRequest[]>("ReferralProfitRequests", [PayoutRequestType]),
    description: "The caller's referral payout requests, newest first (finance administrators: anyone's)",
    args: { userId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () => referralPayoutsOf(ctx, args.userId ? String(args.userId) : ctx.user!.id)),
  }),
);

builder.mutationField("updatePayoutRequest", (t) =>
  t.field({
    ...guard.admin("update:payout:any"),
    type: envelopeOf<PayoutRequest>("DecidedPayout", PayoutRequestType),
    description:
      "Moves a payout request: pending to approved, paid or rejected; approved to paid or rejected (rejected gives the amount back); administrators",
    args: { id: t.arg.id({ required: true }), status: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => reply(ctx, () => decidePayoutRequest(ctx, String(args.id), args.status)),
  }),
);
