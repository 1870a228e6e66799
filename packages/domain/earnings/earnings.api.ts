/** The earnings domain's public surface (decisions 0055, 0061): payment details and the sellers' wallet. */
export { compactCode, ibanProblem, isSwift, printIban } from "./iban.rules.ts";
export { PAYMENT_COUNTRIES } from "./payment-details.schema.ts";
export {
  addPaymentDetails,
  MOST_PAYMENT_DETAILS,
  type PaymentDetailsView,
  paymentDetailsOf,
  removePaymentDetails,
  updatePaymentDetails,
} from "./payment-details.service.ts";
export { requestProfitPayout } from "./profit-payouts.service.ts";
export {
  type ProductProfit,
  type ProfitPayout,
  type ProfitWallet,
  profitWallet,
  type SellerKind,
  type WalletEntry,
} from "./profits.service.ts";
export type { CurrencyBalance } from "./wallet.rules.ts";
