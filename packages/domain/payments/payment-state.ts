import type { paymentStatuses } from "#db/schema/payments.ts";
import type { ProviderStatus } from "./provider.ts";

export type PaymentStatus = (typeof paymentStatuses)[number];

/** Where a payment attempt may go from each status (Vendure's explicit transition table). */
const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  initiated: ["requires_action", "pending", "authorized", "captured", "declined", "error", "cancelled"],
  requires_action: ["pending", "authorized", "captured", "declined", "error", "cancelled"],
  pending: ["authorized", "captured", "declined", "error", "cancelled"],
  // A provider that timed out may still report the payment later.
  error: ["pending", "authorized", "captured", "declined", "cancelled"],
  authorized: ["captured", "cancelled"],
  captured: ["partially_refunded", "refunded"],
  partially_refunded: ["partially_refunded", "refunded"],
  // The provider's word that money was taken always records (decision 0124): Paymob's page takes
  // a second card after a decline, and a cancelled attempt's page may still be paid.
  declined: ["authorized", "captured"],
  cancelled: ["authorized", "captured"],
  refunded: [],
};

/** The moves a payment may still make (provider-driven; staff read it, never a copy of the table). */
export const nextPaymentStatuses = (from: PaymentStatus): readonly PaymentStatus[] => NEXT[from];

/** 'apply' a legal change, 'same' for a repeat (no-op), 'illegal' for anything else. */
export function transition(from: PaymentStatus, to: PaymentStatus): "apply" | "same" | "illegal" {
  if (from === to && to !== "partially_refunded") return "same";
  return NEXT[from].includes(to) ? "apply" : "illegal";
}

export const fromProvider = (status: ProviderStatus): PaymentStatus => status;

/** Attempts that may still turn into money: asked again by reconciliation (decision 0125). */
export const UNSETTLED: readonly PaymentStatus[] = [
  "initiated",
  "requires_action",
  "pending",
  "error",
  "declined",
  "cancelled",
];

/** Attempts still open at the provider (a page, a reference): cancelled with their order (0123). */
export const OPEN_ATTEMPT: readonly PaymentStatus[] = ["initiated", "requires_action", "pending", "error"];

/** Statuses after which the shopper has paid (or will pay on delivery). */
export const isSettled = (s: PaymentStatus) => s === "authorized" || s === "captured";

/** The specs' trnxStatus of an order from its latest attempt: success, declined, pending, error, unauthorized. */
export function trnxStatusOf(
  s: PaymentStatus | null,
): "success" | "declined" | "pending" | "error" | "unauthorized" {
  if (!s) return "pending";
  if (s === "authorized" || s === "captured" || s === "refunded" || s === "partially_refunded")
    return "success";
  if (s === "declined" || s === "cancelled") return "declined";
  if (s === "error") return "error";
  return "pending";
}
