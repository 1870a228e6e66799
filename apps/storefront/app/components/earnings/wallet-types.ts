/** What profile/profits reads of `getProfitByDesigner` / `getProfitByManufacturer` (decision 0061). */
export interface Profit {
  currency: string;
  total: number;
  paid: number;
  remain: number;
  requested: number;
  balance: number;
  available: number;
}
export interface ProductProfit {
  product: string | null;
  name: string;
  arName: string;
  country: string;
  currency: string;
  salesCount: number;
  percentage: number;
  profit: number;
  price: number | null;
}
export interface ProfitMonth {
  month: string;
  currency: string;
  amount: number;
}
export interface WalletEntry {
  _id: string;
  kind: "credit" | "reversal" | "payout";
  amount: number;
  currency: string;
  createdAt: string;
  orderId: string | null;
  name: string | null;
  arName: string | null;
  availableAt: string | null;
  status: string | null;
}
export interface ProfitPayout {
  _id: string;
  amount: number;
  currency: string;
  status: "pending" | "approved" | "paid" | "rejected";
  createdAt: string;
  bank: string | null;
  accountEnd: string | null;
}
export interface Wallet {
  profits: Profit[];
  products: ProductProfit[];
  months: ProfitMonth[];
  ledger: WalletEntry[];
  payouts: ProfitPayout[];
}

export const WALLET_FIELDS = `profits { currency total paid remain requested balance available }
  products { product name arName country currency salesCount percentage profit price }
  months { month currency amount }
  ledger { _id kind amount currency createdAt orderId name arName availableAt status }
  payouts { _id amount currency status createdAt bank accountEnd }`;
