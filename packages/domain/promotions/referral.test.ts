/**
 * Referral codes (decision 0059): who gets the referral discount, and the referrer's profit written
 * once when the friend's order is delivered (repeated and raced), taken back on return as far as the
 * wallet allows. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import { requestReferralPayout } from "#domain/ledger/ledger.api.ts";
import { moveOrder } from "#domain/orders/orders.api.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { call } from "../../../test/test-kit.ts";
import { referralKit } from "./referral.fixture.ts";
import { referralOfferFor } from "./referral.service.ts";

let t: TestApp;
let kit: ReturnType<typeof referralKit>;

beforeAll(async () => {
  t = await startTestApp();
  kit = referralKit(t);
});
afterAll(() => t.close());

const referralProfitsOf = (orderId: string) =>
  kit.db
    .select()
    .from(s.profits)
    .where(and(eq(s.profits.orderId, orderId), eq(s.profits.profitFor, "referral")));

describe("referralOfferFor", () => {
  it("offers a referred friend without orders the discount, its cap in the country's currency", async () => {
    const { referrer, friend } = await kit.referredPair();
    expect(await referralOfferFor(kit.ctxOf(null), friend.id)).toEqual({
      code: referrer.code,
      referrerId: referrer.id,
      percent: 10,
      maxDiscount: 50_000,
    });
    // 500 EGP at 13.2 EGP a riyal.
    expect((await referralOfferFor(kit.ctxOf(null, "sa"), friend.id))?.maxDiscount).toBe(3_788);
  });

  it("ends with the first order that is not cancelled; a cancelled one does not count", async () => {
    const { friend } = await kit.referredPair();
    await kit.newOrder(friend.id, "cancelled");
    expect(await referralOfferFor(friend.ctx, friend.id)).not.toBeNull();
    await kit.newOrder(friend.id, "pending");
    expect(await referralOfferFor(friend.ctx, friend.id)).toBeNull();
  });

  it("is null for a user nobody referred, or whose referrer is blocked", async () => {
    const alone = await kit.newUser();
    expect(await referralOfferFor(alone.ctx, alone.id)).toBeNull();
    const { friend } = await kit.referredPair({ status: "blocked" });
    expect(await referralOfferFor(friend.ctx, friend.id)).toBeNull();
  });

  it("answers checkUserHasReferralCode for the signed-in caller only", async () => {
    const Q = `{ checkUserHasReferralCode { status_code code data { discountValue type discountByValue code } } }`;
    const { referrer, friend } = await kit.referredPair();
    expect((await call(t, Q, {}, { token: friend.token, country: "SA" })).data).toEqual({
      discountValue: 10,
      type: "percentage",
      discountByValue: 3_788,
      code: referrer.code,
    });
    const none = await call(t, Q, {}, { token: referrer.token });
    expect(none).toMatchObject({ status_code: 200, data: null });
    expect(await call(t, Q)).toMatchObject({ status_code: 401, data: null });
  });
});

describe("the referrer's profit", () => {
  it("is credited once when the friend's order is delivered, however often it is moved there", async () => {
    const { referrer, friend } = await kit.referredPair();
    const order = await kit.newOrder(friend.id, "out_for_delivery", referrer.code);
    await moveOrder(kit.admin, order, "delivered");
    await moveOrder(kit.admin, order, "delivered");
    expect(await kit.walletOf(referrer.id)).toBe(10_000);
    expect(await kit.ledgerOf(referrer.id)).toEqual([
      expect.objectContaining({
        amount: 10_000,
        balanceAfter: 10_000,
        reason: "referral_bonus",
        orderId: order,
      }),
    ]);
    expect(await referralProfitsOf(order)).toEqual([
      expect.objectContaining({
        userId: referrer.id,
        kind: "credit",
        amount: 10_000,
        currency: "EGP",
        country: "eg",
      }),
    ]);
  });

  it("is credited once when deliveries race, of the same order or of two orders of the friend", async () => {
    const { referrer, friend } = await kit.referredPair();
    const first = await kit.newOrder(friend.id, "out_for_delivery", referrer.code);
    const second = await kit.newOrder(friend.id, "out_for_delivery", referrer.code);
    await Promise.all([
      moveOrder(kit.admin, first, "delivered"),
      moveOrder(kit.admin, first, "delivered"),
      moveOrder(kit.admin, second, "delivered"),
    ]);
    expect(await kit.walletOf(referrer.id)).toBe(10_000);
    expect(await kit.ledgerOf(referrer.id)).toHaveLength(1);
  });

  it("is not credited for an order without a code or with an unknown one", async () => {
    const { referrer, friend } = await kit.referredPair();
    await moveOrder(kit.admin, await kit.newOrder(friend.id, "out_for_delivery"), "delivered");
    await moveOrder(kit.admin, await kit.newOrder(friend.id, "out_for_delivery", "NOSUCHCODE"), "delivered");
    expect(await kit.walletOf(referrer.id)).toBe(0);
  });

  it("is taken back on return as far as the wallet allows, never below 0, once", async () => {
    const { referrer, friend } = await kit.referredPair();
    const order = await kit.newOrder(friend.id, "out_for_delivery", referrer.code);
    await moveOrder(kit.admin, order, "delivered");
    await requestReferralPayout(referrer.ctx, { amount: 70 });
    expect(await kit.walletOf(referrer.id)).toBe(3_000);
    await moveOrder(kit.admin, order, "returned");
    await moveOrder(kit.admin, order, "returned");
    expect(await kit.walletOf(referrer.id)).toBe(0);
    const ledger = await kit.ledgerOf(referrer.id);
    expect(ledger.map((w) => [w.reason, w.amount, w.balanceAfter])).toEqual([
      ["referral_bonus", 10_000, 10_000],
      ["payout", -7_000, 3_000],
      ["adjustment", -3_000, 0],
    ]);
    const entries = await referralProfitsOf(order);
    expect(entries.map((e) => [e.kind, e.amount]).sort()).toEqual([
      ["credit", 10_000],
      ["reversal", 10_000],
    ]);
  });

  it("on return with an empty wallet writes the reversal and takes nothing", async () => {
    const { referrer, friend } = await kit.referredPair();
    const order = await kit.newOrder(friend.id, "out_for_delivery", referrer.code);
    await moveOrder(kit.admin, order, "delivered");
    await requestReferralPayout(referrer.ctx, { amount: 100 });
    await moveOrder(kit.admin, order, "returned");
    expect(await kit.walletOf(referrer.id)).toBe(0);
    expect((await kit.ledgerOf(referrer.id)).map((w) => w.reason)).toEqual(["referral_bonus", "payout"]);
    expect((await referralProfitsOf(order)).map((e) => e.kind).sort()).toEqual(["credit", "reversal"]);
  });
});
