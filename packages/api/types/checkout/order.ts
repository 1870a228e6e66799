import { type PlacedOrder, placeOrder } from "#domain/checkout/checkout.api.ts";
import {
  cancelOrder,
  moveOrder,
  nextOrderStatuses,
  OrderStatusInput,
  type OrderWithItems,
  orderById,
  ordersOfUser,
} from "#domain/orders/orders.api.ts";
import { nextPaymentStatuses, trnxStatusOf } from "#domain/payments/payments.api.ts";
import { parseInput } from "#kernel/input.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { countryOf } from "../country.ts";
import { ReturnRequest } from "../orders/returns.ts";
import { GiftCard } from "../promotions/gift-card.ts";

type Item = OrderWithItems["items"][number];

const OrderItem = builder.objectRef<Item>("OrderItem").implement({
  description: "A line of an order as it was bought",
  fields: (t) => ({
    _id: t.exposeID("id"),
    product: t.exposeID("productId", { nullable: true }),
    image: t.exposeID("imageId", { nullable: true }),
    name: t.exposeString("name"),
    arName: t.exposeString("arName"),
    imagePath: t.exposeString("imagePath", { nullable: true }),
    features: t.field({ type: "JSON", resolve: (i) => i.features }),
    quantity: t.exposeInt("quantity"),
    unitPrice: t.exposeInt("unitPrice"),
    unitDiscount: t.exposeInt("unitDiscount"),
    lineTotal: t.exposeInt("lineTotal"),
    giftCard: t.field({
      type: GiftCard,
      nullable: true,
      description: "The gift card this line bought; its code for the buyer once the order is paid",
      resolve: (i) => i.giftCard,
    }),
  }),
});

type Refund = OrderWithItems["refunds"][number];

const OrderRefund = builder.objectRef<Refund>("OrderRefund").implement({
  description:
    "Money given back on an order (decision 0123): how much, to which method, where it stands, by when",
  fields: (t) => ({
    _id: t.exposeID("id"),
    amount: t.exposeInt("amount", { description: "Minor units of the order's currency" }),
    currency: t.exposeString("currency"),
    status: t.exposeString("status", {
      description: "pending (started), succeeded (the provider gave it back), failed (our team finishes it)",
    }),
    cause: t.exposeString("cause", { description: "order_cancelled, paid_after_cancel or staff" }),
    method: t.exposeString("method", {
      description: "The checkout method paid with: the money goes back there",
    }),
    createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
    settledAt: t.string({ nullable: true, resolve: (r) => r.settledAt?.toISOString() ?? null }),
    expectedBy: t.string({
      nullable: true,
      description: "When it should reach the shopper (an estimate per provider); null for a failed one",
      resolve: (r) => (r.status === "failed" ? null : r.expectedBy.toISOString()),
    }),
  }),
});

export const Order = builder.objectRef<OrderWithItems>("Order").implement({
  description: "An order with its lines, totals (minor units of its currency) and latest payment",
  fields: (t) => ({
    _id: t.exposeID("id"),
    orderId: t.exposeString("orderId"),
    orderCreateDate: t.string({ resolve: (o) => o.createdAt.toISOString() }),
    status: t.exposeString("status"),
    nextStatuses: t.stringList({
      description: "Where staff may move it now (from the orders' transition table)",
      resolve: (o) => [...nextOrderStatuses(o.status)],
    }),
    orderedFrom: t.exposeString("orderedFrom"),
    currency: t.exposeString("currency"),
    paymentMethod: t.exposeString("paymentMethod"),
    subtotal: t.exposeInt("subtotal"),
    shippingFees: t.exposeInt("shippingFees"),
    discount: t.exposeInt("discount"),
    usedCoupon: t.exposeID("usedCouponId", { nullable: true }),
    couponDiscount: t.exposeInt("couponDiscount"),
    usedReferralCode: t.exposeString("usedReferralCode", { nullable: true }),
    referralDiscount: t.exposeInt("referralDiscount"),
    usedGiftCard: t.exposeID("usedGiftCardId", { nullable: true }),
    giftCardAmount: t.exposeInt("giftCardAmount"),
    codFees: t.exposeInt("codFees"),
    codAmount: t.exposeInt("codAmount"),
    totalPrice: t.exposeInt("totalPrice"),
    requiredDays: t.exposeInt("requiredDays"),
    deliveredAt: t.string({ nullable: true, resolve: (o) => o.deliveredAt?.toISOString() ?? null }),
    shippingAddress: t.field({ type: "JSON", resolve: (o) => o.shippingAddress }),
    // The latest payment attempt's projections; orders from before attempts were recorded keep their own.
    trnxId: t.string({ nullable: true, resolve: (o) => (o.payment ? o.payment.providerRef : o.trnxId) }),
    trnxStatus: t.string({ resolve: (o) => (o.payment ? trnxStatusOf(o.payment.status) : o.trnxStatus) }),
    paymentNextStatuses: t.stringList({
      description: "Where that attempt may still go (from the payments' transition table)",
      resolve: (o) => (o.payment ? [...nextPaymentStatuses(o.payment.status)] : []),
    }),
    fawryRef: t.string({
      nullable: true,
      resolve: (o) =>
        o.payment ? (o.payment.provider === "fawry" ? o.payment.reference : null) : o.fawryRef,
    }),
    sourceData: t.field({
      type: "JSON",
      nullable: true,
      resolve: (o) => (o.payment ? (o.payment.source ?? null) : (o.sourceData ?? null)),
    }),
    items: t.field({ type: [OrderItem], resolve: (o) => o.items }),
    returnRequest: t.field({
      type: ReturnRequest,
      nullable: true,
      description: "The latest return request, or null",
      resolve: (o) => o.returnRequest,
    }),
    returnUntil: t.string({
      nullable: true,
      description: "The last moment a return may be requested (delivered orders only)",
      resolve: (o) => o.returnUntil?.toISOString() ?? null,
    }),
    refunds: t.field({
      type: [OrderRefund],
      description: "Its refunds, oldest first",
      resolve: (o) => o.refunds,
    }),
    mayCancel: t.exposeBoolean("mayCancel", { description: "The shopper may cancel it now" }),
    mayReturn: t.exposeBoolean("mayReturn", { description: "The shopper may ask to return it now" }),
  }),
});

export const Placed = builder.objectRef<PlacedOrder>("PlacedOrder").implement({
  description:
    "A placed order and what the shopper does next: go to the provider, pay a reference, or nothing",
  fields: (t) => ({
    _id: t.exposeID("orderId"),
    orderId: t.exposeString("orderNumber"),
    totalPrice: t.exposeInt("total"),
    currency: t.exposeString("currency"),
    paymentStatus: t.exposeString("paymentStatus"),
    redirectUrl: t.exposeString("redirectUrl", { nullable: true }),
    reference: t.exposeString("reference", { nullable: true }),
    referenceExpiresAt: t.exposeString("referenceExpiresAt", { nullable: true }),
  }),
});

builder.queryField("getOrdersByUserId", (t) =>
  t.field({
    ...guard.signedIn,
    type: envelopeOf<OrderWithItems[]>("Orders", [Order]),
    description: "A user's orders, newest first: the caller's own (administrators: anyone's)",
    args: { user: t.arg.id(), currentCountry: t.arg.string() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () => ordersOfUser(ctx, args.user ? String(args.user) : ctx.user!.id)),
  }),
);

builder.queryField("getOrderById", (t) =>
  t.field({
    ...guard.signedIn,
    type: envelopeOf<OrderWithItems>("OrderAnswer", Order),
    description: "One order with its lines, payment and return: the caller's own (administrators: anyone's)",
    args: { order: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => reply(ctx, () => orderById(ctx, String(args.order))),
  }),
);

builder.mutationField("placeOrder", (t) =>
  t.field({
    ...guard.can("create:order:own"),
    type: envelopeOf<PlacedOrder>("PlacedOrder", Placed),
    description: "The caller's cart becomes an order; placing the same cart again answers the same order",
    args: {
      currentCountry: t.arg.string(),
      cartId: t.arg.id({ required: true }),
      addressId: t.arg.id({ required: true }),
      paymentMethod: t.arg.string({ required: true }),
      expectedTotal: t.arg.int({
        description: "The total the page showed (minor units); another total answers CHECKOUT_PRICE_CHANGED",
      }),
    },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        placeOrder(
          { ...ctx, country: countryOf(args.currentCountry, ctx) },
          {
            cartId: String(args.cartId),
            addressId: String(args.addressId),
            method: args.paymentMethod,
            expectedTotal: args.expectedTotal,
          },
        ),
      ),
  }),
);

builder.mutationField("cancelOrder", (t) =>
  t.field({
    ...guard.signedIn,
    type: envelopeOf<OrderWithItems>("CancelledOrder", Order),
    description: "Cancels an order that has not left for delivery; its stock comes back",
    args: { order: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => reply(ctx, () => cancelOrder(ctx, String(args.order))),
  }),
);

builder.mutationField("updateOrderStatus", (t) =>
  t.field({
    ...guard.admin("update:order:any"),
    type: envelopeOf<OrderWithItems>("MovedOrder", Order),
    description:
      "Moves an order along its stages (ready_for_shipping, out_for_delivery, delivered, cancelled, returned); administrators",
    args: { order: t.arg.id({ required: true }), status: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        moveOrder(ctx, String(args.order), parseInput(OrderStatusInput, { status: args.status }).status),
      ),
  }),
);
