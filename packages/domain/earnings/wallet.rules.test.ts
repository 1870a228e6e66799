import { describe, expect, it } from "vitest";
import { type LedgerLine, type PayoutLine, walletBalances } from "./wallet.rules.ts";

const now = new Date("2026-11-27T12:00:00Z");
const past = new Date("2026-11-01T00:00:00Z");
const future = new Date("2026-12-05T00:00:00Z");
const credit = (amount: number, availableAt = past, currency = "EGP"): LedgerLine => ({
  kind: "credit",
  amount,
  currency,
  availableAt,
});
const reversal = (amount: number): LedgerLine => ({
  kind: "reversal",
  amount,
  currency: "EGP",
  availableAt: now,
});
const payout = (amount: number, status: PayoutLine["status"], currency = "EGP"): PayoutLine => ({
  amount,
  currency,
  status,
});

describe("walletBalances", () => {
  it("total, paid, remain, requested, balance and available per currency", () => {
    const [egp, sar] = walletBalances(
      [credit(10_000), credit(5_000, future), reversal(2_000), credit(700, past, "SAR")],
      [payout(1_000, "paid"), payout(500, "pending"), payout(300, "approved"), payout(4_000, "rejected")],
      now,
    );
    expect(egp).toEqual({
      currency: "EGP",
      total: 13_000,
      paid: 1_000,
      requested: 800,
      remain: 12_000,
      balance: 11_200,
      available: 6_200,
    });
    expect(sar).toMatchObject({ currency: "SAR", total: 700, available: 700, balance: 700 });
  });

  it("a credit becomes available a millisecond after its return window ends, not at its last moment", () => {
    expect(walletBalances([credit(100, new Date(now))], [], now)[0]!.available).toBe(0);
    expect(walletBalances([credit(100, new Date(now.getTime() - 1))], [], now)[0]!.available).toBe(100);
  });

  it("a rejected payout is back in the balance; the available amount never goes below 0", () => {
    expect(walletBalances([credit(1_000)], [payout(1_000, "rejected")], now)[0]!.available).toBe(1_000);
    const short = walletBalances([credit(1_000, future), reversal(1_000)], [payout(500, "paid")], now)[0]!;
    expect(short.available).toBe(0);
    expect(short.balance).toBe(-500);
  });
});
