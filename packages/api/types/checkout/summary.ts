import { type CheckoutSummary, checkoutSummary } from "#domain/checkout/checkout.api.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { countryOf } from "../country.ts";

type Method = CheckoutSummary["methods"][number];
type Line = CheckoutSummary["lines"][number];

const SummaryMethod = builder.objectRef<Method>("CheckoutMethod").implement({
  description: "A payment method valid for this cart here, with what it would charge",
  fields: (t) => ({
    method: t.exposeString("method"),
    group: t.exposeString("group"),
    groupName: t.exposeString("localGroupName"),
    groupIcon: t.exposeString("groupIcon"),
    icon: t.exposeString("icon"),
    displayName: t.exposeString("localName"),
    descriptionMethod: t.exposeString("localDescription"),
    isInstallment: t.exposeBoolean("isInstallment"),
    specialDiscount: t.exposeInt("specialDiscount"),
    discountType: t.exposeString("discountType"),
    promoCode: t.exposeString("promoCode", { nullable: true }),
    promoCodeDescription: t.exposeString("localPromo"),
    autoApplyPromoCode: t.exposeBoolean("autoApplyPromoCode"),
    discount: t.exposeInt("discount", { description: "This method's own discount (minor units)" }),
    fee: t.exposeInt("fee", { description: "Cash on delivery's fee (minor units)" }),
    total: t.exposeInt("total", { description: "What placing the order with this method charges" }),
  }),
});

const SummaryLine = builder.objectRef<Line>("CheckoutLine").implement({
  fields: (t) => ({
    product: t.exposeID("productId"),
    name: t.exposeString("name"),
    arName: t.exposeString("arName"),
    imagePath: t.exposeString("imagePath", { nullable: true }),
    features: t.field({ type: "JSON", resolve: (l) => l.features }),
    quantity: t.exposeInt("quantity"),
    unitPrice: t.exposeInt("unitPrice"),
    lineTotal: t.exposeInt("lineTotal"),
  }),
});

const Summary = builder.objectRef<CheckoutSummary>("CheckoutSummary").implement({
  description: "What placing the caller's cart would charge now (minor units of `currency`)",
  fields: (t) => ({
    cart: t.exposeID("cartId"),
    currency: t.exposeString("currency"),
    subtotal: t.exposeInt("subtotal"),
    shippingFees: t.exposeInt("shippingFees"),
    total: t.exposeInt("total", { description: "Subtotal and shipping, before a method's discount or fee" }),
    codAvailable: t.exposeBoolean("codAvailable"),
    requiredDays: t.exposeInt("requiredDays"),
    deliveryFrom: t.exposeString("deliveryFrom"),
    deliveryTo: t.exposeString("deliveryTo"),
    lines: t.field({ type: [SummaryLine], resolve: (s) => s.lines }),
    methods: t.field({ type: [SummaryMethod], resolve: (s) => s.methods }),
  }),
});

builder.queryField("getCheckoutSummary", (t) =>
  t.field({
    ...guard.signedIn,
    type: envelopeOf<CheckoutSummary>("CheckoutSummaryResult", Summary),
    description: "The payment page's figures: the cart re-priced now and each valid method's total",
    args: { currentCountry: t.arg.string(), cartId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        checkoutSummary(
          { ...ctx, country: countryOf(args.currentCountry, ctx) },
          { cartId: String(args.cartId) },
        ),
      ),
  }),
);
