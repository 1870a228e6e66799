import type { CategoryNode, CategoryRow } from "#domain/catalog/categories.rules.ts";
import { getCategoryBySlug, listCategories } from "#domain/catalog/categories.service.ts";
import { builder } from "../builder.ts";
import { envelopeOf, guard, reply } from "../envelope.ts";
import { countryOf } from "./country.ts";

const SubCategory = builder.objectRef<CategoryRow>("SubCategory").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    arName: t.exposeString("arName"),
    image: t.exposeString("image", { nullable: true }),
    banner: t.exposeString("banner", { nullable: true }),
    description: t.exposeString("description"),
    arDescription: t.exposeString("arDescription"),
    displayOrder: t.exposeInt("displayOrder"),
    parentId: t.exposeID("parentId", { nullable: true }),
  }),
});

export const Category = builder.objectRef<CategoryNode>("Category").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    arName: t.exposeString("arName"),
    image: t.exposeString("image", { nullable: true }),
    banner: t.exposeString("banner", { nullable: true }),
    description: t.exposeString("description"),
    arDescription: t.exposeString("arDescription"),
    displayOrder: t.exposeInt("displayOrder"),
    createdAt: t.string({ resolve: (c) => c.createdAt.toISOString() }),
    parentId: t.exposeID("parentId", { nullable: true }),
    isMain: t.boolean({ resolve: (c) => c.isMain || c.parentId === null }),
    /** Listed categories always have products in the asked country. */
    hasProducts: t.boolean({ args: { currentCountry: t.arg.string() }, resolve: () => true }),
    subCategories: t.field({ type: [SubCategory], resolve: (c) => c.subCategories }),
  }),
});

const CategoriesResponse = envelopeOf<CategoryNode[]>("Categories", [Category]);
const CategoryResponse = envelopeOf<CategoryNode>("Category", Category);

builder.queryField("getCategories", (t) =>
  t.field({
    ...guard.public,
    type: CategoriesResponse,
    description: "Categories with products in the current country; isMain: true gives the main ones",
    args: {
      id: t.arg.id(),
      slug: t.arg.string(),
      parentId: t.arg.id(),
      isMain: t.arg.boolean(),
      currentCountry: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        listCategories(
          { ...ctx, country: countryOf(args.currentCountry, ctx) },
          {
            id: args.id?.toString(),
            slug: args.slug,
            parentId: args.parentId?.toString(),
            isMain: args.isMain,
          },
        ),
      ),
  }),
);

builder.queryField("getCategoryBySlug", (t) =>
  t.field({
    ...guard.public,
    type: CategoryResponse,
    args: { slug: t.arg.string({ required: true }), currentCountry: t.arg.string() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        getCategoryBySlug({ ...ctx, country: countryOf(args.currentCountry, ctx) }, args.slug),
      ),
  }),
);
