/**
 * Referral codes (decision 0059): the discount a referred customer gets on a first order, and
 * whether the referrer earns a profit when that order is delivered (the ledger writes it, and
 * takes it back on return: decision 0104).
 */
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import * as s from "#db/schema/index.ts";
import { COUNTRIES } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";
import { requireSignedIn } from "#kernel/permissions.ts";
import { withTransaction } from "#kernel/tx.ts";
import { getSettings } from "../content/content.api.ts";
import { creditReferral, referralCredited } from "../ledger/ledger.api.ts";

/** The program as settings say it, in the caller's country. */
export interface ReferralTerms {
  /** The friend's discount on a first order, percent. */
  percent: number;
  /** Its cap, minor units of ctx.country's currency. */
  maxDiscount: number;
  /** ctx.country's currency. */
  currency: string;
  /** What the referrer earns per delivered first order, EGP minor units (the wallet's). */
  profit: number;
}

export interface ReferralOffer {
  /** The referrer's discountCode. */
  code: string;
  referrerId: string;
  percent: number;
  /** Minor units of ctx.country's currency. */
  maxDiscount: number;
}

/** A referral discount as the specs answer it (checkUserHasReferralCode). */
export interface ReferralDiscount {
  discountValue: number;
  type: "percentage";
  /** The most it takes off, minor units of the caller's country. */
  discountByValue: number;
  code: string;
}

/** The referral settings; the cap converted from EGP with the country's rate (like the COD fee). */
export async function referralTerms(ctx: RequestContext): Promise<ReferralTerms> {
  const settings = await getSettings(ctx);
  const rate =
    ctx.country === "eg" ? 1 : Number(settings[ctx.country === "sa" ? "sarToEgp" : "aedToEgp"] ?? 1);
  return {
    percent: Number(settings.referralDiscountPercent ?? 0),
    maxDiscount: Math.round(Number(settings.referralMaxDiscount ?? 0) / rate),
    currency: COUNTRIES[ctx.country].currency,
    profit: Number(settings.referralProfit ?? 0),
  };
}

/**
 * The referral discount a user gets on the next order: only when referred by an existing active
 * user with a code, and without any order yet (a cancelled one does not count).
 */
export async function referralOfferFor(ctx: RequestContext, userId: string): Promise<ReferralOffer | null> {
  const referrer = alias(s.users, "referrer");
  const [row] = await ctx.db
    .select({ id: referrer.id, code: referrer.discountCode })
    .from(s.users)
    .innerJoin(
      referrer,
      sql`${referrer.id}::text = ${s.users.referredById} and ${referrer.id} <> ${s.users.id}`,
    )
    .where(
      and(
        eq(s.users.id, userId),
        eq(referrer.status, "active"),
        sql`not exists (select 1 from ${s.orders} where ${s.orders.userId} = ${s.users.id} and ${s.orders.status} <> 'cancelled')`,
      ),
    );
  if (!row?.code) return null;
  const terms = await referralTerms(ctx);
  if (terms.percent <= 0) return null;
  return { code: row.code, referrerId: row.id, percent: terms.percent, maxDiscount: terms.maxDiscount };
}

/** checkUserHasReferralCode: the signed-in caller's referral discount, or null. */
export async function callerReferralDiscount(ctx: RequestContext): Promise<ReferralDiscount | null> {
  const offer = await referralOfferFor(ctx, requireSignedIn(ctx).id);
  if (!offer) return null;
  return {
    discountValue: offer.percent,
    type: "percentage",
    discountByValue: offer.maxDiscount,
    code: offer.code,
  };
}

type OrderRow = typeof s.orders.$inferSelect;
export type ReferredOrder = Pick<OrderRow, "id" | "userId" | "orderedFrom" | "usedReferralCode">;

/** The owner of a referral code, its row locked for the caller's transaction. */
async function lockedReferrer(ctx: RequestContext, code: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ id: s.users.id })
    .from(s.users)
    .where(eq(s.users.discountCode, code.trim().toUpperCase()))
    .for("update");
  return row?.id ?? null;
}

/**
 * A referred customer's order was delivered (inside its transaction, the order row locked): the
 * referrer's wallet gains `referralProfit` with its ledger row, and a `referral` profit is written.
 * Once per referred customer: the referrer's row is locked and earlier credits are looked for.
 */
export async function creditReferralProfit(ctx: RequestContext, order: ReferredOrder): Promise<void> {
  const code = order.usedReferralCode;
  const customerId = order.userId;
  if (!code || !customerId) return;
  await withTransaction(ctx, async (tx) => {
    const referrerId = await lockedReferrer(tx, code);
    if (!referrerId || referrerId === customerId) return;
    if (await referralCredited(tx, { id: order.id, userId: customerId })) return;
    const { profit } = await referralTerms(tx);
    if (profit <= 0) return;
    await creditReferral(tx, { referrerId, orderId: order.id, country: order.orderedFrom, amount: profit });
  });
}
