/**
 * The sellers' wallet sums (decision 0061), pure: balances are read from the profit ledger and the
 * payout requests, never stored. All amounts are integer minor units of one currency.
 */

export interface LedgerLine {
  kind: "credit" | "reversal";
  amount: number;
  currency: string;
  /** The end of the credit's return window (delivery + 15 days): it may be paid out after it. */
  availableAt: Date;
}

export interface PayoutLine {
  amount: number;
  currency: string;
  status: "pending" | "approved" | "paid" | "rejected";
}

export interface CurrencyBalance {
  currency: string;
  /** Credits minus reversals: what was earned. */
  total: number;
  /** Payouts paid. */
  paid: number;
  /** Payouts asked for and not yet paid (pending or approved). */
  requested: number;
  /** total − paid (the specs' `remain`). */
  remain: number;
  /** remain − requested: the ledger's sum. */
  balance: number;
  /** What may be asked for now: the balance without credits still inside their return window, ≥ 0. */
  available: number;
}

const sum = <T>(rows: T[], pick: (row: T) => boolean, amount: (row: T) => number) =>
  rows.reduce((total, row) => (pick(row) ? total + amount(row) : total), 0);

/** The balance of each currency that has a ledger line or a payout, sorted by currency. */
export function walletBalances(lines: LedgerLine[], payouts: PayoutLine[], now: Date): CurrencyBalance[] {
  const currencies = [...new Set([...lines, ...payouts].map((r) => r.currency))].sort();
  return currencies.map((currency) => {
    const mine = lines.filter((l) => l.currency === currency);
    const asked = payouts.filter((p) => p.currency === currency);
    const credited = sum(
      mine,
      (l) => l.kind === "credit",
      (l) => l.amount,
    );
    const ripe = sum(
      mine,
      (l) => l.kind === "credit" && l.availableAt < now,
      (l) => l.amount,
    );
    const reversed = sum(
      mine,
      (l) => l.kind === "reversal",
      (l) => l.amount,
    );
    const paid = sum(
      asked,
      (p) => p.status === "paid",
      (p) => p.amount,
    );
    const requested = sum(
      asked,
      (p) => p.status === "pending" || p.status === "approved",
      (p) => p.amount,
    );
    const total = credited - reversed;
    const balance = total - paid - requested;
    const available = Math.max(0, Math.min(balance, ripe - reversed - paid - requested));
    return { currency, total, paid, requested, remain: total - paid, balance, available };
  });
}

/** The available amount of one currency (0 when there is none). */
export const availableIn = (balances: CurrencyBalance[], currency: string): number =>
  balances.find((b) => b.currency === currency)?.available ?? 0;
