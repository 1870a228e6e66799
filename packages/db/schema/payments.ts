import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { countryEnum, createdAt, currencyEnum, id, updatedAt } from "./common.ts";
import { orders } from "./orders.ts";
import { users } from "./users.ts";

/**
 * A user's payout or card details (the specs' Payment details). Card numbers and CVV are never
 * stored: a card is kept as the payment provider's token, its brand, last four digits and expiry.
 */
export const paymentDetails = pgTable(
  "payment_details",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bank: text("bank").notNull(),
    branch: text("branch").notNull().default(""),
    /** Account holder's name. */
    name: text("name").notNull().default(""),
    accountNo: text("account_no").notNull().default(""),
    iban: text("iban").notNull().default(""),
    swiftCode: text("swift_code").notNull().default(""),
    email: text("email"),
    /** How profits are credited: bank transfer, card, mobile wallet ... */
    creditMethod: text("credit_method", { enum: ["bank", "card", "wallet", "instapay"] })
      .notNull()
      .default("bank"),
    country: countryEnum("country").notNull().default("eg"),
    /** Card expiry as MM/YY. */
    expiryDate: text("expiry_date"),
    providerToken: text("provider_token"),
    brand: text("brand", { enum: ["visa", "mastercard"] }),
    last4: text("last4"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payment_details_user_idx").on(t.userId),
    check("payment_details_last4_ck", sql`${t.last4} is null or ${t.last4} ~ '^[0-9]{4}$'`),
    check(
      "payment_details_expiry_ck",
      sql`${t.expiryDate} is null or ${t.expiryDate} ~ '^(0[1-9]|1[0-2])/[0-9]{2}$'`,
    ),
  ],
);

/**
 * Checkout payment methods (the specs' group + items, flattened: one row per item, the group's
 * fields repeated). Amount limits are in EGP minor units.
 */
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: id(),
    group: text("group").notNull(),
    groupName: text("group_name").notNull(),
    arGroupName: text("ar_group_name").notNull(),
    groupIcon: text("group_icon").notNull().default(""),
    groupDescription: text("group_description").notNull().default(""),
    arGroupDescription: text("ar_group_description").notNull().default(""),
    /** Stable code: cod, card, valu, aman, sympl, fawry, tabby ... */
    method: text("method").notNull(),
    provider: text("provider").notNull(),
    icon: text("icon").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    displayOrder: integer("display_order").notNull().default(0),
    displayName: text("display_name").notNull(),
    arDisplayName: text("ar_display_name").notNull(),
    isInstallment: boolean("is_installment").notNull().default(false),
    minAmount: integer("min_amount"),
    maxAmount: integer("max_amount"),
    supportedCountries: countryEnum("supported_countries").array().notNull().default(sql`'{eg}'::country[]`),
    descriptionMethod: text("description_method").notNull().default(""),
    arDescriptionMethod: text("ar_description_method").notNull().default(""),
    /** Extra discount when paying with this method: percent (0..100) or minor units per discountType. */
    specialDiscount: integer("special_discount").notNull().default(0),
    discountType: text("discount_type", { enum: ["percentage", "fixed"] })
      .notNull()
      .default("percentage"),
    promoCode: text("promo_code"),
    promoCodeDescription: text("promo_code_description").notNull().default(""),
    arPromoCodeDescription: text("ar_promo_code_description").notNull().default(""),
    autoApplyPromoCode: boolean("auto_apply_promo_code").notNull().default(false),
  },
  (t) => [
    uniqueIndex("payment_methods_method_uq").on(t.method),
    check(
      "payment_methods_amounts_ck",
      sql`coalesce(${t.minAmount}, 0) >= 0 and coalesce(${t.maxAmount}, 0) >= 0`,
    ),
    check("payment_methods_discount_ck", sql`${t.specialDiscount} >= 0`),
  ],
);

export const paymentStatuses = [
  "initiated",
  "requires_action",
  "pending",
  "authorized",
  "captured",
  "declined",
  "error",
  "cancelled",
  "refunded",
  "partially_refunded",
] as const;

/**
 * One payment attempt of an order (decision 0051): an order may see several (a declined card, then
 * Fawry). The specs' order fields (trnxId, trnxStatus, fawryRef, sourceData) are read from the
 * latest attempt.
 */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    provider: text("provider").notNull(),
    /** The checkout method (card, valu, fawry, tabby, cod ...). */
    method: text("method").notNull(),
    providerRef: text("provider_ref"),
    status: text("status", { enum: paymentStatuses }).notNull().default("initiated"),
    amount: integer("amount").notNull(),
    currency: currencyEnum("currency").notNull(),
    /** Amount captured so far and refunded so far, minor units. */
    capturedAmount: integer("captured_amount").notNull().default(0),
    refundedAmount: integer("refunded_amount").notNull().default(0),
    idempotencyKey: text("idempotency_key").notNull(),
    /** Where the shopper is sent, or the reference they pay at an outlet. */
    redirectUrl: text("redirect_url"),
    reference: text("reference"),
    referenceExpiresAt: timestamp("reference_expires_at", { withTimezone: true }),
    /** { type, subType, pan } with a masked pan only. */
    source: jsonb("source"),
    /** The provider's last reason for a decline or error (logged, never shown). */
    reason: text("reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payments_idempotency_uq").on(t.idempotencyKey),
    index("payments_order_idx").on(t.orderId, t.createdAt),
    index("payments_provider_ref_idx").on(t.provider, t.providerRef),
    index("payments_status_idx").on(t.status, t.updatedAt),
    check(
      "payments_amounts_ck",
      sql`${t.amount} >= 0 and ${t.capturedAmount} >= 0 and ${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`,
    ),
  ],
);

/** The webhook inbox: each provider notification once, with what it did. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: id(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "set null" }),
    payload: jsonb("payload").notNull(),
    /** applied, ignored (no change), rejected (amount or currency differ, unknown payment). */
    outcome: text("outcome", { enum: ["applied", "ignored", "rejected"] }).notNull(),
    processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_events_provider_event_uq").on(t.provider, t.eventId),
    index("payment_events_payment_idx").on(t.paymentId),
  ],
);

export const refundCauses = ["staff", "order_cancelled", "paid_after_cancel"] as const;

/** A refund of part or all of a captured payment. */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    currency: currencyEnum("currency").notNull(),
    status: text("status", { enum: ["pending", "succeeded", "failed"] })
      .notNull()
      .default("pending"),
    providerRef: text("provider_ref"),
    reason: text("reason").notNull().default(""),
    /** What the provider said about a failed or unanswered refund (decision 0115). */
    providerReason: text("provider_reason"),
    /**
     * Why the money goes back (decision 0123): staff's own refund, a cancelled order, or a payment
     * that arrived after the order was cancelled (the shopper's mail says which).
     */
    cause: text("cause", { enum: refundCauses }).notNull().default("staff"),
    /** When one sender claimed it to ask the provider (at most once; decision 0123). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("refunds_idempotency_uq").on(t.idempotencyKey),
    index("refunds_payment_idx").on(t.paymentId),
    check("refunds_amount_ck", sql`${t.amount} > 0`),
  ],
);

/**
 * What the demo's test gateway knows (decision 0129): its keys, its intentions, charges and
 * payments, and the numbers it has given, as JSON by key. Shared by every copy on this database,
 * kept across restarts. Only the demo's loopback sandboxes read and write it.
 */
export const paymentSandboxRecords = pgTable("payment_sandbox_records", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  createdAt: createdAt(),
});
