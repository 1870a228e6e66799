/** Product, its images, features, badges and tags; the product queries of the specs' section 7. */

import type { FieldRef } from "@pothos/core";
import { type ProductView, primaryImagePath } from "#domain/catalog/product.view.ts";
import type { CountryPriceRow } from "#domain/catalog/products.rules.ts";
import { productPrice } from "#domain/catalog/products.rules.ts";
import {
  filterProducts,
  getImage,
  getProduct,
  getProductImages,
  type ProductPage,
  priceOfSelection,
  productList,
  productSlugs,
  suggestedProducts,
  upSellingProducts,
} from "#domain/catalog/products.service.ts";
import { getTag } from "#domain/catalog/tags.service.ts";
import type { Price } from "#domain/pricing/pricing.rules.ts";
import { COUNTRIES, type CountryCode } from "#i18n/locales.ts";
import { builder, type GraphQLContext } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { countryOf } from "../country.ts";
import {
  type FieldsOf,
  ISO,
  PageInfoRef,
  PaginateInput,
  PriceRangeRef,
  PropertyFilterInput,
  paginateOf,
  type Types,
} from "./common.ts";
import {
  BadgeRef,
  CollectionRef,
  DesignerRef,
  FeatureRef,
  OfferRef,
  ProductImageRef,
  ProductRef,
  TagRef,
} from "./refs.ts";

const isAdmin = (ctx: GraphQLContext) => ctx.user?.privilageType === "admin";
const rowIn = (p: ProductView, country: CountryCode): CountryPriceRow | undefined =>
  p.prices.find((r) => r.country === country);
const priceIn = (p: ProductView, country: CountryCode) => productPrice(p, country, [], p.now);
const extraKey = (c: CountryCode) =>
  c === "eg" ? "egExtraPrice" : c === "sa" ? "suExtraPrice" : "emExtraPrice";

BadgeRef.implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    code: t.exposeString("code"),
    name: t.exposeString("name"),
    arName: t.exposeString("arName"),
    color: t.exposeString("color"),
    priority: t.exposeInt("priority"),
    visibility: t.field({
      type: builder.objectRef<{ productCard: boolean; productPage: boolean }>("BadgeVisibility").implement({
        fields: (v) => ({
          productCard: v.exposeBoolean("productCard"),
          productPage: v.exposeBoolean("productPage"),
        }),
      }),
      resolve: (b) => ({ productCard: b.showOnProductCard, productPage: b.showOnProductPage }),
    }),
  }),
});

const TopBadge = builder
  .objectRef<{ color: string; title: string; titleAr: string }>("ProductBadge")
  .implement({
    description: "The product's most important badge (the specs' badge: color, title, titleAr)",
    fields: (t) => ({
      color: t.exposeString("color"),
      title: t.exposeString("title"),
      titleAr: t.exposeString("titleAr"),
    }),
  });

TagRef.implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    name: t.exposeString("name"),
    arName: t.exposeString("arName"),
    createdAt: t.string({ resolve: (x) => ISO(x.createdAt)! }),
  }),
});

const extraFields = <
  T extends { country: CountryCode; egExtraPrice: number; suExtraPrice: number; emExtraPrice: number },
>(
  t: FieldsOf<T>,
) => ({
  egExtraPrice: t.int({ resolve: (x: T) => x.egExtraPrice }),
  suExtraPrice: t.int({ resolve: (x: T) => x.suExtraPrice }),
  emExtraPrice: t.int({ resolve: (x: T) => x.emExtraPrice }),
  extraPrice: t.int({
    description: "Extra price in the current country's minor units",
    resolve: (x: T) => x[extraKey(x.country)],
  }),
});

FeatureRef.implement({
  description: "An option the buyer picks ('I design'): property/value with extra prices per country",
  fields: (t) => ({
    _id: t.exposeID("id"),
    property: t.exposeString("property"),
    arProperty: t.exposeString("arProperty"),
    value: t.exposeString("value"),
    arValue: t.exposeString("arValue"),
    description: t.exposeString("description"),
    arDescription: t.exposeString("arDescription"),
    featureImage: t.exposeString("featureImage", { nullable: true }),
    stage: t.exposeInt("stage"),
    ...extraFields(t),
  }),
});

ProductImageRef.implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    path: t.exposeString("path"),
    originalName: t.exposeString("originalName"),
    width: t.exposeInt("width"),
    height: t.exposeInt("height"),
    primaryImage: t.exposeBoolean("primaryImage"),
    featured: t.exposeBoolean("featured"),
    stage: t.exposeInt("stage"),
    ...extraFields(t),
  }),
});

const PriceQuote = builder.objectRef<Price & { currency: string }>("PriceQuote").implement({
  description: "A price in the current country's minor units (pricing rules: one discount, tax included)",
  fields: (t) => ({
    before: t.exposeInt("before"),
    after: t.exposeInt("after"),
    discountPercent: t.exposeInt("discountPercent"),
    discountSource: t.exposeString("discountSource", { nullable: true }),
    tax: t.exposeInt("tax"),
    currency: t.exposeString("currency"),
  }),
});

const Rating = builder.objectRef<{ average: number; count: number }>("RatingSummary").implement({
  fields: (t) => ({ average: t.exposeFloat("average"), count: t.exposeInt("count") }),
});

const Shipping = builder.objectRef<ProductView>("ProductShipping").implement({
  fields: (t) => ({
    expensesEg: t.int({ nullable: true, resolve: (p) => rowIn(p, "eg")?.shippingExpense ?? null }),
    expensesSu: t.int({ nullable: true, resolve: (p) => rowIn(p, "sa")?.shippingExpense ?? null }),
    expensesEm: t.int({ nullable: true, resolve: (p) => rowIn(p, "ae")?.shippingExpense ?? null }),
    requiredTimeForEgypt: t.int({ nullable: true, resolve: (p) => rowIn(p, "eg")?.requiredDays ?? null }),
    requiredTimeForSaudi: t.int({ nullable: true, resolve: (p) => rowIn(p, "sa")?.requiredDays ?? null }),
    requiredTimeForEmirates: t.int({ nullable: true, resolve: (p) => rowIn(p, "ae")?.requiredDays ?? null }),
  }),
});

/** Per-country money fields: egX, suX, emX (null where the product is not priced). */
function perCountry(
  t: FieldsOf<ProductView>,
  name: string,
  pick: (p: ProductView, c: CountryCode) => number | null | undefined,
  options: { adminOnly?: boolean; description?: string } = {},
) {
  const fields: Record<string, FieldRef<Types, number | null | undefined, "Object">> = {};
  for (const c of ["eg", "sa", "ae"] as const) {
    fields[`${COUNTRIES[c].fieldPrefix}${name}`] = t.int({
      nullable: true,
      description: options.description,
      resolve: (p, _a, ctx) => (options.adminOnly && !isAdmin(ctx) ? null : (pick(p, c) ?? null)),
    });
  }
  return fields;
}

ProductRef.implement({
  description: "A product; money in integer minor units of each country's currency",
  fields: (t) => ({
    _id: t.exposeID("id"),
    name: t.exposeString("name"),
    arName: t.exposeString("arName"),
    slug: t.exposeString("slug"),
    sku: t.exposeString("sku"),
    status: t.exposeString("status"),
    productStatus: t.exposeString("productStatus"),
    idesignStages: t.exposeInt("idesignStages"),
    designerStage: t.exposeInt("designerStage"),
    isIDesign: t.exposeBoolean("isIDesign"),
    isAvailableForCod: t.exposeBoolean("isAvailableForCod"),
    egyptOnly: t.exposeBoolean("egyptOnly", {
      description: "'This product cannot be ordered outside of Egypt'",
    }),
    ...perCountry(t, "Price", (p, c) => {
      const r = rowIn(p, c);
      return r?.available ? r.price : null;
    }),
    ...perCountry(t, "AfterOffersPrice", (p, c) => priceIn(p, c)?.after),
    ...perCountry(t, "Tax", (p, c) => priceIn(p, c)?.tax),
    ...perCountry(t, "Revenue", (p, c) => rowIn(p, c)?.revenue, { adminOnly: true }),
    ...perCountry(t, "SiteRevenue", (p, c) => rowIn(p, c)?.siteRevenue, { adminOnly: true }),
    ...perCountry(t, "ManufacturingCost", (p, c) => rowIn(p, c)?.manufacturingCost, { adminOnly: true }),
    requiredTimeForEgypt: t.int({ nullable: true, resolve: (p) => rowIn(p, "eg")?.requiredDays ?? null }),
    requiredTimeForSaudi: t.int({ nullable: true, resolve: (p) => rowIn(p, "sa")?.requiredDays ?? null }),
    requiredTimeForEmirates: t.int({ nullable: true, resolve: (p) => rowIn(p, "ae")?.requiredDays ?? null }),
    salesNumberInEg: t.int({ resolve: (p) => rowIn(p, "eg")?.salesNumber ?? 0 }),
    salesNumberInSu: t.int({ resolve: (p) => rowIn(p, "sa")?.salesNumber ?? 0 }),
    salesNumberInEm: t.int({ resolve: (p) => rowIn(p, "ae")?.salesNumber ?? 0 }),
    basePrice: t.int({ nullable: true, resolve: (p, _a, ctx) => (isAdmin(ctx) ? p.basePrice : null) }),
    currentCountry: t.string({ resolve: (p) => p.country }),
    currency: t.string({ resolve: (p) => COUNTRIES[p.country].currency }),
    availableInCurrentCountry: t.boolean({ resolve: (p) => !!priceIn(p, p.country) }),
    allPriceBeforeOffer: t.int({
      nullable: true,
      description: "Current country: base price (null where not sold)",
      resolve: (p) => priceIn(p, p.country)?.before ?? null,
    }),
    allPriceAfterOffer: t.int({
      nullable: true,
      description: "Current country: price after the best running offer or collection discount",
      resolve: (p) => priceIn(p, p.country)?.after ?? null,
    }),
    tax: t.int({
      nullable: true,
      description: "Tax included in allPriceAfterOffer (current country)",
      resolve: (p) => priceIn(p, p.country)?.tax ?? null,
    }),
    baseTax: t.int({
      nullable: true,
      description: "Tax included in the base price (current country); the pricing rules scale it",
      resolve: (p) => {
        const r = rowIn(p, p.country);
        return r?.available ? r.tax : null;
      },
    }),
    requiredTime: t.int({
      nullable: true,
      description: "Delivery days in the current country",
      resolve: (p) => rowIn(p, p.country)?.requiredDays ?? null,
    }),
    hasOffer: t.boolean({ resolve: (p) => (priceIn(p, p.country)?.discountPercent ?? 0) > 0 }),
    totalDiscount: t.int({
      description: "Percentage off in the current country (0 when none runs)",
      resolve: (p) => priceIn(p, p.country)?.discountPercent ?? 0,
    }),
    priceWith: t.field({
      type: PriceQuote,
      nullable: true,
      description: "The price with chosen features (one per property) and image, in the current country",
      args: { features: t.arg.idList(), image: t.arg.id() },
      resolve: (p, args) => {
        const price = priceOfSelection(p, {
          features: (args.features ?? []).map(String),
          image: args.image ? String(args.image) : null,
        });
        return price ? { ...price, currency: COUNTRIES[p.country].currency } : null;
      },
    }),
    availableIn: t.stringList({
      description: "Countries the product is sold in (eg, sa, ae)",
      resolve: (p) => p.prices.filter((r) => r.available).map((r) => r.country),
    }),
    availableEdition: t.exposeInt("availableEdition"),
    initAvailableEdition: t.exposeInt("initAvailableEdition"),
    maxPerOrder: t.exposeInt("maxPerOrder"),
    singleWeight: t.exposeInt("singleWeight"),
    description: t.exposeString("description"),
    arDescription: t.exposeString("arDescription"),
    briefDescription: t.exposeString("briefDescription"),
    arBriefDescription: t.exposeString("arBriefDescription"),
    lists: t.exposeStringList("lists"),
    arLists: t.exposeStringList("arLists"),
    inHome: t.exposeBoolean("inHome"),
    featured: t.exposeBoolean("featured"),
    ticketForCompetition: t.exposeBoolean("ticketForCompetition"),
    displayOrderInCategory: t.exposeInt("displayOrderInCategory"),
    acceptionDate: t.string({ nullable: true, resolve: (p) => ISO(p.acceptionDate) }),
    rejectionDate: t.string({ nullable: true, resolve: (p) => ISO(p.rejectionDate) }),
    createdAt: t.string({ resolve: (p) => ISO(p.createdAt)! }),
    primaryProductImagePath: t.string({ nullable: true, resolve: (p) => primaryImagePath(p) }),
    images: t.field({
      type: [ProductImageRef],
      resolve: (p) => p.images.map((i) => ({ ...i, country: p.country })),
    }),
    features: t.field({
      type: [FeatureRef],
      resolve: (p) => p.features.map((f) => ({ ...f, country: p.country })),
    }),
    badges: t.field({ type: [BadgeRef], resolve: (p) => p.badges }),
    badge: t.field({
      type: TopBadge,
      nullable: true,
      resolve: (p) => {
        const b = p.badges.find((x) => x.showOnProductCard) ?? p.badges[0];
        return b ? { color: b.color, title: b.name, titleAr: b.arName } : null;
      },
    }),
    tags: t.field({ type: [TagRef], resolve: (p) => p.tags }),
    category: t.field({
      type: CategoryLite,
      nullable: true,
      resolve: (p) => p.category,
    }),
    subCategory: t.field({ type: CategoryLite, nullable: true, resolve: (p) => p.subCategory }),
    collection: t.field({ type: CollectionRef, nullable: true, resolve: (p) => p.collection }),
    offer: t.field({
      type: OfferRef,
      nullable: true,
      resolve: (p) => (p.offer ? { ...p.offer, now: p.now } : null),
    }),
    designer: t.field({ type: DesignerRef, nullable: true, resolve: (p) => p.designer }),
    shipping: t.field({ type: Shipping, resolve: (p) => p }),
    rating: t.field({ type: Rating, resolve: (p) => p.rating }),
  }),
});

/** A product's category or subcategory (without the tree). */
const CategoryLite = builder
  .objectRef<{ id: string; slug: string; name: string; arName: string; parentId: string | null }>(
    "ProductCategory",
  )
  .implement({
    fields: (t) => ({
      _id: t.exposeID("id"),
      slug: t.exposeString("slug"),
      name: t.exposeString("name"),
      arName: t.exposeString("arName"),
      parentId: t.exposeID("parentId", { nullable: true }),
    }),
  });

const ProductsPageRef = builder.objectRef<ProductPage>("ProductsPage").implement({
  fields: (t) => ({
    products: t.field({ type: [ProductRef], resolve: (p) => p.products }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (p) => p.pageInfo }),
    priceRange: t.field({ type: PriceRangeRef, resolve: (p) => p.priceRange }),
  }),
});

export const ProductsPageResponse = envelopeOf<ProductPage>("ProductsPage", ProductsPageRef);
export const ProductsResponse = envelopeOf<ProductView[]>("Products", [ProductRef]);
const ProductResponse = envelopeOf<ProductView>("Product", ProductRef);
const ImagesResponse = envelopeOf<unknown[]>("ProductImages", [ProductImageRef]);
const ImageWithProduct = builder
  .objectRef<Awaited<ReturnType<typeof getImage>>>("ProductImageWithProduct")
  .implement({
    fields: (t) => ({
      _id: t.exposeID("id"),
      path: t.exposeString("path"),
      primaryImage: t.exposeBoolean("primaryImage"),
      featured: t.exposeBoolean("featured"),
      stage: t.exposeInt("stage"),
      egExtraPrice: t.exposeInt("egExtraPrice"),
      suExtraPrice: t.exposeInt("suExtraPrice"),
      emExtraPrice: t.exposeInt("emExtraPrice"),
      product: t.field({ type: ProductRef, resolve: (i) => i.product }),
    }),
  });
const ImageResponse = envelopeOf<unknown>("ProductImage", ImageWithProduct);
const TagResponse = envelopeOf<unknown>("Tag", TagRef);

/** The country of the answer: currentCountry, else availableIn, else the accept-country header. */
const where = (
  ctx: GraphQLContext,
  args: { currentCountry?: string | null; availableIn?: string | null; lang?: string | null },
): GraphQLContext => ({
  ...ctx,
  country: countryOf(args.currentCountry ?? args.availableIn, ctx),
  language: args.lang === "ar" || args.lang === "en" ? args.lang : ctx.language,
});

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
      withDiscount: t.arg.boolean(),
      designerStage: t.arg.int({ description: "Accepted for compatibility; not used by the storefront" }),
    },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        filterProducts(where(ctx, args), {
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
          withDiscount: args.withDiscount ?? undefined,
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
        filterProducts(where(ctx, args), {
          collections: args.collections,
          sort: args.sort ?? undefined,
          paginate: paginateOf(args.paginate),
        }),
      ),
  }),
);

builder.queryField("getProductById", (t) =>
  t.field({
    ...guard.public,
    type: ProductResponse,
    description: "One active product by id or slug, in any country (availableInCurrentCountry tells)",
    args: { product: t.arg.string({ required: true }), currentCountry: t.arg.string() },
    resolve: (_root, args, ctx) => reply(ctx, () => getProduct(where(ctx, args), args.product)),
  }),
);

builder.queryField("getProductImages", (t) =>
  t.field({
    ...guard.public,
    type: ImagesResponse,
    args: { product: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      reply(ctx, async () =>
        (await getProductImages(ctx, args.product)).map((i) => ({ ...i, country: ctx.country })),
      ),
  }),
);

builder.queryField("getImageById", (t) =>
  t.field({
    ...guard.public,
    type: ImageResponse,
    args: { image: t.arg.string({ required: true }), currentCountry: t.arg.string() },
    resolve: (_root, args, ctx) => reply(ctx, () => getImage(where(ctx, args), args.image)),
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
          productList(where(ctx, args), filter(args), Math.min(60, Math.max(1, args.limit ?? 12))),
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
        filterProducts(where(ctx, args), {
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
            where(ctx, { currentCountry: a.currentCountry, availableIn: a.availableIn }),
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
          where(ctx, args),
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
        upSellingProducts(where(ctx, args), args.product, Math.min(24, Math.max(1, args.limit ?? 10))),
      ),
  }),
);

builder.queryField("getTag", (t) =>
  t.field({
    ...guard.public,
    type: TagResponse,
    args: { tagId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => reply(ctx, () => getTag(ctx, args.tagId)),
  }),
);

const SitemapEntry = builder.objectRef<{ slug: string; updatedAt: Date }>("SitemapEntry").implement({
  fields: (t) => ({
    slug: t.exposeString("slug"),
    updatedAt: t.string({ resolve: (e) => ISO(e.updatedAt)! }),
  }),
});
const SitemapChunk = builder.objectRef<Awaited<ReturnType<typeof productSlugs>>>("ProductSitemap").implement({
  fields: (t) => ({
    items: t.field({ type: [SitemapEntry], resolve: (c) => c.items }),
    total: t.exposeInt("total"),
    chunks: t.exposeInt("chunks"),
  }),
});

builder.queryField("getProductSitemap", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf<unknown>("ProductSitemap", SitemapChunk),
    description: "Slugs of the products sold in the country, 5,000 per chunk (sitemaps)",
    args: { chunk: t.arg.int(), currentCountry: t.arg.string() },
    resolve: (_root, args, ctx) => reply(ctx, () => productSlugs(where(ctx, args), args.chunk ?? 1)),
  }),
);
