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
import { addresses } from "./addresses.ts";
import { carts } from "./cart.ts";
import { productImages, products } from "./catalog.ts";
import { countryEnum, createdAt, currencyEnum, id, updatedAt } from "./common.ts";
import { coupons, giftCards } from "./promotions.ts";
import { users } from "./users.ts";

export const orderStatuses = [
  "pending",
  "confirmed",
  "ready_for_shipping",
  "out_for_delivery",
  "delivered",
  "cancelled",
  "returned",
] as const;

export const transactionStatuses = ["pending", "success", "declined", "error", "unauthorized"] as const;

/** An order; all money in minor units of `currency` (the country's), snapshotted at checkout. */
export const orders = pgTable(
  "orders",
  {
    id: id(),
    /** Human-readable order number shown to the customer (e.g. MZ-240117-0042). */
    orderId: text("order_id").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    cartId: uuid("cart_id").references(() => carts.id, { onDelete: "set null" }),
    addressId: uuid("address_id").references(() => addresses.id, { onDelete: "set null" }),
    /** Copy of the delivery address at checkout (the address may change or go later). */
    shippingAddress: jsonb("shipping_address").notNull(),
    orderedFrom: countryEnum("ordered_from").notNull(),
    currency: currencyEnum("currency").notNull(),
    status: text("status", { enum: orderStatuses }).notNull().default("pending"),
    paymentMethod: text("payment_method").notNull(),
    trnxId: text("trnx_id"),
    trnxStatus: text("trnx_status", { enum: transactionStatuses }).notNull().default("pending"),
    isPaidAsRequest: boolean("is_paid_as_request").notNull().default(false),
    /** Fawry reference number when paying at a Fawry outlet. */
    fawryRef: text("fawry_ref"),
    /** Provider's payment source: { type, subType, pan } with a masked pan only. */
    sourceData: jsonb("source_data"),
    subtotal: integer("subtotal").notNull(),
    shippingFees: integer("shipping_fees").notNull().default(0),
    discount: integer("discount").notNull().default(0),
    usedCouponId: uuid("used_coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    couponDiscount: integer("coupon_discount").notNull().default(0),
    usedGiftCardId: uuid("used_gift_card_id").references(() => giftCards.id, { onDelete: "set null" }),
    giftCardAmount: integer("gift_card_amount").notNull().default(0),
    usedReferralCode: text("used_referral_code"),
    referralDiscount: integer("referral_discount").notNull().default(0),
    codFees: integer("cod_fees").notNull().default(0),
    /** Amount to collect on delivery (0 unless paid by cash on delivery). */
    codAmount: integer("cod_amount").notNull().default(0),
    totalPrice: integer("total_price").notNull(),
    requiredDays: integer("required_days").notNull().default(0),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("orders_order_id_uq").on(t.orderId),
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_created_idx").on(t.createdAt),
    index("orders_trnx_idx").on(t.trnxId),
    // The staff list's filters with their sorts (decision 0116).
    index("orders_status_created_idx").on(t.status, t.createdAt),
    index("orders_status_total_idx").on(t.status, t.totalPrice),
    index("orders_total_idx").on(t.totalPrice),
    index("orders_method_created_idx").on(t.paymentMethod, t.createdAt),
    index("orders_country_created_idx").on(t.orderedFrom, t.createdAt),
    index("orders_order_id_trgm_idx").using("gin", sql`${t.orderId} gin_trgm_ops`),
    check(
      "orders_money_ck",
      sql`${t.subtotal} >= 0 and ${t.shippingFees} >= 0 and ${t.discount} >= 0 and ${t.couponDiscount} >= 0
        and ${t.giftCardAmount} >= 0 and ${t.referralDiscount} >= 0 and ${t.codFees} >= 0
        and ${t.codAmount} >= 0 and ${t.totalPrice} >= 0`,
    ),
  ],
);

/** A line of an order with the product's names and prices copied at checkout. */
export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    imageId: uuid("image_id").references(() => productImages.id, { onDelete: "set null" }),
    giftCardId: uuid("gift_card_id").references(() => giftCards.id, { onDelete: "set null" }),
    designerId: uuid("designer_id").references(() => users.id, { onDelete: "set null" }),
    sku: text("sku").notNull().default(""),
    name: text("name").notNull(),
    arName: text("ar_name").notNull(),
    imagePath: text("image_path"),
    /** Chosen features: [{ id, property, arProperty, value, arValue, extraPrice }]. */
    features: jsonb("features").notNull().default(sql`'[]'::jsonb`),
    quantity: integer("quantity").notNull(),
    /** Price of one before discounts, features' extra prices included. */
    unitPrice: integer("unit_price").notNull(),
    /** Discount on one (offer or collection). */
    unitDiscount: integer("unit_discount").notNull().default(0),
    lineTotal: integer("line_total").notNull(),
    tax: integer("tax").notNull().default(0),
    revenue: integer("revenue").notNull().default(0),
    siteRevenue: integer("site_revenue").notNull().default(0),
    manufacturingCost: integer("manufacturing_cost").notNull().default(0),
    shippingExpense: integer("shipping_expense").notNull().default(0),
    requiredDays: integer("required_days").notNull().default(0),
  },
  (t) => [
    // An order's lines, and what they sold read from the index alone (the Overview's top products
    // and designers over a range of orders, decision 0121).
    index("order_items_order_sold_idx").on(t.orderId, t.productId, t.designerId, t.quantity, t.lineTotal),
    index("order_items_product_idx").on(t.productId),
    index("order_items_designer_idx").on(t.designerId),
    check("order_items_quantity_ck", sql`${t.quantity} > 0`),
    check(
      "order_items_money_ck",
      sql`${t.unitPrice} >= 0 and ${t.unitDiscount} >= 0 and ${t.unitDiscount} <= ${t.unitPrice} and ${t.lineTotal} >= 0
        and ${t.tax} >= 0 and ${t.revenue} >= 0 and ${t.siteRevenue} >= 0 and ${t.manufacturingCost} >= 0
        and ${t.shippingExpense} >= 0`,
    ),
  ],
);

export const returnStatuses = ["requested", "approved", "rejected", "received"] as const;

/**
 * A shopper's request to return a delivered order (decision 0057), picked up at the order's
 * delivery address. At most one open (requested or approved) request per order.
 */
export const orderReturns = pgTable(
  "order_returns",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    status: text("status", { enum: returnStatuses }).notNull().default("requested"),
    /** Why staff rejected it (decision 0114): the shopper sees it on their order. */
    decisionNote: text("decision_note"),
    /** The order's delivery address as it was at checkout. */
    pickupAddress: jsonb("pickup_address").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("order_returns_open_uq").on(t.orderId).where(sql`${t.status} in ('requested', 'approved')`),
    index("order_returns_order_idx").on(t.orderId, t.createdAt),
    index("order_returns_status_idx").on(t.status),
  ],
);

/** One use of a coupon by a user (a coupon is used once per user). */
export const couponUses = pgTable(
  "coupon_uses",
  {
    id: id(),
    couponId: uuid("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    currency: currencyEnum("currency").notNull(),
    amount: integer("amount").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("coupon_uses_coupon_user_uq").on(t.couponId, t.userId),
    index("coupon_uses_order_idx").on(t.orderId),
    check("coupon_uses_amount_ck", sql`${t.amount} >= 0`),
  ],
);
