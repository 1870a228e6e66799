/**
 * What the referral and payout tests share: users and orders written straight to the database
 * (a referrer with a code, a referred friend), contexts and sessions for them, and the wallet as
 * its ledger shows it.
 */
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import { signSession } from "#domain/accounts/session.ts";
import type { CountryCode } from "#i18n/locales.ts";
import type { RequestContext, SessionUser } from "#kernel/context.ts";
import type { TestApp } from "../../../test/app.ts";

type UserInsert = typeof s.users.$inferInsert;
type OrderStatus = (typeof s.orderStatuses)[number];

export interface TestUser {
  id: string;
  code: string;
  session: SessionUser;
  ctx: RequestContext;
  /** `authorization: Bearer …` for GraphQL calls. */
  token: string;
}

let counter = 0;

export function referralKit(t: TestApp) {
  const db = t.database.db;
  const ctxOf = (user: SessionUser | null, country: CountryCode = "eg"): RequestContext => ({
    db,
    user,
    language: "en",
    country,
    services: t.services,
  });
  /** The super administrator (orders, payouts). */
  const admin = ctxOf({ id: randomUUID(), role: "customer", privilageType: "admin", status: "active" });

  async function newUser(fields: Partial<UserInsert> = {}): Promise<TestUser> {
    const n = `${Date.now().toString(36)}${counter++}`;
    const code = `REF${n}`.toUpperCase();
    const [row] = await db
      .insert(s.users)
      .values({
        name: `User ${n}`,
        fName: "User",
        email: `ref-${n}@example.com`,
        discountCode: code,
        ...fields,
      })
      .returning();
    const session: SessionUser = {
      id: row!.id,
      role: row!.role,
      privilageType: row!.privilageType,
      status: row!.status,
    };
    return {
      id: row!.id,
      code,
      session,
      ctx: ctxOf(session),
      token: await signSession(row!, t.services.jwtSecret),
    };
  }

  /** A referrer, and a friend who signed up with the referrer's code. */
  async function referredPair(referrerFields: Partial<UserInsert> = {}) {
    const referrer = await newUser(referrerFields);
    const friend = await newUser({ referredById: referrer.id });
    return { referrer, friend };
  }

  /** An order of the user in a status, written directly (no lines), with the referral code it used. */
  async function newOrder(userId: string, status: OrderStatus, usedReferralCode: string | null = null) {
    const [order] = await db
      .insert(s.orders)
      .values({
        orderId: `T-${randomUUID().slice(0, 13)}`,
        userId,
        shippingAddress: {},
        orderedFrom: "eg",
        currency: "EGP",
        status,
        paymentMethod: "cod",
        subtotal: 100_000,
        totalPrice: 100_000,
        usedReferralCode,
      })
      .returning();
    return order!.id;
  }

  const walletOf = async (userId: string) =>
    (await db.select({ wallet: s.users.wallet }).from(s.users).where(eq(s.users.id, userId)))[0]!.wallet;

  const ledgerOf = (userId: string) =>
    db
      .select()
      .from(s.walletTransactions)
      .where(eq(s.walletTransactions.userId, userId))
      .orderBy(asc(s.walletTransactions.createdAt), asc(s.walletTransactions.balanceAfter));

  const setWallet = (userId: string, wallet: number) =>
    db.update(s.users).set({ wallet }).where(eq(s.users.id, userId));

  return { db, ctxOf, admin, newUser, referredPair, newOrder, walletOf, ledgerOf, setWallet };
}
