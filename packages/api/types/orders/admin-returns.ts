/**
 * The returns area of the admin API (decisions 0057, 0114): the requests by status with counts.
 * Moves are `updateReturnStatus` (returns.ts).
 */
import { listReturns, RETURNS_LIST, type ReturnListItem, returnCounts } from "#domain/orders/orders.api.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { ListOptions, listArgsOf, listOf } from "../../list.ts";

const ReturnOrder = builder.objectRef<ReturnListItem["order"]>("ReturnedOrder").implement({
  description: "The order a return request is about",
  fields: (t) => ({
    _id: t.exposeID("id"),
    orderId: t.exposeString("orderId"),
    status: t.exposeString("status"),
    totalPrice: t.exposeInt("totalPrice"),
    currency: t.exposeString("currency"),
  }),
});

const ReturnCustomer = builder
  .objectRef<NonNullable<ReturnListItem["customer"]>>("ReturnCustomer")
  .implement({
    fields: (t) => ({
      _id: t.exposeID("id"),
      name: t.exposeString("name"),
      email: t.exposeString("email", { nullable: true }),
    }),
  });

const AdminReturn = builder.objectRef<ReturnListItem>("AdminReturn").implement({
  description: "A return request with its order and customer, as the staff's list shows it",
  fields: (t) => ({
    _id: t.exposeID("id"),
    status: t.exposeString("status"),
    nextStatuses: t.stringList({ resolve: (r) => [...r.nextStatuses] }),
    reason: t.exposeString("reason"),
    decisionNote: t.exposeString("decisionNote", { nullable: true }),
    pickupAddress: t.field({ type: "JSON", resolve: (r) => r.pickupAddress }),
    createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (r) => r.updatedAt.toISOString() }),
    order: t.field({ type: ReturnOrder, resolve: (r) => r.order }),
    customer: t.field({ type: ReturnCustomer, nullable: true, resolve: (r) => r.customer }),
  }),
});

const ReturnStatus = builder.enumType("ReturnStatus", {
  values: ["requested", "approved", "rejected", "received"] as const,
});

const ReturnFilter = builder.inputType("ReturnFilter", {
  fields: (t) => ({ status: t.field({ type: ReturnStatus }) }),
});

const Counts = builder
  .objectRef<{ requested: number; approved: number; rejected: number; received: number }>("ReturnCounts")
  .implement({
    fields: (t) => ({
      requested: t.exposeInt("requested"),
      approved: t.exposeInt("approved"),
      rejected: t.exposeInt("rejected"),
      received: t.exposeInt("received"),
    }),
  });

builder.queryField("returns", (t) =>
  t.field({
    ...guard.admin("read:order:any"),
    type: listOf<ReturnListItem>("AdminReturn", AdminReturn),
    description: `Return requests, a page at a time; sort: ${RETURNS_LIST.sortable.join(", ")}; search: the order number or the customer`,
    args: { options: t.arg({ type: ListOptions }), filter: t.arg({ type: ReturnFilter }) },
    resolve: (_r, args, ctx) => reply(ctx, () => listReturns(ctx, listArgsOf(args))),
  }),
);

builder.queryField("returnCounts", (t) =>
  t.field({
    ...guard.admin("read:order:any"),
    type: envelopeOf("ReturnCounts", Counts),
    description: "How many return requests are in each status",
    resolve: (_r, _a, ctx) => reply(ctx, () => returnCounts(ctx)),
  }),
);
