/**
 * The orders area of the admin API (decisions 0106, 0114, 0115, 0116): the list with its stage
 * counts, one order with its payments, refunds, returns and history, cash collected and refunds.
 * Moves are `updateOrderStatus` (checkout/order.ts) and `updateReturnStatus` (returns.ts).
 */
import { getSettings } from "#domain/content/content.api.ts";
import {
  type AdminOrder,
  adminOrder,
  listOrders,
  ORDERS_LIST,
  type OrderCounts,
  type OrderListItem,
  orderCounts,
  type TimelineEntry,
} from "#domain/orders/orders.api.ts";
import {
  collectCashPayment,
  nextPaymentStatuses,
  type OrderPayment,
  type RefundRow,
  refundPayment,
} from "#domain/payments/payments.api.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { ListOptions, listArgsOf, listOf } from "../../list.ts";

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

const Customer = builder
  .objectRef<{ id: string; name: string; email: string | null; phone?: string | null }>("OrderCustomer")
  .implement({
    description: "The customer of an order, as their account reads now",
    fields: (t) => ({
      _id: t.exposeID("id"),
      name: t.exposeString("name"),
      email: t.exposeString("email", { nullable: true }),
      phone: t.string({ nullable: true, resolve: (c) => c.phone ?? null }),
    }),
  });

const OrderSummary = builder.objectRef<OrderListItem>("AdminOrderSummary").implement({
  description: "An order as a row of the staff's list",
  fields: (t) => ({
    _id: t.exposeID("id"),
    orderId: t.exposeString("orderId"),
    status: t.exposeString("status"),
    nextStatuses: t.stringList({ resolve: (o) => [...o.nextStatuses] }),
    orderedFrom: t.exposeString("orderedFrom"),
    currency: t.exposeString("currency"),
    paymentMethod: t.exposeString("paymentMethod"),
    paymentStatus: t.exposeString("paymentStatus", { nullable: true }),
    totalPrice: t.exposeInt("totalPrice"),
    itemCount: t.exposeInt("itemCount"),
    createdAt: t.string({ resolve: (o) => o.createdAt.toISOString() }),
    customer: t.field({ type: Customer, nullable: true, resolve: (o) => o.customer }),
  }),
});

const OrderFilter = builder.inputType("AdminOrderFilter", {
  fields: (t) => ({
    status: t.string({ description: "A stage: pending, confirmed, ready_for_shipping, …" }),
    paymentStatus: t.string({ description: "The latest payment's status: captured, pending, refunded, …" }),
    paymentMethod: t.string(),
    country: t.string({ description: "eg, sa" }),
    from: t.string({ description: "Placed on or after this day (YYYY-MM-DD, in the order's country)" }),
    to: t.string({ description: "Placed on or before this day (YYYY-MM-DD, in the order's country)" }),
    customer: t.string({ description: "A customer's name or e-mail, or part of it" }),
    number: t.string({ description: "An order number, or part of it" }),
  }),
});

const Counts = builder.objectRef<OrderCounts>("OrderCounts").implement({
  description: "How many orders are in each stage under the list's other filters",
  fields: (t) => ({
    pending: t.exposeInt("pending"),
    confirmed: t.exposeInt("confirmed"),
    ready_for_shipping: t.exposeInt("ready_for_shipping"),
    out_for_delivery: t.exposeInt("out_for_delivery"),
    delivered: t.exposeInt("delivered"),
    cancelled: t.exposeInt("cancelled"),
    returned: t.exposeInt("returned"),
  }),
});

type Line = AdminOrder["items"][number];
const OrderLine = builder.objectRef<Line>("AdminOrderLine").implement({
  description: "A line as it was bought: names, features and prices copied at checkout",
  fields: (t) => ({
    _id: t.exposeID("id"),
    product: t.exposeID("productId", { nullable: true }),
    sku: t.exposeString("sku"),
    name: t.exposeString("name"),
    arName: t.exposeString("arName"),
    imagePath: t.exposeString("imagePath", { nullable: true }),
    features: t.field({ type: "JSON", resolve: (i) => i.features }),
    quantity: t.exposeInt("quantity"),
    unitPrice: t.exposeInt("unitPrice"),
    unitDiscount: t.exposeInt("unitDiscount"),
    lineTotal: t.exposeInt("lineTotal"),
  }),
});

export const Refund = builder.objectRef<RefundRow>("Refund").implement({
  description: "A refund of part or all of a payment, and what its provider answered",
  fields: (t) => ({
    _id: t.exposeID("id"),
    payment: t.exposeID("paymentId"),
    amount: t.exposeInt("amount"),
    currency: t.exposeString("currency"),
    status: t.exposeString("status", { description: "pending, succeeded or failed" }),
    reason: t.exposeString("reason"),
    cause: t.exposeString("cause", {
      description:
        "staff (made by staff), order_cancelled or paid_after_cancel (made with a cancellation, decision 0123)",
    }),
    providerRef: t.exposeString("providerRef", { nullable: true }),
    providerReason: t.exposeString("providerReason", { nullable: true }),
    createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (r) => r.updatedAt.toISOString() }),
  }),
});

type Event = OrderPayment["events"][number];
const PaymentEvent = builder.objectRef<Event>("PaymentEvent").implement({
  description: "A provider's notification about a payment (or cash collected), and what it did",
  fields: (t) => ({
    _id: t.exposeID("id"),
    provider: t.exposeString("provider"),
    eventId: t.exposeString("eventId"),
    outcome: t.exposeString("outcome"),
    processedAt: t.string({ resolve: (e) => e.processedAt.toISOString() }),
  }),
});

const AdminPayment = builder.objectRef<OrderPayment>("AdminPayment").implement({
  description: "A payment attempt of an order with its events and refunds",
  fields: (t) => ({
    _id: t.exposeID("id"),
    provider: t.exposeString("provider"),
    method: t.exposeString("method"),
    providerRef: t.exposeString("providerRef", { nullable: true }),
    status: t.exposeString("status"),
    nextStatuses: t.stringList({ resolve: (p) => [...nextPaymentStatuses(p.status)] }),
    amount: t.exposeInt("amount"),
    currency: t.exposeString("currency"),
    capturedAmount: t.exposeInt("capturedAmount"),
    refundedAmount: t.exposeInt("refundedAmount"),
    refundableLeft: t.exposeInt("refundableLeft", {
      description: "Captured, less refunds pending or succeeded",
    }),
    refundable: t.exposeBoolean("refundable", { description: "Staff may refund it from here now" }),
    reference: t.exposeString("reference", { nullable: true }),
    source: t.field({ type: "JSON", nullable: true, resolve: (p) => p.source ?? null }),
    createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
    events: t.field({ type: [PaymentEvent], resolve: (p) => p.events }),
    refunds: t.field({ type: [Refund], resolve: (p) => p.refunds }),
  }),
});

const Timeline = builder.objectRef<TimelineEntry>("OrderTimelineEntry").implement({
  description: "One line of an order's history; `kind` says what happened",
  fields: (t) => ({
    at: t.string({ resolve: (e) => e.at.toISOString() }),
    kind: t.exposeString("kind", {
      description: "placed, stage, delivered, payment, collected, event, refund, return, returnStatus",
    }),
    from: t.string({ nullable: true, resolve: (e) => e.from ?? null }),
    to: t.string({ nullable: true, resolve: (e) => e.to ?? null }),
    actor: t.string({ nullable: true, resolve: (e) => e.actor ?? null }),
    amount: t.int({ nullable: true, resolve: (e) => e.amount ?? null }),
    status: t.string({ nullable: true, resolve: (e) => e.status ?? null }),
    note: t.string({ nullable: true, resolve: (e) => e.note ?? null }),
  }),
});

type Return = AdminOrder["returns"][number];
export const AdminReturnRef = builder.objectRef<Return>("AdminOrderReturn").implement({
  description: "A return request of the order",
  fields: (t) => ({
    _id: t.exposeID("id"),
    status: t.exposeString("status"),
    nextStatuses: t.stringList({ resolve: (r) => [...r.nextStatuses] }),
    reason: t.exposeString("reason"),
    decisionNote: t.exposeString("decisionNote", { nullable: true }),
    pickupAddress: t.field({ type: "JSON", resolve: (r) => r.pickupAddress }),
    createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (r) => r.updatedAt.toISOString() }),
  }),
});

interface Store {
  name: string;
  arName: string;
  address: string;
  arAddress: string;
  email: string;
  phone: string;
}
const StoreRef = builder.objectRef<Store>("InvoiceStore").implement({
  description: "The store as its invoices name it (settings)",
  fields: (t) => ({
    name: t.exposeString("name"),
    arName: t.exposeString("arName"),
    address: t.exposeString("address"),
    arAddress: t.exposeString("arAddress"),
    email: t.exposeString("email"),
    phone: t.exposeString("phone"),
  }),
});

const OrderRef = builder.objectRef<AdminOrder>("AdminOrder").implement({
  description: "An order as staff see it: lines as bought, customer, address as it was, payments, history",
  fields: (t) => ({
    _id: t.exposeID("id"),
    orderId: t.exposeString("orderId"),
    status: t.exposeString("status"),
    nextStatuses: t.stringList({ resolve: (o) => [...o.nextStatuses] }),
    orderedFrom: t.exposeString("orderedFrom"),
    currency: t.exposeString("currency"),
    paymentMethod: t.exposeString("paymentMethod"),
    subtotal: t.exposeInt("subtotal"),
    discount: t.exposeInt("discount"),
    couponDiscount: t.exposeInt("couponDiscount"),
    referralDiscount: t.exposeInt("referralDiscount"),
    giftCardAmount: t.exposeInt("giftCardAmount"),
    shippingFees: t.exposeInt("shippingFees"),
    codFees: t.exposeInt("codFees"),
    totalPrice: t.exposeInt("totalPrice"),
    requiredDays: t.exposeInt("requiredDays"),
    createdAt: t.string({ resolve: (o) => o.createdAt.toISOString() }),
    deliveredAt: t.string({ nullable: true, resolve: (o) => iso(o.deliveredAt) }),
    shippingAddress: t.field({ type: "JSON", resolve: (o) => o.shippingAddress }),
    customer: t.field({ type: Customer, nullable: true, resolve: (o) => o.customer }),
    items: t.field({ type: [OrderLine], resolve: (o) => o.items }),
    payments: t.field({ type: [AdminPayment], resolve: (o) => o.payments }),
    returns: t.field({ type: [AdminReturnRef], resolve: (o) => o.returns }),
    mayCollect: t.exposeBoolean("mayCollect", { description: "Cash may be marked collected now" }),
    timeline: t.field({ type: [Timeline], resolve: (o) => o.timeline }),
    store: t.field({
      type: StoreRef,
      description: "The store's name and address for the invoice",
      resolve: async (_o, _a, ctx) => {
        const s = await getSettings(ctx);
        const text = (key: string) => (typeof s[key] === "string" ? (s[key] as string) : "");
        return {
          name: text("siteTitle") || "Manzil",
          arName: text("arSiteTitle") || "منزل",
          address: text("address"),
          arAddress: text("arAddress"),
          email: text("supportEmail"),
          phone: text("adminPhone"),
        };
      },
    }),
  }),
});

builder.queryField("orders", (t) =>
  t.field({
    ...guard.admin("read:order:any"),
    type: listOf<OrderListItem>("AdminOrderSummary", OrderSummary),
    description: `Every order, a page at a time; sort: ${ORDERS_LIST.sortable.join(", ")}; search: an order number or a customer's name or e-mail`,
    args: { options: t.arg({ type: ListOptions }), filter: t.arg({ type: OrderFilter }) },
    resolve: (_r, args, ctx) => reply(ctx, () => listOrders(ctx, listArgsOf(args))),
  }),
);

builder.queryField("orderCounts", (t) =>
  t.field({
    ...guard.admin("read:order:any"),
    type: envelopeOf<OrderCounts>("OrderCounts", Counts),
    description: "How many orders are in each stage under the same filters and search",
    args: { options: t.arg({ type: ListOptions }), filter: t.arg({ type: OrderFilter }) },
    resolve: (_r, args, ctx) => reply(ctx, () => orderCounts(ctx, listArgsOf(args))),
  }),
);

builder.queryField("order", (t) =>
  t.field({
    ...guard.admin("read:order:any"),
    type: envelopeOf<AdminOrder>("AdminOrder", OrderRef),
    description: "One order with its lines, customer, payments, refunds, returns and history",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => reply(ctx, () => adminOrder(ctx, String(args.id))),
  }),
);

builder.mutationField("refundPayment", (t) =>
  t.field({
    ...guard.admin("create:refund:any"),
    type: envelopeOf<RefundRow>("RefundAnswer", Refund),
    description:
      "Refunds part or all of a captured payment through its provider (cash: by hand, with a reason); the same idempotencyKey answers the same refund",
    args: {
      payment: t.arg.id({ required: true }),
      amount: t.arg.int({ description: "Minor units of the payment's currency" }),
      reason: t.arg.string(),
      idempotencyKey: t.arg.string({ required: true }),
    },
    resolve: (_r, args, ctx) =>
      reply(ctx, () =>
        refundPayment(ctx, {
          payment: String(args.payment),
          amount: args.amount ?? "",
          reason: args.reason,
          idempotencyKey: args.idempotencyKey,
        }),
      ),
  }),
);

builder.mutationField("collectCashPayment", (t) =>
  t.field({
    ...guard.admin("update:payment:any"),
    type: envelopeOf<AdminOrder>("CollectedOrder", OrderRef),
    description: "Marks the order's cash-on-delivery payment collected by the courier (its whole amount)",
    args: { order: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) =>
      reply(ctx, async () => {
        await collectCashPayment(ctx, String(args.order));
        return adminOrder(ctx, String(args.order));
      }),
  }),
);
