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
import { categories, products } from "./catalog.ts";
import { countryEnum, createdAt, currencyEnum, id, updatedAt } from "./common.ts";
import { orderItems, orders } from "./orders.ts";
import { paymentDetails } from "./payments.ts";
import { users } from "./users.ts";

/** A designer's request to add a product (طلب إضافة منتج); accepted tickets become products. */
export const designerTickets = pgTable(
  "designer_tickets",
  {
    id: id(),
    designerId: uuid("designer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    /** The product made from the ticket once accepted. */
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Asking price in EGP minor units. */
    basePrice: integer("base_price").notNull(),
    attachments: text("attachments").array().notNull().default(sql`'{}'::text[]`),
    /** Entered for the design competition (only while showForCompetitionInput is on). */
    ticketForCompetition: boolean("ticket_for_competition").notNull().default(false),
    status: text("status", { enum: ["active", "inactive"] })
      .notNull()
      .default("active"),
    productStatus: text("product_status", { enum: ["waiting", "accepted", "rejected"] })
      .notNull()
      .default("waiting"),
    acceptionDate: timestamp("acception_date", { withTimezone: true }),
    rejectionDate: timestamp("rejection_date", { withTimezone: true }),
    /** The designer has unread messages from the team. */
    newMessage: boolean("new_message").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("designer_tickets_slug_uq").on(t.slug),
    index("designer_tickets_designer_idx").on(t.designerId, t.productStatus),
    check("designer_tickets_base_price_ck", sql`${t.basePrice} >= 0`),
  ],
);

export const ticketMessages = pgTable(
  "ticket_messages",
  {
    id: id(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => designerTickets.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    fromTeam: boolean("from_team").notNull().default(false),
    text: text("text").notNull(),
    attachments: text("attachments").array().notNull().default(sql`'{}'::text[]`),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("ticket_messages_ticket_idx").on(t.ticketId, t.createdAt)],
);

export const profitKinds = ["credit", "reversal"] as const;

/**
 * A profit line earned by a designer, manufacturer or referrer from a sale: the profit ledger
 * (decision 0057). Delivering an order writes a `credit` per line and beneficiary, returning it a
 * `reversal`; amounts are positive, the kind gives the sign. One of each per line and beneficiary.
 */
export const profits = pgTable(
  "profits",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    profitFor: text("profit_for", { enum: ["designer", "manufacturer", "referral"] }).notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    orderItemId: uuid("order_item_id").references(() => orderItems.id, { onDelete: "set null" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    country: countryEnum("country").notNull(),
    currency: currencyEnum("currency").notNull(),
    salesCount: integer("sales_count").notNull().default(1),
    /** Share of the sale price, in percent. */
    percentage: integer("percentage").notNull().default(0),
    amount: integer("amount").notNull(),
    kind: text("kind", { enum: profitKinds }).notNull().default("credit"),
    createdAt: createdAt(),
  },
  (t) => [
    index("profits_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("profits_item_for_kind_uq").on(t.orderItemId, t.profitFor, t.kind),
    index("profits_order_idx").on(t.orderId),
    check("profits_amount_ck", sql`${t.amount} >= 0`),
    check("profits_sales_ck", sql`${t.salesCount} >= 0`),
    check("profits_percentage_ck", sql`${t.percentage} between 0 and 100`),
  ],
);

/** A request to pay out profits or referral wallet balance. */
export const payoutRequests = pgTable(
  "payout_requests",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source", { enum: ["profits", "referral"] }).notNull(),
    currency: currencyEnum("currency").notNull().default("EGP"),
    amount: integer("amount").notNull(),
    status: text("status", { enum: ["pending", "approved", "paid", "rejected"] })
      .notNull()
      .default("pending"),
    paymentDetailsId: uuid("payment_details_id").references(() => paymentDetails.id, {
      onDelete: "set null",
    }),
    note: text("note").notNull().default(""),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("payout_requests_user_idx").on(t.userId, t.createdAt),
    index("payout_requests_status_idx").on(t.status),
    check("payout_requests_amount_ck", sql`${t.amount} > 0`),
  ],
);

/**
 * Ledger of users.wallet (referral wallet, EGP minor units): every change of the balance writes
 * one row in the same transaction; balanceAfter never goes below zero.
 */
export const walletTransactions = pgTable(
  "wallet_transactions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    reason: text("reason", {
      enum: ["referral_bonus", "order_payment", "payout", "refund", "adjustment"],
    }).notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    payoutRequestId: uuid("payout_request_id").references(() => payoutRequests.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("wallet_transactions_user_idx").on(t.userId, t.createdAt),
    check("wallet_transactions_amount_ck", sql`${t.amount} <> 0`),
    check("wallet_transactions_balance_ck", sql`${t.balanceAfter} >= 0`),
  ],
);
