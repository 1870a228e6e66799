// The code field: coupons and gift cards on the cart (decision 0059). Thin: parse, call, wrap.
import {
  type AppliedGiftCardView,
  type CheckedCode,
  type CouponView,
  checkCoupon,
  removeCoupon,
} from "#domain/checkout/checkout.api.ts";
import { type CouponRow, getCouponByCode, updateAvailableSales } from "#domain/promotions/promotions.api.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { countryOf } from "../country.ts";

/** A coupon's own fields (the specs' entity; amounts in EGP minor units, minimums per country). */
export const CouponTerms = builder.objectRef<CouponRow>("CouponTerms").implement({
  description: "A coupon's terms as stored",
  fields: (t) => ({
    _id: t.exposeID("id"),
    code: t.exposeString("code"),
    title: t.exposeString("title"),
    arTitle: t.exposeString("arTitle"),
    description: t.exposeString("description"),
    arDescription: t.exposeString("arDescription"),
    category: t.exposeID("categoryId", { nullable: true }),
    subCategory: t.exposeID("subCategoryId", { nullable: true }),
    user: t.exposeID("userId", { nullable: true }),
    salesNumber: t.exposeInt("salesNumber"),
    availableSales: t.exposeInt("availableSales"),
    startDate: t.string({ resolve: (c) => c.startDate.toISOString() }),
    endDate: t.string({ resolve: (c) => c.endDate.toISOString() }),
    status: t.exposeString("status"),
    discount: t.exposeInt("discount", { description: "Percent off" }),
    maximumDiscount: t.exposeInt("maximumDiscount", { nullable: true }),
    freeDelivery: t.exposeBoolean("freeDelivery"),
    egMinPurchase: t.exposeInt("egMinPurchase"),
    suMinPurchase: t.exposeInt("suMinPurchase"),
    emMinPurchase: t.exposeInt("emMinPurchase"),
    fixedAmountDiscount: t.exposeInt("fixedAmountDiscount", { nullable: true }),
    paymentMethods: t.exposeStringList("paymentMethods"),
  }),
});

export const AppliedCoupon = builder.objectRef<CouponView>("Coupon").implement({
  description: "A coupon on the caller's cart: its terms in the caller's language and what it takes off now",
  fields: (t) => ({
    code: t.string({ resolve: (v) => v.coupon.code }),
    title: t.exposeString("localTitle"),
    description: t.exposeString("localDescription"),
    discount: t.int({ resolve: (v) => v.coupon.discount }),
    freeDelivery: t.boolean({ resolve: (v) => v.coupon.freeDelivery }),
    minPurchase: t.exposeInt("minPurchase", { description: "Minimum purchase here (minor units)" }),
    endDate: t.string({ resolve: (v) => v.coupon.endDate.toISOString() }),
    discountAmount: t.exposeInt("discountAmount", { description: "What it takes off this cart now" }),
    total: t.exposeInt("total", { description: "The cart's total with it, before a payment method" }),
    terms: t.field({ type: CouponTerms, resolve: (v) => v.coupon }),
  }),
});

export const AppliedGiftCard = builder.objectRef<AppliedGiftCardView>("AppliedGiftCard").implement({
  description: "A gift card on the caller's cart: what is left on it and what it pays of this cart",
  fields: (t) => ({
    code: t.string({ resolve: (v) => v.giftCard.code }),
    currency: t.string({ resolve: (v) => v.giftCard.currency }),
    price: t.int({ resolve: (v) => v.giftCard.price }),
    restAmount: t.int({ resolve: (v) => v.giftCard.restAmount }),
    expiredAt: t.string({ resolve: (v) => v.giftCard.expiredAt.toISOString() }),
    amount: t.exposeInt("amount", { description: "What it pays of this cart now" }),
    total: t.exposeInt("total", { description: "What is left to pay" }),
  }),
});

const CouponOrGiftCard = builder.unionType("CouponOrGiftCard", {
  types: [AppliedCoupon, AppliedGiftCard],
  resolveType: (v: CheckedCode) => (v.kind === "coupon" ? AppliedCoupon : AppliedGiftCard),
});

builder.mutationField("checkCoupon", (t) =>
  t.field({
    ...guard.signedIn,
    type: envelopeOf<CheckedCode>("CheckCoupon", CouponOrGiftCard as never),
    description:
      "Applies a coupon or gift card code to the caller's cart when it applies; its problem otherwise",
    args: {
      currentCountry: t.arg.string(),
      couponCode: t.arg.string({ required: true }),
      cartId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        checkCoupon(
          { ...ctx, country: countryOf(args.currentCountry, ctx) },
          { couponCode: args.couponCode, cartId: String(args.cartId) },
        ),
      ),
  }),
);

builder.mutationField("removeCoupon", (t) =>
  t.field({
    ...guard.signedIn,
    type: envelopeOf<boolean>("RemoveCoupon", "Boolean"),
    description: "Takes the coupon (or with kind giftCard, the gift card) off the caller's cart",
    args: { cartId: t.arg.id({ required: true }), kind: t.arg.string() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () => removeCoupon(ctx, { cartId: String(args.cartId), kind: args.kind })),
  }),
);

builder.queryField("getCouponByCode", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf<CouponRow>("CouponByCode", CouponTerms),
    description: "A coupon's terms by its code",
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => reply(ctx, () => getCouponByCode(ctx, { code: args.code })),
  }),
);

builder.mutationField("updateAvailableSales", (t) =>
  t.field({
    ...guard.admin("update:coupon:any"),
    type: envelopeOf<CouponRow>("UpdateAvailableSales", CouponTerms),
    description: "Sets how many uses a coupon has left (administrators)",
    args: { couponId: t.arg.id({ required: true }), availableSales: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        updateAvailableSales(ctx, { couponId: String(args.couponId), availableSales: args.availableSales }),
      ),
  }),
);
