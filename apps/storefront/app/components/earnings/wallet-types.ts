/**
 * What profile/profits reads of `getProfitByDesigner` / `getProfitByManufacturer` and the bank
 * accounts (decision 0061), as fragments (decision 0105): loaders import them, components their types.
 */
import { graphql, type ResultOf } from "../../lib/shop-graphql.ts";

export const WalletFields = graphql(`
  fragment WalletFields on ProfitWallet {
    profits { currency total paid remain requested balance available }
    products { product name arName country currency salesCount percentage profit price }
    months { month currency amount }
    ledger { _id kind amount currency createdAt orderId name arName availableAt status }
    payouts { _id amount currency status createdAt bank accountEnd }
  }
`);

export type Wallet = ResultOf<typeof WalletFields>;
export type Profit = Wallet["profits"][number];
export type ProductProfit = Wallet["products"][number];
export type ProfitMonth = Wallet["months"][number];
/** A wallet movement; `kind` is credit, reversal or payout. */
export type WalletEntry = Wallet["ledger"][number];
/** A payout request; `status` is pending, approved, paid or rejected. */
export type ProfitPayout = Wallet["payouts"][number];

/** A bank account profits are transferred to. */
export const PaymentAccountFields = graphql(`
  fragment PaymentAccountFields on PaymentDetails { _id bank branch name accountNo iban swiftCode email country }
`);

export type PaymentAccount = ResultOf<typeof PaymentAccountFields>;
