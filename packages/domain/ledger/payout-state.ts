/** Where a payout request may go from each status (decision 0061): finance answers it once, in two steps at most. */
export type PayoutStatus = "pending" | "approved" | "paid" | "rejected";

const NEXT: Record<PayoutStatus, readonly PayoutStatus[]> = {
  pending: ["approved", "paid", "rejected"],
  approved: ["paid", "rejected"],
  paid: [],
  rejected: [],
};

/** The moves allowed next (screens read this, never a copy of the table). */
export const nextPayoutStatuses = (from: PayoutStatus): readonly PayoutStatus[] => NEXT[from];

export const canMovePayout = (from: PayoutStatus, to: PayoutStatus): boolean => NEXT[from].includes(to);
