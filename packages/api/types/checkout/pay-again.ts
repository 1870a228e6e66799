import { refreshOrderPayment, retryOrderPayment } from "#domain/checkout/checkout.api.ts";
import type { OrderWithItems } from "#domain/orders/orders.api.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { Order, Placed } from "./order.ts";

// What the result page needs of the latest attempt (decision 0058).
builder.objectFields(Order, (t) => ({
  paymentStatus: t.string({
    nullable: true,
    description: "The latest attempt's status (initiated, requires_action, pending, captured, declined, ...)",
    resolve: (o) => o.payment?.status ?? null,
  }),
  paymentRedirectUrl: t.string({
    nullable: true,
    description: "The provider's page of an attempt still waiting for the shopper",
    resolve: (o) => (o.payment?.status === "requires_action" ? o.payment.redirectUrl : null),
  }),
  fawryRefExpiresAt: t.string({
    nullable: true,
    resolve: (o) =>
      o.payment?.provider === "fawry" ? (o.payment.referenceExpiresAt?.toISOString() ?? null) : null,
  }),
  canPayAgain: t.boolean({
    description: "The order waits for an online payment whose latest attempt failed or was abandoned",
    resolve: (o: OrderWithItems) =>
      o.status === "pending" &&
      o.paymentMethod !== "cod" &&
      !["authorized", "captured", "pending"].includes(o.payment?.status ?? ""),
  }),
}));

builder.mutationField("retryOrderPayment", (t) =>
  t.field({
    ...guard.can("update:order:own"),
    type: envelopeOf("RetriedPayment", Placed),
    description:
      "Pays a pending order again with its method and amount; an attempt still open at the provider is answered as it is",
    args: { order: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => reply(ctx, () => retryOrderPayment(ctx, { orderId: String(args.order) })),
  }),
);

builder.mutationField("refreshOrderPayment", (t) =>
  t.field({
    ...guard.signedIn,
    type: envelopeOf<OrderWithItems>("RefreshedOrder", Order),
    description:
      "The order after asking the provider about an attempt that is not final yet (the result page)",
    args: { order: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => reply(ctx, () => refreshOrderPayment(ctx, String(args.order))),
  }),
);
