import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { countryEnum, createdAt, id, updatedAt } from "./common.ts";
import { users } from "./users.ts";

export const categories = pgTable(
  "categories",
  {
    id: id(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    arName: text("ar_name").notNull(),
    description: text("description").notNull().default(""),
    arDescription: text("ar_description").notNull().default(""),
    image: text("image"),
    banner: text("banner"),
    displayOrder: integer("display_order").notNull().default(0),
    parentId: uuid("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "set null" }),
    isMain: boolean("is_main").notNull().default(false),
    /** Hidden from the shop (decision 0119); its products stay where they are. */
    hidden: boolean("hidden").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("categories_slug_uq").on(t.slug), index("categories_parent_idx").on(t.parentId)],
);

export const collections = pgTable(
  "collections",
  {
    id: id(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    arTitle: text("ar_title").notNull(),
    description: text("description").notNull().default(""),
    arDescription: text("ar_description").notNull().default(""),
    image: text("image"),
    banner: text("banner"),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    /** Percentage 0..100 taken off every product of the collection while it runs. */
    discount: integer("discount").notNull().default(0),
    status: text("status", { enum: ["active", "inactive"] })
      .notNull()
      .default("active"),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("collections_slug_uq").on(t.slug),
    check("collections_discount_ck", sql`${t.discount} between 0 and 100`),
    check("collections_dates_ck", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const offers = pgTable(
  "offers",
  {
    id: id(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    arTitle: text("ar_title").notNull(),
    discount: integer("discount").notNull(),
    status: text("status", { enum: ["active", "inactive"] })
      .notNull()
      .default("active"),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    salesNumber: integer("sales_number").notNull().default(0),
    inHome: boolean("in_home").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("offers_slug_uq").on(t.slug),
    check("offers_discount_ck", sql`${t.discount} between 0 and 100`),
  ],
);

export const badges = pgTable(
  "badges",
  {
    id: id(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    arName: text("ar_name").notNull(),
    color: text("color").notNull(),
    priority: integer("priority").notNull().default(0),
    showOnProductCard: boolean("show_on_product_card").notNull().default(true),
    showOnProductPage: boolean("show_on_product_page").notNull().default(true),
  },
  (t) => [uniqueIndex("badges_code_uq").on(t.code)],
);

export const tags = pgTable(
  "tags",
  {
    id: id(),
    name: text("name").notNull(),
    arName: text("ar_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("tags_name_uq").on(t.name)],
);

export const products = pgTable(
  "products",
  {
    id: id(),
    slug: text("slug").notNull(),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    arName: text("ar_name").notNull(),
    description: text("description").notNull().default(""),
    arDescription: text("ar_description").notNull().default(""),
    briefDescription: text("brief_description").notNull().default(""),
    arBriefDescription: text("ar_brief_description").notNull().default(""),
    lists: text("lists").array().notNull().default(sql`'{}'::text[]`),
    arLists: text("ar_lists").array().notNull().default(sql`'{}'::text[]`),
    /** Publication status: only 'active' products are sold. */
    status: text("status", { enum: ["active", "inactive", "draft"] })
      .notNull()
      .default("active"),
    /** Review status of a designer's product: waiting, accepted, rejected. */
    productStatus: text("product_status", { enum: ["waiting", "accepted", "rejected"] })
      .notNull()
      .default("accepted"),
    isIDesign: boolean("is_idesign").notNull().default(false),
    idesignStages: integer("idesign_stages").notNull().default(0),
    designerStage: integer("designer_stage").notNull().default(0),
    isAvailableForCod: boolean("is_available_for_cod").notNull().default(true),
    /** 'This product cannot be ordered outside of Egypt': sold only to Egyptian addresses. */
    egyptOnly: boolean("egypt_only").notNull().default(false),
    /** Base price in EGP minor units (the designer's asking price). */
    basePrice: integer("base_price").notNull().default(0),
    availableEdition: integer("available_edition").notNull().default(0),
    initAvailableEdition: integer("init_available_edition").notNull().default(0),
    maxPerOrder: integer("max_per_order").notNull().default(5),
    /** Grams. */
    singleWeight: integer("single_weight").notNull().default(0),
    inHome: boolean("in_home").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    ticketForCompetition: boolean("ticket_for_competition").notNull().default(false),
    displayOrderInCategory: integer("display_order_in_category").notNull().default(0),
    attachments: text("attachments").array().notNull().default(sql`'{}'::text[]`),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    subCategoryId: uuid("sub_category_id").references(() => categories.id, { onDelete: "set null" }),
    collectionId: uuid("collection_id").references(() => collections.id, { onDelete: "set null" }),
    offerId: uuid("offer_id").references(() => offers.id, { onDelete: "set null" }),
    designerId: uuid("designer_id").references(() => users.id, { onDelete: "set null" }),
    manufacturerId: uuid("manufacturer_id").references(() => users.id, { onDelete: "set null" }),
    acceptionDate: timestamp("acception_date", { withTimezone: true }),
    rejectionDate: timestamp("rejection_date", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("products_slug_uq").on(t.slug),
    uniqueIndex("products_sku_uq").on(t.sku),
    index("products_category_idx").on(t.categoryId),
    index("products_sub_category_idx").on(t.subCategoryId),
    index("products_collection_idx").on(t.collectionId),
    index("products_designer_idx").on(t.designerId),
    index("products_created_idx").on(t.createdAt),
    check("products_edition_ck", sql`${t.availableEdition} >= 0`),
    check("products_max_per_order_ck", sql`${t.maxPerOrder} >= 1`),
    check("products_base_price_ck", sql`${t.basePrice} >= 0`),
    check("products_init_edition_ck", sql`${t.initAvailableEdition} >= 0`),
    check("products_weight_ck", sql`${t.singleWeight} >= 0`),
  ],
);

/**
 * One row per product and country: the specs' egPrice/suPrice/emPrice family. All money is an
 * integer count of the country's minor units. A product is available in a country when it has a
 * row there with available = true.
 */
export const productPrices = pgTable(
  "product_prices",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    country: countryEnum("country").notNull(),
    available: boolean("available").notNull().default(true),
    price: integer("price").notNull(),
    /** Tax in minor units included in the price shown to the shopper. */
    tax: integer("tax").notNull().default(0),
    revenue: integer("revenue").notNull().default(0),
    siteRevenue: integer("site_revenue").notNull().default(0),
    manufacturingCost: integer("manufacturing_cost").notNull().default(0),
    shippingExpense: integer("shipping_expense").notNull().default(0),
    /** Delivery time in days. */
    requiredDays: integer("required_days").notNull().default(7),
    salesNumber: integer("sales_number").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.country] }),
    index("product_prices_country_price_idx").on(t.country, t.price),
    /** Best-selling listings: walk a country's products by sales, stop at the page. */
    index("product_prices_country_sales_idx")
      .on(t.country, t.salesNumber.desc(), t.productId.desc())
      .where(sql`${t.available}`),
    check("product_prices_price_ck", sql`${t.price} >= 0`),
    check("product_prices_tax_ck", sql`${t.tax} >= 0`),
    check("product_prices_sales_ck", sql`${t.salesNumber} >= 0`),
    check(
      "product_prices_costs_ck",
      sql`${t.revenue} >= 0 and ${t.siteRevenue} >= 0 and ${t.manufacturingCost} >= 0 and ${t.shippingExpense} >= 0 and ${t.requiredDays} >= 0`,
    ),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    originalName: text("original_name").notNull().default(""),
    width: integer("width").notNull().default(0),
    height: integer("height").notNull().default(0),
    primaryImage: boolean("primary_image").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    stage: integer("stage").notNull().default(0),
    egExtraPrice: integer("eg_extra_price").notNull().default(0),
    suExtraPrice: integer("su_extra_price").notNull().default(0),
    emExtraPrice: integer("em_extra_price").notNull().default(0),
    displayOrder: integer("display_order").notNull().default(0),
  },
  (t) => [
    index("product_images_product_idx").on(t.productId),
    check(
      "product_images_extra_ck",
      sql`${t.egExtraPrice} >= 0 and ${t.suExtraPrice} >= 0 and ${t.emExtraPrice} >= 0`,
    ),
  ],
);

/** Options a buyer picks ('I design'): property/value pairs with per-country extra prices. */
export const features = pgTable(
  "features",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    property: text("property").notNull(),
    arProperty: text("ar_property").notNull(),
    value: text("value").notNull(),
    arValue: text("ar_value").notNull(),
    description: text("description").notNull().default(""),
    arDescription: text("ar_description").notNull().default(""),
    featureImage: text("feature_image"),
    stage: integer("stage").notNull().default(0),
    egExtraPrice: integer("eg_extra_price").notNull().default(0),
    suExtraPrice: integer("su_extra_price").notNull().default(0),
    emExtraPrice: integer("em_extra_price").notNull().default(0),
  },
  (t) => [
    index("features_product_idx").on(t.productId),
    index("features_property_idx").on(t.property),
    check(
      "features_extra_ck",
      sql`${t.egExtraPrice} >= 0 and ${t.suExtraPrice} >= 0 and ${t.emExtraPrice} >= 0`,
    ),
  ],
);

export const productBadges = pgTable(
  "product_badges",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    badgeId: uuid("badge_id")
      .notNull()
      .references(() => badges.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.badgeId] })],
);

export const productTags = pgTable(
  "product_tags",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index("product_tags_tag_idx").on(t.tagId)],
);
