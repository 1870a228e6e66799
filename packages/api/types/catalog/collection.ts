/** Collections, offers and grouped features (getCollections, getCollection, getFeaturesByCategoryOrCollection, getAttributes). */
import { type CollectionView, getCollection, listCollections } from "#domain/catalog/collections.service.ts";
import { type GroupedFeature, groupedFeatures } from "#domain/catalog/features.service.ts";
import { toDiscount } from "#domain/catalog/products.rules.ts";
import { isRunning } from "#domain/pricing/pricing.rules.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { countryOf } from "../country.ts";
import { ISO } from "./common.ts";
import { CollectionRef, OfferRef } from "./refs.ts";

CollectionRef.implement({
  description: "A seasonal sale: its discount applies to its products while it runs",
  fields: (t) => ({
    _id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    arTitle: t.exposeString("arTitle"),
    description: t.exposeString("description"),
    arDescription: t.exposeString("arDescription"),
    image: t.exposeString("image", { nullable: true }),
    banner: t.exposeString("banner", { nullable: true }),
    startDate: t.string({ resolve: (c) => ISO(c.startDate)! }),
    endDate: t.string({ resolve: (c) => ISO(c.endDate)! }),
    status: t.exposeString("status"),
    discount: t.exposeInt("discount"),
    displayOrder: t.exposeInt("displayOrder"),
    createdAt: t.string({ resolve: (c) => ISO(c.createdAt)! }),
    running: t.boolean({
      description: "The discount applies now",
      resolve: (c) => ("running" in c ? c.running : isRunning(toDiscount(c), new Date())),
    }),
    productsCount: t.int({
      nullable: true,
      description: "Products sold in the current country (lists and getCollection only)",
      resolve: (c) => ("productsCount" in c ? c.productsCount : null),
    }),
  }),
});

OfferRef.implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    arTitle: t.exposeString("arTitle"),
    discount: t.exposeInt("discount"),
    status: t.exposeString("status"),
    startDate: t.string({ resolve: (o) => ISO(o.startDate)! }),
    endDate: t.string({ resolve: (o) => ISO(o.endDate)! }),
    salesNumber: t.exposeInt("salesNumber"),
    inHome: t.exposeBoolean("inHome"),
    running: t.boolean({ resolve: (o) => isRunning(toDiscount(o), o.now ?? new Date()) }),
  }),
});

const GroupedFeatureRef = builder.objectRef<GroupedFeature>("GroupedFeature").implement({
  description: "A property offered by products of a category or collection, with its values",
  fields: (t) => ({
    _id: t.exposeID("id"),
    property: t.exposeString("property"),
    arProperty: t.exposeString("arProperty"),
    description: t.exposeString("description"),
    arDescription: t.exposeString("arDescription"),
    groupedValues: t.exposeStringList("groupedValues"),
    arGroupedValues: t.exposeStringList("arGroupedValues"),
    featureImages: t.exposeStringList("featureImages"),
    counts: t.exposeIntList("counts"),
  }),
});

const CollectionsResponse = envelopeOf<CollectionView[]>("Collections", [CollectionRef]);
const CollectionResponse = envelopeOf<CollectionView>("Collection", CollectionRef);
const GroupedFeaturesResponse = envelopeOf<GroupedFeature[]>("GroupedFeatures", [GroupedFeatureRef]);

builder.queryField("getCollections", (t) =>
  t.field({
    ...guard.public,
    type: CollectionsResponse,
    description: "Running and coming collections with products in the current country, running first",
    args: { currentCountry: t.arg.string() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () => listCollections({ ...ctx, country: countryOf(args.currentCountry, ctx) })),
  }),
);

builder.queryField("getCollection", (t) =>
  t.field({
    ...guard.public,
    type: CollectionResponse,
    args: { slug: t.arg.string({ required: true }), currentCountry: t.arg.string() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () => getCollection({ ...ctx, country: countryOf(args.currentCountry, ctx) }, args.slug)),
  }),
);

builder.queryField("getFeaturesByCategoryOrCollection", (t) =>
  t.field({
    ...guard.public,
    type: GroupedFeaturesResponse,
    description: "Properties and values of the products of a category (id or slug) and/or collection",
    args: { category: t.arg.string(), collection: t.arg.string(), currentCountry: t.arg.string() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        groupedFeatures(
          { ...ctx, country: countryOf(args.currentCountry, ctx) },
          { category: args.category, collection: args.collection },
        ),
      ),
  }),
);

builder.queryField("getAttributes", (t) =>
  t.field({
    ...guard.public,
    type: GroupedFeaturesResponse,
    description: "Every property offered in the current country's catalogue, with its values",
    args: { currentCountry: t.arg.string() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () => groupedFeatures({ ...ctx, country: countryOf(args.currentCountry, ctx) }, {})),
  }),
);
