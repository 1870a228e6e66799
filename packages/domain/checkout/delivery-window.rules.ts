/** Days between the earliest and the latest arrival the shop promises (decision 0058). */
const DELIVERY_WINDOW_DAYS = 3;

const DAY_MS = 86_400_000;

/**
 * When something that takes `requiredDays` to deliver arrives if bought `now`: from now plus those
 * days to three days later. The checkout's summary and the product page say the same.
 */
export function deliveryWindow(now: Date, requiredDays: number): { from: Date; to: Date } {
  const from = new Date(now.getTime() + requiredDays * DAY_MS);
  return { from, to: new Date(from.getTime() + DELIVERY_WINDOW_DAYS * DAY_MS) };
}
