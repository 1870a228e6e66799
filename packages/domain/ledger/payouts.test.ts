/**
 * Payouts of the referral wallet (decision 0059) over GraphQL: a request takes the amount from the
 * wallet into a pending request or is refused with BALANCE_LOWER_THAN_REQUESTED changing nothing;
 * 100 requests at once never take the balance below 0; administrators mark requests paid or
 * rejected (refunded); bad amounts answer a message in the caller's language, never a 500.
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { call, callAdmin } from "../../../test/test-kit.ts";
import { referralKit, type TestUser } from "../promotions/referral.fixture.ts";
import { changeWallet } from "./wallet.service.ts";

let t: TestApp;
let kit: ReturnType<typeof referralKit>;
let finance: TestUser;

interface Payout {
  _id: string;
  amount: number;
  currency: string;
  source: string;
  status: string;
  processedAt: string | null;
}
const FIELDS = "_id amount currency source status processedAt";
const REQUEST = `mutation ($amount: Float) { requestReferralCodeProfit(amount: $amount) {
  status_code code message fieldErrors { field code message } data { ${FIELDS} } } }`;
const LIST = `query ($u: ID) { getReferralProfitRequests(userId: $u) { status_code code data { ${FIELDS} } } }`;
const DECIDE = `mutation ($id: ID!, $s: String!) { updatePayoutRequest(id: $id, status: $s) {
  status_code code message data { ${FIELDS} } } }`;

beforeAll(async () => {
  t = await startTestApp();
  kit = referralKit(t);
  finance = await kit.newUser({ privilageType: "finance" });
});
afterAll(() => t.close());

/** A user whose wallet holds `balance` (minor units), credited through the wallet's ledger. */
async function withBalance(balance: number): Promise<TestUser> {
  const user = await kit.newUser();
  await changeWallet(kit.admin, { userId: user.id, amount: balance, reason: "adjustment" });
  return user;
}

const payoutsOf = (userId: string) =>
  kit.db.select().from(s.payoutRequests).where(eq(s.payoutRequests.userId, userId));

describe("requestReferralCodeProfit", () => {
  it("refuses more than the balance with BALANCE_LOWER_THAN_REQUESTED, changing nothing", async () => {
    const user = await withBalance(10_000);
    const en = await call<Payout>(t, REQUEST, { amount: 100.01 }, { token: user.token });
    expect(en).toMatchObject({
      status_code: 400,
      code: "BALANCE_LOWER_THAN_REQUESTED",
      message: "Your balance is lower than the requested amount",
      fieldErrors: [{ field: "amount", code: "BALANCE_LOWER_THAN_REQUESTED" }],
      data: null,
    });
    const ar = await call(t, REQUEST, { amount: 500 }, { token: user.token, lang: "ar" });
    expect(ar.message).toBe("رصيدك أقل من المبلغ المطلوب");
    expect(await kit.walletOf(user.id)).toBe(10_000);
    expect(await payoutsOf(user.id)).toEqual([]);
    expect(await kit.ledgerOf(user.id)).toHaveLength(1);
  });

  it("takes the amount from the wallet into a pending request with its ledger row", async () => {
    const user = await withBalance(10_000);
    const r = await call<Payout>(t, REQUEST, { amount: 40.5 }, { token: user.token });
    expect(r.data).toMatchObject({ amount: 4_050, currency: "EGP", source: "referral", status: "pending" });
    expect(await kit.walletOf(user.id)).toBe(5_950);
    const last = (await kit.ledgerOf(user.id)).at(-1);
    expect(last).toMatchObject({
      amount: -4_050,
      balanceAfter: 5_950,
      reason: "payout",
      payoutRequestId: r.data!._id,
    });
    const all = await call<Payout>(t, REQUEST, { amount: 59.5 }, { token: user.token });
    expect(all.status_code).toBe(200);
    expect(await kit.walletOf(user.id)).toBe(0);
  });

  it("100 requests at once: the balance never goes below 0 and what was accepted is what left", async () => {
    const initial = 50_000;
    const user = await withBalance(initial);
    const amounts = Array.from({ length: 100 }, (_, i) => 10 + (i % 5) + (i % 3) * 0.25);
    const answers = await Promise.all(
      amounts.map((amount) => call<Payout>(t, REQUEST, { amount }, { token: user.token })),
    );
    const accepted = answers.filter((a) => a.status_code === 200);
    const refused = answers.filter((a) => a.status_code !== 200);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused)
      expect(a).toMatchObject({ status_code: 400, code: "BALANCE_LOWER_THAN_REQUESTED" });
    const final = await kit.walletOf(user.id);
    expect(final).toBeGreaterThanOrEqual(0);
    const taken = accepted.reduce((sum, a) => sum + a.data!.amount, 0);
    expect(initial - final).toBe(taken);
    expect(await payoutsOf(user.id)).toHaveLength(accepted.length);
    const ledger = await kit.ledgerOf(user.id);
    expect(ledger).toHaveLength(accepted.length + 1);
    for (const row of ledger) expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
    expect(ledger.reduce((sum, w) => sum + w.amount, 0)).toBe(final);
    // Each accepted request left its own balance behind: the balances after are all different.
    expect(new Set(ledger.map((w) => w.balanceAfter)).size).toBe(ledger.length);
  }, 60_000);

  it("answers bad amounts with a message in the caller's language, never a 500", async () => {
    const user = await withBalance(10_000);
    const cases: Array<[unknown, string, string, string]> = [
      [-1, "AMOUNT_NOT_POSITIVE", "The amount must be more than 0", "يجب أن يكون المبلغ أكبر من 0"],
      [0, "AMOUNT_NOT_POSITIVE", "The amount must be more than 0", "يجب أن يكون المبلغ أكبر من 0"],
      [
        0.001,
        "AMOUNT_DECIMALS",
        "The amount can have at most two decimal places",
        "لا يمكن أن يزيد المبلغ على منزلتين عشريتين",
      ],
      [
        null,
        "AMOUNT_INVALID",
        "Enter the amount in numbers, for example 150 or 150.50",
        "أدخل المبلغ بالأرقام، مثل 150 أو 150.50",
      ],
    ];
    for (const [amount, code, en, ar] of cases) {
      for (const [lang, message] of [
        ["en", en],
        ["ar", ar],
      ] as const) {
        const r = await call(t, REQUEST, { amount }, { token: user.token, lang });
        expect(r, `${amount} ${lang}`).toMatchObject({
          status_code: 400,
          code,
          fieldErrors: [{ field: "amount", code, message }],
        });
      }
    }
    // Text is not a Float: refused before any resolver runs, in the reply's envelope on the field
    // (decision 0073), no 500, no trace.
    const text = await t.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
      payload: JSON.stringify({ query: REQUEST, variables: { amount: "abc" } }),
    });
    expect(text.statusCode).toBeLessThan(500);
    expect(text.json().data.requestReferralCodeProfit).toMatchObject({
      status_code: 400,
      fieldErrors: [{ field: "amount" }],
    });
    expect(text.body).not.toMatch(/at .*\.ts:\d+/);
    expect(await kit.walletOf(user.id)).toBe(10_000);
  });

  it("is for signed-in users only", async () => {
    expect(await call(t, REQUEST, { amount: 1 })).toMatchObject({
      status_code: 401,
      code: "UNAUTHENTICATED",
    });
  });
});

describe("getReferralProfitRequests", () => {
  it("lists the caller's requests newest first; nobody reads another's in the shop", async () => {
    const user = await withBalance(10_000);
    const other = await kit.newUser();
    for (const amount of [10, 20]) await call(t, REQUEST, { amount }, { token: user.token });
    const mine = await call<Payout[]>(t, LIST, {}, { token: user.token });
    expect(mine.data!.map((p) => [p.amount, p.status])).toEqual([
      [2_000, "pending"],
      [1_000, "pending"],
    ]);
    expect(await call(t, LIST, { u: user.id }, { token: other.token })).toMatchObject({ status_code: 403 });
    // Finance is a shopper in the shop API (decision 0106).
    expect(await call(t, LIST, { u: user.id }, { token: finance.token })).toMatchObject({ status_code: 403 });
    expect((await call<Payout[]>(t, LIST, {}, { token: other.token })).data).toEqual([]);
  });
});

describe("updatePayoutRequest", () => {
  async function pending(amount: number) {
    const user = await withBalance(10_000);
    const r = await call<Payout>(t, REQUEST, { amount }, { token: user.token });
    return { user, id: r.data!._id };
  }

  it("rejected gives the amount back to the wallet, once", async () => {
    const { user, id } = await pending(30);
    const r = await callAdmin<Payout>(t, DECIDE, { id, s: "rejected" }, { token: finance.token });
    expect(r.data).toMatchObject({ status: "rejected", processedAt: expect.any(String) });
    expect(await callAdmin(t, DECIDE, { id, s: "rejected" }, { token: finance.token })).toMatchObject({
      status_code: 200,
    });
    expect(await kit.walletOf(user.id)).toBe(10_000);
    expect((await kit.ledgerOf(user.id)).map((w) => [w.reason, w.amount, w.balanceAfter])).toEqual([
      ["adjustment", 10_000, 10_000],
      ["payout", -3_000, 7_000],
      ["refund", 3_000, 10_000],
    ]);
    const paid = await callAdmin(t, DECIDE, { id, s: "paid" }, { token: finance.token, lang: "ar" });
    expect(paid).toMatchObject({
      status_code: 409,
      code: "PAYOUT_ALREADY_PROCESSED",
      message: "تمت معالجة طلب التحويل هذا من قبل",
    });
  });

  it("paid keeps the wallet as it is and records when", async () => {
    const { user, id } = await pending(30);
    const r = await callAdmin<Payout>(t, DECIDE, { id, s: "paid" }, { token: finance.token });
    expect(r.data).toMatchObject({ status: "paid", processedAt: expect.any(String) });
    expect(await kit.walletOf(user.id)).toBe(7_000);
    const back = await callAdmin(t, DECIDE, { id, s: "rejected" }, { token: finance.token });
    expect(back).toMatchObject({ status_code: 409, code: "PAYOUT_ALREADY_PROCESSED" });
    expect(await kit.walletOf(user.id)).toBe(7_000);
  });

  it("is refused to customers; unknown requests and statuses are answered, not thrown", async () => {
    const { user, id } = await pending(30);
    const own = await callAdmin(t, DECIDE, { id, s: "rejected" }, { token: user.token });
    expect(own).toMatchObject({ status_code: 403, code: "FORBIDDEN" });
    expect(await kit.walletOf(user.id)).toBe(7_000);
    expect(await callAdmin(t, DECIDE, { id, s: "everything" }, { token: finance.token })).toMatchObject({
      status_code: 400,
      code: "INVALID_VALUE",
    });
    for (const unknown of ["nope", "00000000-0000-4000-8000-000000000000"])
      expect(await callAdmin(t, DECIDE, { id: unknown, s: "paid" }, { token: finance.token })).toMatchObject({
        status_code: 404,
        code: "PAYOUT_NOT_FOUND",
      });
  });
});
