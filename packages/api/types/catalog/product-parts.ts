/** The pieces a product is made of: badges, tags, features, images, price quote, rating, shipping, category. */
import { EXTRA_PRICE_FIELD } from "#domain/catalog/catalog.api.ts";
import type { ProductView } from "#domain/catalog/product.view.ts";
import type { Price } from "#domain/pricing/pricing.rules.ts";
import type { CountryCode } from "#i18n/locales.ts";
import { builder } from "../../builder.ts";
import { type FieldsOf, ISO } from "./common.ts";
import { rowIn } from "./product-money.ts";
import { BadgeRef, FeatureRef, ProductImageRef, TagRef } from "./refs.ts";

const extraKey = (c: CountryCode) => EXTRA_PRICE_FIELD[c];

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

export const TopBadge = builder
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

export const PriceQuote = builder.objectRef<Price & { currency: string }>("PriceQuote").implement({
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

export const Rating = builder
  .objectRef<{ average: number; count: number; distribution?: number[] }>("RatingSummary")
  .implement({
    fields: (t) => ({
      average: t.exposeFloat("average"),
      count: t.exposeInt("count"),
      distribution: t.intList({
        description: "How many reviews gave 1, 2, 3, 4 and 5 stars, in that order",
        resolve: (r) => r.distribution ?? [0, 0, 0, 0, 0],
      }),
    }),
  });

export const Shipping = builder.objectRef<ProductView>("ProductShipping").implement({
  fields: (t) => ({
    expensesEg: t.int({ nullable: true, resolve: (p) => rowIn(p, "eg")?.shippingExpense ?? null }),
    expensesSu: t.int({ nullable: true, resolve: (p) => rowIn(p, "sa")?.shippingExpense ?? null }),
    expensesEm: t.int({ nullable: true, resolve: (p) => rowIn(p, "ae")?.shippingExpense ?? null }),
    requiredTimeForEgypt: t.int({ nullable: true, resolve: (p) => rowIn(p, "eg")?.requiredDays ?? null }),
    requiredTimeForSaudi: t.int({ nullable: true, resolve: (p) => rowIn(p, "sa")?.requiredDays ?? null }),
    requiredTimeForEmirates: t.int({ nullable: true, resolve: (p) => rowIn(p, "ae")?.requiredDays ?? null }),
  }),
});

/** A product's category or subcategory (without the tree). */
export const CategoryLite = builder
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
