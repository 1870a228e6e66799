/** Payment settings (decision 0061): the bank accounts a seller's profits are transferred to. */
import {
  addPaymentDetails,
  type PaymentDetailsView,
  paymentDetailsOf,
  removePaymentDetails,
  updatePaymentDetails,
} from "#domain/earnings/earnings.api.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";

export const PaymentDetailsType = builder.objectRef<PaymentDetailsView>("PaymentDetails").implement({
  description: "A bank account to transfer profits to; card numbers and CVV are never kept",
  fields: (t) => ({
    _id: t.exposeID("id"),
    user: t.exposeID("userId"),
    bank: t.exposeString("bank"),
    branch: t.exposeString("branch"),
    name: t.exposeString("name", { description: "The account holder's name" }),
    accountNo: t.exposeString("accountNo"),
    iban: t.exposeString("iban", { description: "Upper-case, without spaces" }),
    swiftCode: t.exposeString("swiftCode"),
    email: t.exposeString("email", { nullable: true }),
    country: t.exposeString("country", { description: "eg, sa or ae" }),
    creditMethod: t.string({ description: "Always bank", resolve: () => "bank" }),
    createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
  }),
});

const fieldArgs = (t: PothosArgs) => ({
  bank: t.arg.string({ description: "Required" }),
  branch: t.arg.string(),
  name: t.arg.string(),
  accountNo: t.arg.string(),
  iban: t.arg.string({ description: "ISO 13616; spaces allowed" }),
  swiftCode: t.arg.string({ description: "8 or 11 characters" }),
  email: t.arg.string(),
  country: t.arg.string({ description: "eg, sa or ae (default: the current country)" }),
  cardNo: t.arg.string({ description: "Refused: card numbers are never accepted" }),
  cvv: t.arg.string({ description: "Refused: CVV is never accepted" }),
});
type PothosArgs = Parameters<Parameters<typeof builder.mutationField>[1]>[0];

/** The arguments given (absent ones left out, so the country falls back to the current one). */
const given = (args: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined && v !== null));

const Answer = envelopeOf<PaymentDetailsView>("PaymentDetails", PaymentDetailsType);

builder.queryField("getPayments", (t) =>
  t.field({
    ...guard.signedIn,
    type: envelopeOf<PaymentDetailsView[]>("PaymentDetailsList", [PaymentDetailsType]),
    description: "The caller's bank accounts, oldest first (finance administrators: anyone's)",
    args: { user: t.arg.id() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () => paymentDetailsOf(ctx, args.user ? String(args.user) : ctx.user!.id)),
  }),
);

builder.mutationField("addPayment", (t) =>
  t.field({
    ...guard.signedIn,
    type: Answer,
    description: "Adds a bank account of the caller (designers and manufacturers)",
    args: fieldArgs(t),
    resolve: (_root, args, ctx) => reply(ctx, () => addPaymentDetails(ctx, given(args))),
  }),
);

builder.mutationField("updatePayment", (t) =>
  t.field({
    ...guard.signedIn,
    type: Answer,
    description: "Replaces the fields of one of the caller's bank accounts",
    args: { payment: t.arg.id({ required: true }), ...fieldArgs(t) },
    resolve: (_root, { payment, ...args }, ctx) =>
      reply(ctx, () => updatePaymentDetails(ctx, String(payment), given(args))),
  }),
);

builder.mutationField("removePayment", (t) =>
  t.field({
    ...guard.signedIn,
    type: Answer,
    description: "Removes one of the caller's bank accounts (not while a payout in progress goes to it)",
    args: { payment: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => reply(ctx, () => removePaymentDetails(ctx, String(args.payment))),
  }),
);
