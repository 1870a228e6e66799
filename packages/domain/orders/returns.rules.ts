import type { returnStatuses } from "#db/schema/orders.ts";
import type { ErrorCode } from "#i18n/messages/errors.ts";
import { type OrderStatus, RETURN_DAYS } from "./order-state.ts";

export type ReturnStatus = (typeof returnStatuses)[number];

const DAY_MS = 86_400_000;

/** The last moment a return may be requested: `RETURN_DAYS` after delivery (null before it). */
export const returnUntil = (deliveredAt: Date | null): Date | null =>
  deliveredAt ? new Date(deliveredAt.getTime() + RETURN_DAYS * DAY_MS) : null;

/** Why the shopper may not ask to return the order now, or null when they may (decision 0057). */
export function returnRefusal(
  order: { status: OrderStatus; deliveredAt: Date | null },
  now: Date,
): ErrorCode | null {
  if (order.status !== "delivered" || !order.deliveredAt) return "RETURN_NOT_DELIVERED";
  return now.getTime() > returnUntil(order.deliveredAt)!.getTime() ? "RETURN_WINDOW_CLOSED" : null;
}

/** Where a return request may go from each status. */
const NEXT: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ["approved", "rejected"],
  approved: ["received", "rejected"],
  rejected: [],
  received: [],
};

/** The moves allowed next from a return's status. */
export const nextReturnStatuses = (from: ReturnStatus): readonly ReturnStatus[] => NEXT[from];

export const canMoveReturn = (from: ReturnStatus, to: ReturnStatus): boolean => NEXT[from].includes(to);

/** A request still being handled: a second one for the same order is refused. */
export const isOpenReturn = (status: ReturnStatus): boolean =>
  status === "requested" || status === "approved";
