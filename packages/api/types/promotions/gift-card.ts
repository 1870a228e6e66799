/** Gift cards (decision 0059): what the purchase form offers, and buying one into the cart. */
import {
  createGiftCard,
  type GiftCardOptions,
  type GiftCardView,
  giftCardOptions,
} from "#domain/promotions/promotions.api.ts";
import { builder, type GraphQLContext } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { countryOf } from "../country.ts";

export const GiftCard = builder.objectRef<GiftCardView>("GiftCard").implement({
  description:
    "A gift card; money in integer minor units of its currency. `code` is shown only to the sender and administrators, and only once the card is paid",
  fields: (t) => ({
    _id: t.exposeID("id"),
    code: t.exposeString("code", { nullable: true }),
    price: t.exposeInt("price"),
    restAmount: t.exposeInt("restAmount"),
    currency: t.exposeString("currency"),
    theme: t.exposeString("theme"),
    recipientName: t.exposeString("recipientName"),
    recipientEmail: t.exposeString("recipientEmail"),
    senderName: t.exposeString("senderName"),
    senderEmail: t.exposeString("senderEmail"),
    senderId: t.exposeID("senderId", { nullable: true }),
    message: t.exposeString("message", { nullable: true }),
    language: t.exposeString("language", { description: "The language of the recipient's mail: ar or en" }),
    startAt: t.string({ resolve: (g) => g.startAt.toISOString() }),
    startDate: t.exposeString("startDate", {
      description: "The start date (YYYY-MM-DD) in the country of the card's currency",
    }),
    expiredAt: t.string({ resolve: (g) => g.expiredAt.toISOString() }),
    isPaid: t.exposeBoolean("isPaid"),
    sentAt: t.string({ nullable: true, resolve: (g) => g.sentAt?.toISOString() ?? null }),
    createdAt: t.string({ resolve: (g) => g.createdAt.toISOString() }),
  }),
});

const GiftCardOptionsType = builder.objectRef<GiftCardOptions>("GiftCardOptions").implement({
  description: "What a gift card may be bought for in a country: amounts in whole major units, themes, dates",
  fields: (t) => ({
    currency: t.exposeString("currency"),
    presets: t.exposeIntList("presets"),
    min: t.exposeInt("min"),
    max: t.exposeInt("max"),
    themes: t.stringList({ resolve: (o) => [...o.themes] }),
    today: t.exposeString("today", { description: "The earliest start date (YYYY-MM-DD)" }),
    lastDay: t.exposeString("lastDay", { description: "The latest start date (YYYY-MM-DD)" }),
  }),
});

const inCountry = (ctx: GraphQLContext, arg: string | null | undefined): GraphQLContext => ({
  ...ctx,
  country: countryOf(arg, ctx),
});

builder.queryField("getGiftCardOptions", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf<GiftCardOptions>("GiftCardOptions", GiftCardOptionsType),
    args: { currentCountry: t.arg.string() },
    resolve: (_r, args, ctx) => reply(ctx, async () => giftCardOptions(inCountry(ctx, args.currentCountry))),
  }),
);

builder.mutationField("createGiftCard", (t) =>
  t.field({
    ...guard.can("create:gift-card:own"),
    type: envelopeOf<GiftCardView>("CreatedGiftCard", GiftCard),
    description:
      "Creates an unpaid gift card in the shopper's currency and adds it to their cart; paying the order sends it on its start date",
    args: {
      amount: t.arg.float({ description: "Whole major units of the country's currency" }),
      theme: t.arg.string(),
      recipientName: t.arg.string(),
      recipientEmail: t.arg.string(),
      senderName: t.arg.string({ description: "Omitted: the sender's own name" }),
      message: t.arg.string(),
      language: t.arg.string({ description: "The mail's language, ar or en; omitted: the caller's" }),
      startAt: t.arg.string({ description: "YYYY-MM-DD, from today up to a year ahead" }),
      agree: t.arg.boolean({ description: "Gift cards are nonrefundable: must be true" }),
      currentCountry: t.arg.string(),
    },
    resolve: (_r, { currentCountry, ...args }, ctx) =>
      reply(ctx, () => createGiftCard(inCountry(ctx, currentCountry), args)),
  }),
);
