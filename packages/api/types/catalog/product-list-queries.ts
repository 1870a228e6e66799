/** The product listings: the filtered catalogue, deals, new arrivals, short lists, suggestions. */

import type { ProductView } from "#domain/catalog/product.view.ts";
import {
  filterProducts,
  type ProductPage,
  productList,
  suggestedProducts,
  upSellingProducts,
} from "#domain/catalog/products.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import {
  PageInfoRef,
  PaginateInput,
  PriceRangeRef,
  PropertyFilterInput,
  paginateOf,
  withAskedCountry,
} from "./common.ts";
import { ProductRef } from "./refs.ts";

export const ProductsPageRef = builder.objectRef<ProductPage>("ProductsPage").implement({
  fields: (t) => ({
    products: t.field({ type: [ProductRef], resolve: (p) => p.products }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (p) => p.pageInfo }),
    priceRange: t.field({ type: PriceRangeRef, resolve: (p) => p.priceRange }),
  }),
});

export const ProductsPageResponse = envelopeOf<ProductPage>("ProductsPage", ProductsPageRef);
export const ProductsResponse = envelopeOf<ProductView[]>("Products", [ProductRef]);

builder.queryField("filterProducts", (t) =>
  t.field({
    ...guard.public,
    type: ProductsPageResponse,
    description:
      "The catalogue listing: filters, sort (newest, priceAsc, priceDesc, bestSelling; also -createdAt, price, -price, -salesNumber), pagination, price range of the current country",
    args: {
      categories: t.arg.stringList(),
      category: t.arg.string({ description: "Id or slug (main category or subcategory)" }),
      subCategory: t.arg.string({ description: "Id or slug" }),
      collection: t.arg.string({ description: "Id or slug" }),
      designer: t.arg.string({ description: "Id or slug" }),
      tag: t.arg.string(),
      properties: t.arg({ type: [PropertyFilterInput] }),
      availableIn: t.arg.string({ description: "Country whose products and prices are listed" }),
      currentCountry: t.arg.string(),
      lang: t.arg.string(),
      sort: t.arg.string(),
      from: t.arg.int({ description: "Lowest price after discount, current country's minor units" }),
      to: t.arg.int({ description: "Highest price after discount, current country's minor units" }),
      paginate: t.arg({ type: PaginateInput }),
      isIDesign: t.arg.boolean(),
      featured: t.arg.boolean(),
      inStock: t.arg.boolean(),
      deliveryDays: t.arg.int({
        description: "Only products delivered within this many days in the country",
      }),
      withDiscount: t.arg.boolean(),
      products: t.arg.stringList({ description: "Only these products, ids or slugs (at most 24)" }),
      designerStage: t.arg.int({ description: "Accepted for compatibility; not used by the storefront" }),
    },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        filterProducts(withAskedCountry(ctx, args), {
          categories: args.categories ?? undefined,
          category: args.category ?? undefined,
          subCategory: args.subCategory ?? undefined,
          collection: args.collection ?? undefined,
          designer: args.designer ?? undefined,
          tag: args.tag ?? undefined,
          properties: args.properties?.map((p) => ({ property: p.property, values: p.values })),
          sort: args.sort ?? undefined,
          from: args.from ?? undefined,
          to: args.to ?? undefined,
          paginate: paginateOf(args.paginate),
          isIDesign: args.isIDesign ?? undefined,
          featured: args.featured ?? undefined,
          inStock: args.inStock ?? undefined,
          deliveryDays: args.deliveryDays ?? undefined,
          withDiscount: args.withDiscount ?? undefined,
          products: args.products ?? undefined,
        }),
      ),
  }),
);

builder.queryField("getProductsByCollectionIds", (t) =>
  t.field({
    ...guard.public,
    type: ProductsPageResponse,
    args: {
      collections: t.arg.stringList({ required: true }),
      sort: t.arg.string(),
      paginate: t.arg({ type: PaginateInput }),
      availableIn: t.arg.string(),
      currentCountry: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        filterProducts(withAskedCountry(ctx, args), {
          collections: args.collections,
          sort: args.sort ?? undefined,
          paginate: paginateOf(args.paginate),
        }),
      ),
  }),
);

/** A short list of products (no pagination): limit 1..60. */
function listQuery(
  name: string,
  description: string,
  filter: (args: Record<string, unknown>) => Parameters<typeof productList>[1],
) {
  builder.queryField(name, (t) =>
    t.field({
      ...guard.public,
      type: ProductsResponse,
      description,
      args: {
        availableIn: t.arg.string(),
        currentCountry: t.arg.string(),
        limit: t.arg.int(),
      },
      resolve: (_root, args, ctx) =>
        reply(ctx, () =>
          productList(withAskedCountry(ctx, args), filter(args), Math.min(60, Math.max(1, args.limit ?? 12))),
        ),
    }),
  );
}

listQuery("getFeaturedProducts", "Featured products sold in the current country", () => ({
  featured: true,
  sort: "bestSelling",
}));
listQuery("getProductsWithOffer", "Products with a running offer in the current country", () => ({
  withOffer: true,
  sort: "bestSelling",
}));

builder.queryField("getPaginatedProductsWithOffer", (t) =>
  t.field({
    ...guard.public,
    type: ProductsPageResponse,
    description: "Deals: products with a running offer or collection discount, paginated",
    args: {
      availableIn: t.arg.string(),
      currentCountry: t.arg.string(),
      paginate: t.arg({ type: PaginateInput }),
      sort: t.arg.string(),
      category: t.arg.string(),
      from: t.arg.int(),
      to: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        filterProducts(withAskedCountry(ctx, args), {
          withDiscount: true,
          category: args.category ?? undefined,
          sort: args.sort ?? "bestSelling",
          from: args.from ?? undefined,
          to: args.to ?? undefined,
          paginate: paginateOf(args.paginate),
        }),
      ),
  }),
);

function pagedQuery(
  name: string,
  description: string,
  extra: Record<string, "string" | "id">,
  filter: (args: Record<string, string | null | undefined>) => Parameters<typeof filterProducts>[1],
  defaultSort = "newest",
) {
  builder.queryField(name, (t) => {
    const more: Record<string, ReturnType<typeof t.arg.string>> = {};
    for (const [key] of Object.entries(extra)) more[key] = t.arg.string();
    return t.field({
      ...guard.public,
      type: ProductsPageResponse,
      description,
      args: {
        availableIn: t.arg.string(),
        currentCountry: t.arg.string(),
        paginate: t.arg({ type: PaginateInput }),
        sort: t.arg.string(),
        ...more,
      },
      resolve: (_root, args, ctx) =>
        reply(ctx, () => {
          const a = args as unknown as Record<string, string | null | undefined> & {
            paginate?: { page?: number | null; limit?: number | null } | null;
          };
          return filterProducts(
            withAskedCountry(ctx, { currentCountry: a.currentCountry, availableIn: a.availableIn }),
            {
              ...filter(a),
              sort: a.sort ?? defaultSort,
              paginate: paginateOf(a.paginate),
            },
          );
        }),
    });
  });
}

pagedQuery("getNewArrivals", "Newest products sold in the current country", {}, () => ({}));
pagedQuery("getIdesignProducts", "'I design' products (customisable)", {}, () => ({ isIDesign: true }));
pagedQuery("getProductsByManufacturer", "A manufacturer's products", { manufacturer: "id" }, (a) => ({
  manufacturer: a.manufacturer ?? "-",
}));
pagedQuery("getProductsByTagId", "Products with a tag", { tag: "id" }, (a) => ({ tag: a.tag ?? "-" }));

builder.queryField("getSuggestedProducts", (t) =>
  t.field({
    ...guard.public,
    type: ProductsResponse,
    description: "Products of the same subcategory (else category), best selling first",
    args: {
      availableIn: t.arg.string(),
      currentCountry: t.arg.string(),
      categoryId: t.arg.string(),
      subCategoryId: t.arg.string(),
      product: t.arg.string({ description: "Left out of the suggestions" }),
      limit: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        suggestedProducts(
          withAskedCountry(ctx, args),
          { categoryId: args.categoryId, subCategoryId: args.subCategoryId, product: args.product },
          Math.min(24, Math.max(1, args.limit ?? 10)),
        ),
      ),
  }),
);

builder.queryField("upSellingProduct", (t) =>
  t.field({
    ...guard.public,
    type: ProductsResponse,
    description: "Dearer pieces of the product's category (or best sellers without a product)",
    args: {
      availableIn: t.arg.string(),
      currentCountry: t.arg.string(),
      product: t.arg.string(),
      limit: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        upSellingProducts(
          withAskedCountry(ctx, args),
          args.product,
          Math.min(24, Math.max(1, args.limit ?? 10)),
        ),
      ),
  }),
);
