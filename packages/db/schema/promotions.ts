import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { categories } from "./catalog.ts";
import { countryEnum, createdAt, currencyEnum, id } from "./common.ts";
import { users } from "./users.ts";

/** Codes are stored upper-case; amounts are minor units of the country's currency. */
export const coupons = pgTable(
  "coupons",
  {
    id: id(),
    code: text("code").notNull(),
    title: text("title").notNull(),
    arTitle: text("ar_title").notNull().default(""),
    description: text("description").notNull().default(""),
    arDescription: text("ar_description").notNull().default(""),
    /** Restricts the coupon to products of a category / subcategory. */
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    subCategoryId: uuid("sub_category_id").references(() => categories.id, { onDelete: "set null" }),
    /** Restricts the coupon to one user. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** Country the coupon is valid in; null for every country. */
    country: countryEnum("country"),
    salesNumber: integer("sales_number").notNull().default(0),
    availableSales: integer("available_sales").notNull().default(0),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["active", "inactive"] })
      .notNull()
      .default("active"),
    /** Percent off (0..100); 0 when fixedAmountDiscount applies instead. */
    discount: integer("discount").notNull().default(0),
    /** Cap of a percentage discount, EGP minor units (converted with the country's rate). */
    maximumDiscount: integer("maximum_discount"),
    freeDelivery: boolean("free_delivery").notNull().default(false),
    /** Minimum purchase per country, in that country's minor units (decision 0059). */
    egMinPurchase: integer("eg_min_purchase").notNull().default(0),
    suMinPurchase: integer("su_min_purchase").notNull().default(0),
    emMinPurchase: integer("em_min_purchase").notNull().default(0),
    /** An amount off instead of a percentage, EGP minor units (converted with the country's rate). */
    fixedAmountDiscount: integer("fixed_amount_discount"),
    /** Payment-method codes the coupon may be used with; empty means any (never the Souhoola method). */
    paymentMethods: text("payment_methods").array().notNull().default(sql`'{}'::text[]`),
    /** Governorates (cities) the coupon is valid for; empty means any. */
    governorateIds: uuid("governorate_ids").array().notNull().default(sql`'{}'::uuid[]`),
    areaIds: uuid("area_ids").array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("coupons_code_uq").on(t.code),
    check("coupons_code_upper_ck", sql`${t.code} = upper(${t.code})`),
    check("coupons_available_sales_ck", sql`${t.availableSales} >= 0`),
    check("coupons_sales_ck", sql`${t.salesNumber} >= 0`),
    check("coupons_discount_ck", sql`${t.discount} between 0 and 100`),
    check(
      "coupons_amounts_ck",
      sql`coalesce(${t.maximumDiscount}, 0) >= 0 and coalesce(${t.fixedAmountDiscount}, 0) >= 0 and ${t.egMinPurchase} >= 0 and ${t.suMinPurchase} >= 0 and ${t.emMinPurchase} >= 0`,
    ),
    check("coupons_dates_ck", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const giftCardThemes = [
  "birthday",
  "boy",
  "celebration",
  "christmas",
  "general",
  "girl",
  "couples",
  "new-baby",
] as const;

export const giftCards = pgTable(
  "gift_cards",
  {
    id: id(),
    code: text("code").notNull(),
    currency: currencyEnum("currency").notNull().default("EGP"),
    price: integer("price").notNull(),
    restAmount: integer("rest_amount").notNull(),
    theme: text("theme", { enum: giftCardThemes }).notNull().default("general"),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    senderName: text("sender_name").notNull(),
    senderEmail: text("sender_email").notNull(),
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    message: text("message"),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    expiredAt: timestamp("expired_at", { withTimezone: true }).notNull(),
    isPaid: boolean("is_paid").notNull().default(false),
    /** The language of the recipient's mail. */
    language: text("language", { enum: ["ar", "en"] })
      .notNull()
      .default("ar"),
    /** When the recipient's mail went out (set in the sending job's transaction; null = not yet). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("gift_cards_code_uq").on(t.code),
    index("gift_cards_sender_idx").on(t.senderId),
    check("gift_cards_price_ck", sql`${t.price} > 0`),
    check("gift_cards_rest_ck", sql`${t.restAmount} >= 0 and ${t.restAmount} <= ${t.price}`),
    check("gift_cards_dates_ck", sql`${t.expiredAt} > ${t.startAt}`),
    check("gift_cards_language_ck", sql`${t.language} in ('ar', 'en')`),
  ],
);
