import { finalPrice, type PaymentMethodGroup, paymentMethodGroups } from "#domain/checkout/checkout.api.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { countryOf } from "../country.ts";

type Item = PaymentMethodGroup["items"][number];

const PaymentMethodItem = builder.objectRef<Item>("PaymentMethodItem").implement({
  description: "A checkout payment method (names and descriptions in the caller's language)",
  fields: (t) => ({
    method: t.exposeString("method"),
    provider: t.exposeString("provider"),
    icon: t.exposeString("icon"),
    isActive: t.exposeBoolean("isActive"),
    displayOrder: t.exposeInt("displayOrder"),
    displayName: t.exposeString("localName"),
    isInstallment: t.exposeBoolean("isInstallment"),
    minAmount: t.exposeInt("minAmount", { nullable: true, description: "EGP minor units" }),
    maxAmount: t.exposeInt("maxAmount", { nullable: true, description: "EGP minor units" }),
    supportedCountries: t.exposeStringList("supportedCountries"),
    descriptionMethod: t.exposeString("localDescription"),
    specialDiscount: t.exposeInt("specialDiscount"),
    discountType: t.exposeString("discountType"),
    promoCode: t.exposeString("promoCode", { nullable: true }),
    promoCodeDescription: t.exposeString("localPromo"),
    autoApplyPromoCode: t.exposeBoolean("autoApplyPromoCode"),
  }),
});

const PaymentMethodGroupRef = builder.objectRef<PaymentMethodGroup>("PaymentMethodGroup").implement({
  fields: (t) => ({
    group: t.exposeString("group"),
    groupName: t.exposeString("groupName"),
    groupIcon: t.exposeString("groupIcon"),
    groupDescription: t.exposeString("groupDescription"),
    items: t.field({ type: [PaymentMethodItem], resolve: (g) => g.items }),
  }),
});

builder.queryField("getPaymentMethods", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf<PaymentMethodGroup[]>("PaymentMethods", [PaymentMethodGroupRef]),
    description: "The payment methods usable in the current country, grouped",
    args: { currentCountry: t.arg.string() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () => paymentMethodGroups({ ...ctx, country: countryOf(args.currentCountry, ctx) })),
  }),
);

builder.queryField("getFinalPrice", (t) =>
  t.field({
    ...guard.signedIn,
    type: envelopeOf<number>("FinalPrice", "Int"),
    description: "What the caller's cart costs now (minor units), with the payment method's discount and fee",
    args: {
      currentCountry: t.arg.string(),
      cartId: t.arg.id({ required: true }),
      paymentMethod: t.arg.string(),
      couponCode: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        finalPrice(
          { ...ctx, country: countryOf(args.currentCountry, ctx) },
          { cartId: String(args.cartId), paymentMethod: args.paymentMethod, couponCode: args.couponCode },
        ),
      ),
  }),
);
