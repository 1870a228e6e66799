import {
  addToCart,
  createNewCartForUser,
  getCartById,
  getCartByUser,
  reduceFromCart,
  removeFromCart,
  replaceFakeCart,
} from "#domain/cart/cart.service.ts";
import type { CartLineView, CartProductView, CartView } from "#domain/cart/cart.view.ts";
import { startDateOf } from "#domain/promotions/promotions.api.ts";
import { COUNTRIES, type CountryCode } from "#i18n/locales.ts";
import { builder, type GraphQLContext } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { countryOf } from "../country.ts";
import { Address } from "./address.ts";

/** The specs' per-country suffixes: Eg, Su (Saudi), Em (Emirates). */
const SUFFIX: Record<CountryCode, "Eg" | "Su" | "Em"> = { eg: "Eg", sa: "Su", ae: "Em" };
const COUNTRY_OF = { Eg: "eg", Su: "sa", Em: "ae" } as const;

const CartProduct = builder.objectRef<CartProductView>("CartProduct").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    arName: t.exposeString("arName"),
    availableEdition: t.exposeInt("availableEdition"),
    initAvailableEdition: t.exposeInt("initAvailableEdition"),
    maxPerOrder: t.exposeInt("maxPerOrder"),
    singleWeight: t.exposeInt("singleWeight"),
    isAvailableForCod: t.exposeBoolean("isAvailableForCod"),
    category: t.exposeID("categoryId", { nullable: true }),
    availableIn: t.exposeStringList("availableIn"),
    requiredTimeForEgypt: t.int({ nullable: true, resolve: (p) => p.requiredDays.eg ?? null }),
    requiredTimeForSaudi: t.int({ nullable: true, resolve: (p) => p.requiredDays.sa ?? null }),
    requiredTimeForEmirates: t.int({ nullable: true, resolve: (p) => p.requiredDays.ae ?? null }),
    salesNumberInEg: t.int({ resolve: (p) => p.salesNumber.eg ?? 0 }),
    salesNumberInSu: t.int({ resolve: (p) => p.salesNumber.sa ?? 0 }),
    salesNumberInEm: t.int({ resolve: (p) => p.salesNumber.ae ?? 0 }),
  }),
});

type Image = NonNullable<CartLineView["image"]>;
const CartImage = builder.objectRef<Image>("CartImage").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    path: t.exposeString("path"),
    primaryImage: t.exposeBoolean("primaryImage"),
    featured: t.exposeBoolean("featured"),
    stage: t.exposeInt("stage"),
    egExtraPrice: t.exposeInt("egExtraPrice"),
    suExtraPrice: t.exposeInt("suExtraPrice"),
    emExtraPrice: t.exposeInt("emExtraPrice"),
    product: t.field({ type: CartProduct, resolve: (i) => i.product }),
  }),
});

const CartFeature = builder.objectRef<CartLineView["features"][number]>("CartFeature").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    property: t.exposeString("property"),
    arProperty: t.exposeString("arProperty"),
    value: t.exposeString("value"),
    arValue: t.exposeString("arValue"),
    featureImage: t.exposeString("featureImage", { nullable: true }),
  }),
});

const CartGiftCard = builder.objectRef<NonNullable<CartLineView["giftCard"]>>("CartGiftCard").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    price: t.exposeInt("price"),
    currency: t.exposeString("currency"),
    theme: t.exposeString("theme"),
    recipientName: t.exposeString("recipientName"),
    startAt: t.string({ resolve: (g) => g.startAt.toISOString() }),
    startDate: t.string({
      description: "The start date (YYYY-MM-DD) in the country of the card's currency",
      resolve: (g) => startDateOf(g.startAt, g.currency),
    }),
  }),
});

type Line = CartLineView & { country: CountryCode };
const StoredProduct = builder.objectRef<Line>("StoredProduct").implement({
  description: "A cart line. Money is in integer minor units of the country's currency.",
  fields: (t) => ({
    _id: t.exposeID("id"),
    quantity: t.exposeInt("quantity"),
    image: t.field({ type: CartImage, nullable: true, resolve: (l) => l.image }),
    giftCard: t.field({ type: CartGiftCard, nullable: true, resolve: (l) => l.giftCard }),
    features: t.field({ type: [CartFeature], resolve: (l) => l.features }),
    ...Object.fromEntries(
      (["Eg", "Su", "Em"] as const).flatMap((sfx) => [
        [`priceOne${sfx}`, t.int({ nullable: true, resolve: (l) => l.prices[COUNTRY_OF[sfx]]?.one ?? null })],
        [
          `priceOfQuantity${sfx}`,
          t.int({ nullable: true, resolve: (l) => l.prices[COUNTRY_OF[sfx]]?.ofQuantity ?? null }),
        ],
      ]),
    ),
    availableInCountry: t.boolean({ resolve: (l) => !!l.prices[l.country] }),
    priceOne: t.int({ nullable: true, resolve: (l) => l.prices[l.country]?.one ?? null }),
    priceBeforeOffer: t.int({ nullable: true, resolve: (l) => l.prices[l.country]?.before ?? null }),
    discountPercent: t.int({ resolve: (l) => l.prices[l.country]?.discountPercent ?? 0 }),
    priceOfQuantity: t.int({ nullable: true, resolve: (l) => l.prices[l.country]?.ofQuantity ?? null }),
  }),
});

export const Cart = builder.objectRef<CartView>("Cart").implement({
  description: "A cart priced in every country (…Eg, …Su, …Em) and in the current one. Money in minor units.",
  fields: (t) => ({
    _id: t.exposeID("id"),
    user: t.exposeID("userId", { nullable: true }),
    status: t.exposeString("status"),
    createdIn: t.exposeString("createdIn"),
    createdAt: t.string({ resolve: (c) => c.createdAt.toISOString() }),
    coupon: t.exposeID("couponId", { nullable: true }),
    storedProduct: t.field({
      type: [StoredProduct],
      resolve: (c) => c.lines.map((l) => ({ ...l, country: c.country })),
    }),
    ...Object.fromEntries(
      (["Eg", "Su", "Em"] as const).flatMap((sfx) => [
        [`totalQty${sfx}`, t.int({ resolve: (c) => c.totals[COUNTRY_OF[sfx]].quantity })],
        [`totalPrice${sfx}`, t.int({ resolve: (c) => c.totals[COUNTRY_OF[sfx]].price })],
        [`allShippingFees${sfx}`, t.int({ resolve: (c) => c.totals[COUNTRY_OF[sfx]].shippingFees })],
        [`requiredTime${sfx}`, t.int({ resolve: (c) => c.totals[COUNTRY_OF[sfx]].requiredDays })],
      ]),
    ),
    cartProductsCodStatus: t.exposeBoolean("codAvailable"),
    currentCountry: t.exposeString("country"),
    currency: t.string({ resolve: (c) => COUNTRIES[c.country].currency }),
    totalQuantity: t.int({
      description: "Items in the cart (all lines, whatever the country)",
      resolve: (c) => c.lines.reduce((n, l) => n + l.quantity, 0),
    }),
    totalPrice: t.int({ resolve: (c) => c.totals[c.country].price }),
    shippingFees: t.int({ resolve: (c) => c.totals[c.country].shippingFees }),
    requiredTime: t.int({ resolve: (c) => c.totals[c.country].requiredDays }),
    address: t.field({ type: Address, nullable: true, resolve: (c) => c.address }),
  }),
});
void SUFFIX;

const CartResponse = envelopeOf<CartView>("Cart", Cart);

const inCountry = (ctx: GraphQLContext, arg: string | null | undefined): GraphQLContext => ({
  ...ctx,
  country: countryOf(arg, ctx),
});

builder.queryField("getCartById", (t) =>
  t.field({
    ...guard.public,
    type: CartResponse,
    args: { cart: t.arg.id({ required: true }), currentCountry: t.arg.string(), address: t.arg.id() },
    resolve: (_r, args, ctx) =>
      reply(ctx, () =>
        getCartById(inCountry(ctx, args.currentCountry), {
          cart: String(args.cart),
          address: args.address?.toString(),
        }),
      ),
  }),
);

builder.queryField("getCartBYUser", (t) =>
  t.field({
    ...guard.signedIn,
    type: CartResponse,
    args: { user: t.arg.id(), currentCountry: t.arg.string(), addressId: t.arg.id() },
    resolve: (_r, args, ctx) =>
      reply(ctx, () =>
        getCartByUser(inCountry(ctx, args.currentCountry), {
          user: args.user?.toString(),
          addressId: args.addressId?.toString(),
        }),
      ),
  }),
);

builder.mutationField("createNewCartForUser", (t) =>
  t.field({
    ...guard.signedIn,
    type: CartResponse,
    args: { currentCountry: t.arg.string() },
    resolve: (_r, args, ctx) => reply(ctx, () => createNewCartForUser(inCountry(ctx, args.currentCountry))),
  }),
);

builder.mutationField("replaceFakeCart", (t) =>
  t.field({
    ...guard.signedIn,
    type: CartResponse,
    description: "Merges the guest cart into the user's cart",
    args: { fakeCartId: t.arg.id({ required: true }), userId: t.arg.id(), currentCountry: t.arg.string() },
    resolve: (_r, args, ctx) =>
      reply(ctx, () =>
        replaceFakeCart(inCountry(ctx, args.currentCountry), {
          fakeCartId: String(args.fakeCartId),
          userId: args.userId?.toString(),
        }),
      ),
  }),
);

const changeArgs = (
  t: Parameters<Parameters<typeof builder.mutationField>[1]>[0],
  countryRequired: boolean,
) => ({
  cart: t.arg.id({ description: "Omitted: the user's cart, or a new guest cart" }),
  image: t.arg.id(),
  giftCard: t.arg.id(),
  line: t.arg.id({ description: "A stored product's _id (instead of image and features)" }),
  features: t.arg.idList(),
  quantity: t.arg.int(),
  currentCountry: t.arg.string({ required: countryRequired }),
});

const changeInput = (args: Record<string, unknown>) => ({
  cart: args.cart?.toString(),
  image: args.image?.toString(),
  giftCard: args.giftCard?.toString(),
  line: args.line?.toString(),
  features: (args.features as unknown[] | null | undefined)?.map(String),
  quantity: args.quantity,
});

builder.mutationField("addToCart", (t) =>
  t.field({
    ...guard.public,
    type: CartResponse,
    args: changeArgs(t, false),
    resolve: (_r, args, ctx) =>
      reply(ctx, () => addToCart(inCountry(ctx, args.currentCountry), changeInput(args))),
  }),
);
builder.mutationField("reduceFromCart", (t) =>
  t.field({
    ...guard.public,
    type: CartResponse,
    args: changeArgs(t, true),
    resolve: (_r, args, ctx) =>
      reply(ctx, () => reduceFromCart(inCountry(ctx, args.currentCountry), changeInput(args))),
  }),
);
builder.mutationField("removeFromCart", (t) =>
  t.field({
    ...guard.public,
    type: CartResponse,
    args: changeArgs(t, true),
    resolve: (_r, args, ctx) =>
      reply(ctx, () => removeFromCart(inCountry(ctx, args.currentCountry), changeInput(args))),
  }),
);
