/**
 * The public Product type (the specs' section 7). What only administrators see, costs and
 * revenues, is on ProductAdmin (product-admin.ts); the queries are in product-queries.ts.
 */

import { primaryImagePath } from "#domain/catalog/product.view.ts";
import { priceOfSelection } from "#domain/catalog/products.service.ts";
import { COUNTRIES } from "#i18n/locales.ts";
import { ISO } from "./common.ts";
import { perCountry, priceIn, rowIn } from "./product-money.ts";
import { CategoryLite, PriceQuote, Rating, Shipping, TopBadge } from "./product-parts.ts";
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
    requiredTimeForEgypt: t.int({ nullable: true, resolve: (p) => rowIn(p, "eg")?.requiredDays ?? null }),
    requiredTimeForSaudi: t.int({ nullable: true, resolve: (p) => rowIn(p, "sa")?.requiredDays ?? null }),
    requiredTimeForEmirates: t.int({ nullable: true, resolve: (p) => rowIn(p, "ae")?.requiredDays ?? null }),
    salesNumberInEg: t.int({ resolve: (p) => rowIn(p, "eg")?.salesNumber ?? 0 }),
    salesNumberInSu: t.int({ resolve: (p) => rowIn(p, "sa")?.salesNumber ?? 0 }),
    salesNumberInEm: t.int({ resolve: (p) => rowIn(p, "ae")?.salesNumber ?? 0 }),
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
      args: {
        first: t.arg.int({ description: "Only the first n images (a product card shows 2): less to send" }),
      },
      resolve: (p, { first }) =>
        (first != null && first >= 0 ? p.images.slice(0, first) : p.images).map((i) => ({
          ...i,
          country: p.country,
        })),
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
