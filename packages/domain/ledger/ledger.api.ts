/**
 * The ledger domain's public surface (decision 0104): it alone writes the money ledger, `profits`,
 * `payout_requests` and `wallet_transactions`. Other domains decide; the ledger writes, in their
 * transaction.
 */
export { nextPayoutStatuses, type PayoutStatus } from "./payout-state.ts";
export { payoutAmount } from "./payouts.schema.ts";
export {
  decidePayoutRequest,
  openProfitPayout,
  type PayoutRequest,
  referralPayoutsOf,
  requestReferralPayout,
} from "./payouts.service.ts";
export { type ProfitEntry, recordProfitEntries, reverseOrderCredits } from "./profits.service.ts";
export { creditReferral, referralCredited, reverseReferralCredit } from "./referral-credits.service.ts";
export { changeWallet, type WalletChange } from "./wallet.service.ts";
