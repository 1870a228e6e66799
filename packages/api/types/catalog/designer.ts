/** Designers' public profiles: getUsers (designers, manufacturers), getDesignerBySlug, sortDesigners, getFeaturedDesigners. */
import { arabicPlaceName } from "#domain/catalog/catalog.api.ts";
import { type DesignerView, getDesigner, listDesigners } from "#domain/catalog/designers.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { countryOf } from "../country.ts";
import { ISO } from "./common.ts";
import { DesignerRef } from "./refs.ts";

DesignerRef.implement({
  description: "A designer's (or manufacturer's) public profile",
  fields: (t) => ({
    _id: t.exposeID("id"),
    name: t.exposeString("name"),
    arName: t.string({ resolve: (d) => d.arName || d.name }),
    slug: t.string({ resolve: (d) => d.slug ?? d.id }),
    image: t.exposeString("image", { nullable: true }),
    description: t.string({ resolve: (d) => d.description ?? "" }),
    arDescription: t.string({ resolve: (d) => d.arDescription || d.description || "" }),
    city: t.exposeString("city", { nullable: true }),
    arCity: t.string({
      nullable: true,
      description: "The city in Arabic, from the governorate and area lists (null when unknown)",
      resolve: (d, _a, ctx) => arabicPlaceName(ctx, d.city),
    }),
    country: t.exposeString("country", { nullable: true }),
    role: t.exposeString("role"),
    featured: t.exposeBoolean("featured"),
    createdAt: t.string({ resolve: (d) => ISO(d.createdAt)! }),
    productsCount: t.int({
      nullable: true,
      description: "Products sold in the current country (lists and profiles)",
      resolve: (d) => ("productsCount" in d ? d.productsCount : null),
    }),
    salesNumber: t.int({ nullable: true, resolve: (d) => ("salesNumber" in d ? d.salesNumber : null) }),
  }),
});

const DesignersResponse = envelopeOf<DesignerView[]>("Designers", [DesignerRef]);
const DesignerResponse = envelopeOf<DesignerView>("Designer", DesignerRef);

builder.queryField("getUsers", (t) =>
  t.field({
    ...guard.public,
    type: DesignersResponse,
    description: "Public profiles by role: designer (default) or manufacturer",
    args: { role: t.arg.string(), currentCountry: t.arg.string() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        listDesigners({ ...ctx, country: countryOf(args.currentCountry, ctx) }, { role: args.role }),
      ),
  }),
);

/** getUserById (accounts) also answers public profiles; this one adds the catalogue's counts. */
builder.queryField("getDesignerBySlug", (t) =>
  t.field({
    ...guard.public,
    type: DesignerResponse,
    description:
      "A designer's or manufacturer's public profile by slug or id, with product counts in the country",
    args: { slug: t.arg.string({ required: true }), currentCountry: t.arg.string() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () => getDesigner({ ...ctx, country: countryOf(args.currentCountry, ctx) }, args.slug)),
  }),
);

builder.queryField("sortDesigners", (t) =>
  t.field({
    ...guard.public,
    type: DesignersResponse,
    description:
      "Designers with products in the country (availableIn), sorted by name, newest, products or sales",
    args: { sort: t.arg.string(), availableIn: t.arg.string(), currentCountry: t.arg.string() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        listDesigners(
          { ...ctx, country: countryOf(args.currentCountry ?? args.availableIn, ctx) },
          { sort: args.sort, withProducts: true },
        ),
      ),
  }),
);

builder.queryField("getFeaturedDesigners", (t) =>
  t.field({
    ...guard.public,
    type: DesignersResponse,
    args: { currentCountry: t.arg.string() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        listDesigners(
          { ...ctx, country: countryOf(args.currentCountry, ctx) },
          { featured: true, sort: "sales", withProducts: true },
        ),
      ),
  }),
);
