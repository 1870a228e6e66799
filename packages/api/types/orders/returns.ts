/** Return requests (decision 0057): the shopper asks, administrators move them. */
import {
  moveReturn,
  nextReturnStatuses,
  type OrderReturn,
  requestReturn,
} from "#domain/orders/orders.api.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";

export const ReturnRequest = builder.objectRef<OrderReturn>("ReturnRequest").implement({
  description: "A request to return a delivered order, picked up at its delivery address",
  fields: (t) => ({
    _id: t.exposeID("id"),
    order: t.exposeID("orderId"),
    status: t.exposeString("status", { description: "requested, approved, rejected or received" }),
    nextStatuses: t.stringList({
      description: "Where staff may move it now (from the returns' transition table)",
      resolve: (r) => [...nextReturnStatuses(r.status)],
    }),
    reason: t.exposeString("reason"),
    decisionNote: t.exposeString("decisionNote", {
      nullable: true,
      description: "Why staff rejected it (shown to the shopper)",
    }),
    pickupAddress: t.field({ type: "JSON", resolve: (r) => r.pickupAddress }),
    createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (r) => r.updatedAt.toISOString() }),
  }),
});

builder.mutationField("requestOrderReturn", (t) =>
  t.field({
    ...guard.signedIn,
    type: envelopeOf<OrderReturn>("RequestedReturn", ReturnRequest),
    description:
      "Asks to return one's delivered order within 15 days of delivery; one open request per order",
    args: { order: t.arg.id({ required: true }), reason: t.arg.string() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () => requestReturn(ctx, String(args.order), { reason: args.reason ?? undefined })),
  }),
);

builder.mutationField("updateReturnStatus", (t) =>
  t.field({
    ...guard.admin("update:order:any"),
    type: envelopeOf<OrderReturn>("MovedReturn", ReturnRequest),
    description:
      "Moves a return request (approved, rejected with a note, received); received returns the order; administrators",
    args: {
      return: t.arg.id({ required: true }),
      status: t.arg.string({ required: true }),
      note: t.arg.string({ description: "Why it is rejected (required to reject; the shopper sees it)" }),
    },
    resolve: (_root, args, ctx) =>
      reply(ctx, () => moveReturn(ctx, String(args.return), args.status, args.note ?? undefined)),
  }),
);
