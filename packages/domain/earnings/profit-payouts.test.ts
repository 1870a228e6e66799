/**
 * The sellers' wallet and its payouts (decision 0061) over GraphQL: figures per currency, product
 * and month, a ledger whose sum is the balance; profits available after the return window; a payout
 * never above the available amount, 50 at once accepted exactly once; another user's wallet refused,
 * finance reads any; finance decides a profits payout (approved, paid; rejected comes back).
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { call, callAdmin } from "../../../test/test-kit.ts";
import { earningsKit, type TestUser } from "./earnings.fixture.ts";

let t: TestApp;
let kit: ReturnType<typeof earningsKit>;
let finance: TestUser;

interface Profit {
  currency: string;
  total: number;
  paid: number;
  remain: number;
  requested: number;
  balance: number;
  available: number;
  profitFor: string;
}
interface Wallet {
  profits: Profit[];
  products: Array<{ salesCount: number; profit: number; country: string; currency: string }>;
  months: Array<{ month: string; amount: number }>;
  ledger: Array<{ kind: string; amount: number; currency: string; status: string | null }>;
  payouts: Array<{
    _id: string;
    amount: number;
    status: string;
    bank: string | null;
    accountEnd: string | null;
  }>;
}
const WALLET = `profits { currency total paid remain requested balance available profitFor }
  products { salesCount profit country currency } months { month amount }
  ledger { kind amount currency status } payouts { _id amount status bank accountEnd }`;
const BY_DESIGNER = `query ($d: ID) { getProfitByDesigner(designer: $d) { status_code code data { ${WALLET} } } }`;
const BY_MANUFACTURER = `query ($m: ID) { getProfitByManufacturer(manufacturer: $m) { status_code code data { ${WALLET} } } }`;
const REQUEST = `mutation ($amount: Float, $currency: String, $payment: ID) {
  requestProfitPayout(amount: $amount, currency: $currency, payment: $payment) {
    status_code code message fieldErrors { field code message } data { _id amount currency status bank } } }`;
const DECIDE = `mutation ($id: ID!, $s: String!) { updatePayoutRequest(id: $id, status: $s) {
  status_code code data { _id status } } }`;

beforeAll(async () => {
  t = await startTestApp();
  kit = earningsKit(t);
  finance = await kit.newUser({ privilageType: "finance" });
});
afterAll(() => t.close());

const walletOf = async (user: TestUser, of?: string) =>
  (await call<Wallet>(t, BY_DESIGNER, { d: of }, { token: user.token })).data!;
const egp = (w: Wallet) => w.profits.find((p) => p.currency === "EGP")!;

/** A designer with 100.00 EGP available, 50.00 still inside the return window and a returned 30.00. */
async function earningDesigner() {
  const designer = await kit.seller();
  await kit.earned(designer.id, 10_000, 20);
  await kit.earned(designer.id, 5_000, 3);
  await kit.earned(designer.id, 3_000, 25, { returned: true });
  const payment = await kit.bankAccount(designer.id);
  return { designer, payment };
}

describe("getProfitByDesigner", () => {
  it("answers total, paid, remain and available; the ledger sums to the balance", async () => {
    const { designer, payment } = await earningDesigner();
    await kit.earned(designer.id, 700, 30, { currency: "SAR" });
    const w = await walletOf(designer);
    expect(egp(w)).toEqual({
      currency: "EGP",
      profitFor: "designer",
      total: 15_000,
      paid: 0,
      remain: 15_000,
      requested: 0,
      balance: 15_000,
      available: 10_000,
    });
    expect(w.profits.find((p) => p.currency === "SAR")).toMatchObject({ total: 700, available: 700 });
    expect(w.ledger.map((e) => e.kind).sort()).toEqual(["credit", "credit", "credit", "credit", "reversal"]);
    const r = await call(t, REQUEST, { amount: 40, currency: "EGP", payment }, { token: designer.token });
    expect(r.data).toMatchObject({
      amount: 4_000,
      currency: "EGP",
      status: "pending",
      bank: "National Bank of Egypt",
    });
    const after = await walletOf(designer);
    expect(egp(after)).toMatchObject({ total: 15_000, requested: 4_000, balance: 11_000, available: 6_000 });
    const sumEgp = after.ledger.filter((e) => e.currency === "EGP").reduce((sum, e) => sum + e.amount, 0);
    expect(sumEgp).toBe(egp(after).balance);
    expect(after.payouts).toMatchObject([{ amount: 4_000, status: "pending", accountEnd: "0002" }]);
    expect(after.months.reduce((sum, m) => sum + m.amount, 0)).toBe(15_000 + 700);
    expect(after.products.find((p) => p.currency === "EGP")).toMatchObject({ salesCount: 2, profit: 15_000 });
  });

  it("is refused for another seller's wallet, to finance too in the shop; a manufacturer reads their own", async () => {
    const { designer } = await earningDesigner();
    const other = await kit.seller();
    for (const [query, arg] of [
      [BY_DESIGNER, "d"],
      [BY_MANUFACTURER, "m"],
    ] as const)
      expect(await call(t, query, { [arg]: designer.id }, { token: other.token })).toMatchObject({
        status_code: 403,
        code: "FORBIDDEN",
      });
    // Staff are shoppers in the shop API (decision 0106): finance reads wallets in the admin API.
    expect(await call(t, BY_DESIGNER, { d: designer.id }, { token: finance.token })).toMatchObject({
      status_code: 403,
    });
    const customer = await kit.newUser();
    expect(await call(t, BY_DESIGNER, {}, { token: customer.token })).toMatchObject({ status_code: 403 });
    const maker = await kit.seller("manufacturer");
    await kit.earned(maker.id, 2_500, 40, { profitFor: "manufacturer" });
    const own = await call<Wallet>(t, BY_MANUFACTURER, {}, { token: maker.token });
    expect(own.data!.profits).toMatchObject([{ profitFor: "manufacturer", total: 2_500, available: 2_500 }]);
    expect(own.data!.products).toMatchObject([{ profit: 2_500, salesCount: 1 }]);
  });
});

describe("requestProfitPayout", () => {
  it("refuses more than available, no bank account, another's account, and non-sellers", async () => {
    const { designer, payment } = await earningDesigner();
    const over = await call(
      t,
      REQUEST,
      { amount: 100.01, currency: "EGP", payment },
      { token: designer.token },
    );
    expect(over).toMatchObject({ status_code: 400, code: "BALANCE_LOWER_THAN_REQUESTED" });
    const ar = await call(
      t,
      REQUEST,
      { amount: 150, currency: "EGP", payment },
      { token: designer.token, lang: "ar" },
    );
    expect(ar.message).toBe("رصيدك أقل من المبلغ المطلوب");
    const none = await call(t, REQUEST, { amount: 10, currency: "EGP" }, { token: designer.token });
    expect(none).toMatchObject({ status_code: 400, code: "PAYOUT_NEEDS_PAYMENT_DETAILS" });
    const other = await kit.seller();
    const theirs = await kit.bankAccount(other.id);
    const stolen = await call(
      t,
      REQUEST,
      { amount: 10, currency: "EGP", payment: theirs },
      { token: designer.token },
    );
    expect(stolen).toMatchObject({ status_code: 404, code: "PAYMENT_DETAILS_NOT_FOUND" });
    expect(
      await call(t, REQUEST, { amount: 1, currency: "SAR", payment }, { token: designer.token }),
    ).toMatchObject({
      code: "BALANCE_LOWER_THAN_REQUESTED",
    });
    expect(
      await call(t, REQUEST, { amount: 1, currency: "USD", payment }, { token: designer.token }),
    ).toMatchObject({
      code: "CURRENCY_INVALID",
    });
    const customer = await kit.newUser();
    expect(
      await call(t, REQUEST, { amount: 1, currency: "EGP", payment }, { token: customer.token }),
    ).toMatchObject({
      status_code: 403,
    });
    expect(egp(await walletOf(designer))).toMatchObject({ requested: 0, available: 10_000 });
    const all = await call(t, REQUEST, { amount: 100, currency: "EGP", payment }, { token: designer.token });
    expect(all.status_code).toBe(200);
    expect(egp(await walletOf(designer)).available).toBe(0);
  });

  it("50 requests at once when the balance covers one: accepted exactly once", async () => {
    const { designer, payment } = await earningDesigner();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t, REQUEST, { amount: 80, currency: "EGP", payment }, { token: designer.token }),
      ),
    );
    expect(answers.filter((a) => a.status_code === 200)).toHaveLength(1);
    for (const a of answers.filter((a) => a.status_code !== 200))
      expect(a).toMatchObject({ status_code: 400, code: "BALANCE_LOWER_THAN_REQUESTED" });
    const w = await walletOf(designer);
    expect(w.payouts).toHaveLength(1);
    expect(egp(w)).toMatchObject({ requested: 8_000, available: 2_000 });
    expect(egp(w).available).toBeGreaterThanOrEqual(0);
  }, 120_000);
});

describe("updatePayoutRequest on a profits payout", () => {
  it("approved then paid moves it to paid; rejected gives it back to the balance", async () => {
    const { designer, payment } = await earningDesigner();
    const ask = (amount: number) =>
      call<{ _id: string }>(t, REQUEST, { amount, currency: "EGP", payment }, { token: designer.token });
    const first = (await ask(30)).data!._id;
    const second = (await ask(50)).data!._id;
    expect(await callAdmin(t, DECIDE, { id: first, s: "approved" }, { token: designer.token })).toMatchObject(
      {
        status_code: 403,
      },
    );
    expect(
      (await callAdmin(t, DECIDE, { id: first, s: "approved" }, { token: finance.token })).data,
    ).toMatchObject({
      status: "approved",
    });
    expect(egp(await walletOf(designer))).toMatchObject({ requested: 8_000, available: 2_000 });
    await callAdmin(t, DECIDE, { id: first, s: "paid" }, { token: finance.token });
    await callAdmin(t, DECIDE, { id: second, s: "rejected" }, { token: finance.token });
    const w = await walletOf(designer);
    expect(egp(w)).toMatchObject({
      paid: 3_000,
      remain: 12_000,
      requested: 0,
      balance: 12_000,
      available: 7_000,
    });
    expect(w.payouts.map((p) => p.status).sort()).toEqual(["paid", "rejected"]);
    expect(w.ledger.filter((e) => e.kind === "payout").map((e) => e.amount)).toEqual([-3_000]);
    expect(await callAdmin(t, DECIDE, { id: first, s: "rejected" }, { token: finance.token })).toMatchObject({
      status_code: 409,
      code: "PAYOUT_ALREADY_PROCESSED",
    });
  });
});
