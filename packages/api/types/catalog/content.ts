/** Home marketing: getSliders, getBanners, getAdvert. */
import {
  type AdvertRow,
  type BannerRow,
  currentAdvert,
  listBanners,
  listSliders,
  type SliderRow,
} from "#domain/content/marketing.service.ts";
import type { GraphQLContext } from "../../builder.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { countryOf } from "../country.ts";

const SliderRef = builder.objectRef<SliderRow>("Slider").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    image: t.exposeString("image"),
    country: t.exposeString("country"),
    lang: t.exposeString("lang"),
    link: t.exposeString("link"),
    displayOrder: t.exposeInt("displayOrder"),
  }),
});

const BannerRef = builder.objectRef<BannerRow>("Banner").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    image: t.exposeString("image"),
    link: t.exposeString("link"),
    country: t.exposeString("country", { nullable: true }),
    lang: t.exposeString("lang", { nullable: true }),
    displayOrder: t.exposeInt("displayOrder"),
  }),
});

const AdvertRef = builder.objectRef<AdvertRow>("Advert").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    image: t.exposeString("image"),
    link: t.exposeString("link"),
    status: t.exposeString("status"),
  }),
});

const where = (ctx: GraphQLContext, args: { country?: string | null; lang?: string | null }) => ({
  country: countryOf(args.country, ctx),
  lang: args.lang === "ar" || args.lang === "en" ? args.lang : ctx.language,
});

builder.queryField("getSliders", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf<SliderRow[]>("Sliders", [SliderRef]),
    description: "Home sliders of a country and language (default: the request's)",
    args: { country: t.arg.string(), lang: t.arg.string() },
    resolve: (_root, args, ctx) => reply(ctx, () => listSliders(ctx, where(ctx, args))),
  }),
);

builder.queryField("getBanners", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf<BannerRow[]>("Banners", [BannerRef]),
    args: { country: t.arg.string(), lang: t.arg.string() },
    resolve: (_root, args, ctx) => reply(ctx, () => listBanners(ctx, where(ctx, args))),
  }),
);

builder.queryField("getAdvert", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf<AdvertRow | null>("Advert", AdvertRef),
    description: "The active advert (data null when none)",
    resolve: (_root, _args, ctx) => reply(ctx, () => currentAdvert(ctx)),
  }),
);
