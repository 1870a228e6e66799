/** Home product sections: by category, by collection, and the offers for home. */
import {
  type CategorySection,
  type CollectionSection,
  homeCategorySection,
  homeCollectionSection,
  type OfferWithProducts,
  offersForHome,
} from "#domain/catalog/home.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { Category } from "../category.ts";
import { countryOf } from "../country.ts";
import { ISO } from "./common.ts";
import { CollectionRef, ProductRef } from "./refs.ts";

const CategorySectionRef = builder.objectRef<CategorySection>("HomeCategorySection").implement({
  fields: (t) => ({
    category: t.field({ type: Category, resolve: (s) => s.category }),
    products: t.field({ type: [ProductRef], resolve: (s) => s.products }),
  }),
});

const CollectionSectionRef = builder.objectRef<CollectionSection>("HomeCollectionSection").implement({
  fields: (t) => ({
    collection: t.field({ type: CollectionRef, resolve: (s) => s.collection }),
    products: t.field({ type: [ProductRef], resolve: (s) => s.products }),
  }),
});

const HomeOfferRef = builder.objectRef<OfferWithProducts>("HomeOffer").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    arTitle: t.exposeString("arTitle"),
    discount: t.exposeInt("discount"),
    endDate: t.string({ resolve: (o) => ISO(o.endDate)! }),
    products: t.field({ type: [ProductRef], resolve: (o) => o.products }),
  }),
});

const CategorySections = envelopeOf<CategorySection[]>("HomeCategorySections", [CategorySectionRef]);
const CollectionSections = envelopeOf<CollectionSection[]>("HomeCollectionSections", [CollectionSectionRef]);

for (const [name, section] of [
  ["homeProductsWithCategorySectionOne", 1],
  ["homeProductsWithCategorySectionTwo", 2],
] as const) {
  builder.queryField(name, (t) =>
    t.field({
      ...guard.public,
      type: CategorySections,
      description: `Home section ${section}: main categories ${section * 2 - 1}-${section * 2} with their home products`,
      args: { currentCountry: t.arg.string() },
      resolve: (_root, args, ctx) =>
        reply(ctx, () =>
          homeCategorySection({ ...ctx, country: countryOf(args.currentCountry, ctx) }, section),
        ),
    }),
  );
}

for (const [name, section] of [
  ["homeProductsWithCollectionSectionOne", 1],
  ["homeProductsWithCollectionSectionTwo", 2],
] as const) {
  builder.queryField(name, (t) =>
    t.field({
      ...guard.public,
      type: CollectionSections,
      description: `Home section ${section}: running collection number ${section} with its products`,
      args: { currentCountry: t.arg.string() },
      resolve: (_root, args, ctx) =>
        reply(ctx, () =>
          homeCollectionSection({ ...ctx, country: countryOf(args.currentCountry, ctx) }, section),
        ),
    }),
  );
}

builder.queryField("getOfferForHome", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf<OfferWithProducts[]>("HomeOffers", [HomeOfferRef]),
    description: "Running offers shown on the home page, each with products sold in the current country",
    args: { currentCountry: t.arg.string() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () => offersForHome({ ...ctx, country: countryOf(args.currentCountry, ctx) })),
  }),
);
