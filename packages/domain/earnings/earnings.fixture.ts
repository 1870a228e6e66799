/**
 * What the earnings tests share: sellers written straight to the database, delivered or returned
 * orders with their profit lines (decision 0057), and a bank account.
 */
import { eq } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { TestApp } from "../../../test/app.ts";
import { referralKit, type TestUser } from "../promotions/referral.fixture.ts";

export type { TestUser };

const DAY = 86_400_000;

export const VALID_IBAN = "EG38 0019 0005 0000 0000 2631 8000 2";
export const VALID_SA_IBAN = "SA03 8000 0000 6080 1016 7519";

export function earningsKit(t: TestApp) {
  const kit = referralKit(t);
  const db = kit.db;

  /** A profit line of `userId` on a new order delivered `daysAgo` days ago (a reversal too when returned). */
  async function earned(
    userId: string,
    amount: number,
    daysAgo: number,
    options: { returned?: boolean; profitFor?: "designer" | "manufacturer"; currency?: "EGP" | "SAR" } = {},
  ) {
    const orderId = await kit.newOrder(userId, options.returned ? "returned" : "delivered");
    const deliveredAt = new Date(Date.now() - daysAgo * DAY);
    await db.update(s.orders).set({ deliveredAt }).where(eq(s.orders.id, orderId));
    const line = {
      userId,
      profitFor: options.profitFor ?? ("designer" as const),
      orderId,
      country: options.currency === "SAR" ? ("sa" as const) : ("eg" as const),
      currency: options.currency ?? ("EGP" as const),
      salesCount: 1,
      amount,
    };
    await db.insert(s.profits).values({ ...line, kind: "credit", createdAt: deliveredAt });
    if (options.returned) await db.insert(s.profits).values({ ...line, kind: "reversal" });
    return orderId;
  }

  /** A bank account of the user, written directly. */
  async function bankAccount(userId: string, bank = "National Bank of Egypt") {
    const [row] = await db
      .insert(s.paymentDetails)
      .values({ userId, bank, iban: VALID_IBAN.replaceAll(" ", ""), country: "eg" })
      .returning();
    return row!.id;
  }

  const seller = (role: "designer" | "manufacturer" = "designer") => kit.newUser({ role });
  return { ...kit, earned, bankAccount, seller };
}
