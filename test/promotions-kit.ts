/**
 * Coupons and gift cards made for a test (decision 0059): each test makes its own with the terms
 * it checks, so no test depends on another's counters.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import * as s from "#db/schema/index.ts";
import type { TestApp } from "./app.ts";
import { call } from "./test-kit.ts";

const DAY = 86_400_000;
const code = (prefix: string) => `${prefix}${randomBytes(4).toString("hex").toUpperCase()}`;

/** A running coupon for every country, 10 % off, 100 uses, no minimum, unless `terms` says otherwise. */
export async function makeCoupon(
  db: Db,
  terms: Partial<typeof s.coupons.$inferInsert> = {},
): Promise<typeof s.coupons.$inferSelect> {
  const [row] = await db
    .insert(s.coupons)
    .values({
      code: code("T"),
      title: "Test coupon",
      discount: 10,
      availableSales: 100,
      startDate: new Date(Date.now() - DAY),
      endDate: new Date(Date.now() + 30 * DAY),
      ...terms,
    })
    .returning();
  return row!;
}

/** A paid gift card running now, in EGP, with `rest` left of `price`. */
export async function makeGiftCard(
  db: Db,
  terms: Partial<typeof s.giftCards.$inferInsert> = {},
): Promise<typeof s.giftCards.$inferSelect> {
  const price = terms.price ?? 100_000;
  const [row] = await db
    .insert(s.giftCards)
    .values({
      code: code("GC-"),
      currency: "EGP",
      price,
      restAmount: terms.restAmount ?? price,
      recipientName: "Friend",
      recipientEmail: "friend@example.com",
      senderName: "Sender",
      senderEmail: "sender@example.com",
      isPaid: true,
      startAt: new Date(Date.now() - DAY),
      expiredAt: new Date(Date.now() + 365 * DAY),
      ...terms,
    })
    .returning();
  return row!;
}

export async function couponRow(db: Db, id: string) {
  const [row] = await db.select().from(s.coupons).where(eq(s.coupons.id, id));
  return row!;
}

export async function giftCardRow(db: Db, id: string) {
  const [row] = await db.select().from(s.giftCards).where(eq(s.giftCards.id, id));
  return row!;
}

export const CHECK_COUPON = /* GraphQL */ `mutation ($cart: ID!, $code: String!) {
  checkCoupon(cartId: $cart, couponCode: $code, currentCountry: "eg") {
    status_code code message fieldErrors { field code message }
    data { __typename
      ... on Coupon { code title discountAmount total minPurchase }
      ... on AppliedGiftCard { code amount restAmount total } } } }`;

export const SUMMARY = /* GraphQL */ `query ($cart: ID!, $addr: ID) {
  getCheckoutSummary(cartId: $cart, addressId: $addr, currentCountry: "eg") {
    status_code code message data { subtotal shippingFees total paidByGiftCard
      coupon { problem problemMessage coupon { code discountAmount } }
      giftCard { problem giftCard { amount restAmount } }
      referral { code percent discount }
      methods { method total discount fee couponDiscount couponProblem referralDiscount giftCardAmount } } } }`;

export const PLACE = /* GraphQL */ `mutation ($cart: ID!, $addr: ID!, $method: String!, $expected: Int) {
  placeOrder(cartId: $cart, addressId: $addr, paymentMethod: $method, currentCountry: "eg", expectedTotal: $expected) {
    status_code code message data { _id totalPrice paymentStatus } } }`;

export const ORDER = /* GraphQL */ `query ($order: ID!) { getOrderById(order: $order) {
  status_code data { _id status totalPrice discount couponDiscount usedCoupon giftCardAmount usedGiftCard
    referralDiscount usedReferralCode paymentMethod } } }`;

export interface SummaryData {
  subtotal: number;
  shippingFees: number;
  total: number;
  paidByGiftCard: boolean;
  coupon: {
    problem: string | null;
    problemMessage: string | null;
    coupon: { code: string; discountAmount: number };
  } | null;
  giftCard: { problem: string | null; giftCard: { amount: number; restAmount: number } } | null;
  referral: { code: string; percent: number; discount: number } | null;
  methods: Array<{
    method: string;
    total: number;
    discount: number;
    fee: number;
    couponDiscount: number;
    couponProblem: string | null;
    referralDiscount: number;
    giftCardAmount: number;
  }>;
}

/** The payment page's figures for a shopper's cart (with an address when given). */
export async function summaryOf(t: TestApp, shopper: { cart: string; token: string }, addr?: string) {
  const answer = await call<SummaryData>(t, SUMMARY, { cart: shopper.cart, addr }, { token: shopper.token });
  if (answer.status_code !== 200) throw new Error(`summary: ${answer.status_code} ${answer.message}`);
  return answer.data!;
}
