import { type CheckoutSummary, checkoutSummary } from "#domain/checkout/checkout.api.ts";
import { type ErrorCode, errorMessage } from "#i18n/messages/errors.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { countryOf } from "../country.ts";
import { AppliedCoupon, AppliedGiftCard } from "./coupon.ts";

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer X> ? X : never;

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
    couponDiscount: t.exposeInt("couponDiscount", { description: "The coupon's discount with this method" }),
    couponProblem: t.exposeString("couponProblem", {
      nullable: true,
      description: "Why the cart's coupon does not apply with this method (an error code)",
    }),
    couponProblemMessage: t.string({
      nullable: true,
      resolve: (m, _a, ctx) =>
        m.couponProblem ? errorMessage(m.couponProblem as ErrorCode, ctx.language) : null,
    }),
    referralDiscount: t.exposeInt("referralDiscount"),
    giftCardAmount: t.exposeInt("giftCardAmount", { description: "What the cart's gift card pays" }),
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

/** A promotion's problem as its code and its message in the caller's language. */
function problemFields<T extends { problem: string | null }>(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, T>,
) {
  return {
    problem: t.string({ nullable: true, resolve: (v) => v.problem }),
    problemMessage: t.string({
      nullable: true,
      resolve: (v, _a, ctx) => (v.problem ? errorMessage(v.problem as ErrorCode, ctx.language) : null),
    }),
  };
}

const SummaryCoupon = builder.objectRef<NonNullable<CheckoutSummary["coupon"]>>("CheckoutCoupon").implement({
  description: "The cart's coupon before a method is chosen, with its problem when it does not apply",
  fields: (t) => ({ coupon: t.field({ type: AppliedCoupon, resolve: (c) => c }), ...problemFields(t) }),
});

const SummaryGiftCard = builder
  .objectRef<NonNullable<CheckoutSummary["giftCard"]>>("CheckoutGiftCard")
  .implement({
    description: "The cart's gift card, with its problem when it cannot pay",
    fields: (t) => ({ giftCard: t.field({ type: AppliedGiftCard, resolve: (c) => c }), ...problemFields(t) }),
  });

const SummaryReferral = builder
  .objectRef<NonNullable<CheckoutSummary["referral"]>>("CheckoutReferral")
  .implement({
    description: "A referred shopper's first-order discount",
    fields: (t) => ({
      code: t.exposeString("code"),
      percent: t.exposeInt("percent"),
      discount: t.exposeInt("discount"),
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
    coupon: t.field({ type: SummaryCoupon, nullable: true, resolve: (s) => s.coupon }),
    giftCard: t.field({ type: SummaryGiftCard, nullable: true, resolve: (s) => s.giftCard }),
    referral: t.field({ type: SummaryReferral, nullable: true, resolve: (s) => s.referral }),
    due: t.exposeInt("due", { description: "What is left to pay with the promotions, before a method" }),
    paidByGiftCard: t.exposeBoolean("paidByGiftCard", {
      description: "The gift card pays all of it: place the order with method gift_card",
    }),
  }),
});

builder.queryField("getCheckoutSummary", (t) =>
  t.field({
    ...guard.signedIn,
    type: envelopeOf<CheckoutSummary>("CheckoutSummaryResult", Summary),
    description: "The payment page's figures: the cart re-priced now and each valid method's total",
    args: { currentCountry: t.arg.string(), cartId: t.arg.id({ required: true }), addressId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        checkoutSummary(
          { ...ctx, country: countryOf(args.currentCountry, ctx) },
          { cartId: String(args.cartId), addressId: args.addressId ? String(args.addressId) : null },
        ),
      ),
  }),
);
