import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { countryEnum, createdAt, id, languageEnum, updatedAt } from "./common.ts";

export const users = pgTable(
  "users",
  {
    id: id(),
    /** Display name (the specs' name); fName/lName the parts. */
    name: text("name").notNull(),
    fName: text("f_name").notNull(),
    lName: text("l_name").notNull().default(""),
    /** Lower-cased; null for social accounts that gave none (they are sent to profile/edit?email=error). */
    email: text("email"),
    passwordHash: text("password_hash"),
    role: text("role", { enum: ["customer", "designer", "manufacturer"] })
      .notNull()
      .default("customer"),
    /** Administrator access: null for ordinary users. */
    /** An administrator's privilege type (decision 0052): admin is the super administrator. */
    privilageType: text("privilage_type", {
      enum: ["admin", "catalog", "orders", "finance", "content", "support"],
    }),
    status: text("status", { enum: ["active", "blocked", "deactivated"] })
      .notNull()
      .default("active"),
    /** Arabic display name and bio (designers, manufacturers); the storefront falls back to name/description. */
    arName: text("ar_name"),
    arDescription: text("ar_description"),
    slug: text("slug"),
    image: text("image"),
    city: text("city"),
    country: text("country"),
    description: text("description"),
    ownCurrency: countryEnum("own_currency").notNull().default("eg"),
    favLang: languageEnum("fav_lang").notNull().default("ar"),
    mailLang: languageEnum("mail_lang").notNull().default("ar"),
    responsesReaded: integer("responses_readed").notNull().default(0),
    /** The user's own referral code, which others enter on signup. */
    discountCode: text("discount_code"),
    referredById: text("referred_by_id"),
    originMeta: text("origin_meta"),
    gender: text("gender", { enum: ["male", "female"] }),
    phone: text("phone"),
    birthDate: date("birth_date"),
    ggId: text("gg_id"),
    fbId: text("fb_id"),
    /** Referral wallet balance in EGP minor units. */
    wallet: integer("wallet").notNull().default(0),
    orderNum: integer("order_num").notNull().default(0),
    subscribed: boolean("subscribed").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    /** Bumped on logout and password change: tokens issued before are no longer accepted. */
    tokenVersion: integer("token_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_uq").on(t.email),
    uniqueIndex("users_slug_uq").on(t.slug),
    uniqueIndex("users_discount_code_uq").on(t.discountCode),
    uniqueIndex("users_gg_uq").on(t.ggId),
    uniqueIndex("users_fb_uq").on(t.fbId),
    index("users_role_idx").on(t.role),
    // The orders list's customer filter (decision 0116): a name or e-mail matched anywhere.
    index("users_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    index("users_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    check("users_wallet_ck", sql`${t.wallet} >= 0`),
    check("users_email_lower_ck", sql`${t.email} = lower(${t.email})`),
  ],
);

export const sessionsRevoked = pgTable("revoked_tokens", {
  jti: text("jti").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
