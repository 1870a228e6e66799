/** Fragments the account pages share with their components (decision 0105); loaders only. */
import { graphql } from "../../lib/shop-graphql.ts";

/** A referral payout request; `status` is pending, approved, paid or rejected. */
export const ReferralPayoutFields = graphql(`
  fragment ReferralPayoutFields on PayoutRequest { _id amount status createdAt }
`);
