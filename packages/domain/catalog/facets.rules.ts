/** Pure rules of the listing's facets (decision 0069). */

/** "Delivered within N days" buckets offered by the delivery facet. */
export const DELIVERY_BUCKETS = [3, 7, 14, 21, 30] as const;

export interface DeliveryChoice {
  days: number;
  count: number;
  selected: boolean;
}

/**
 * The delivery buckets worth offering: those that narrow the listing (more than none, fewer than
 * `total`, more than the next shorter bucket). The chosen one is always kept.
 */
export function deliveryChoices(
  counts: ReadonlyArray<{ days: number; count: number }>,
  total: number,
  selected: number | undefined,
): DeliveryChoice[] {
  const sorted = [...counts].sort((a, b) => a.days - b.days);
  const choices: DeliveryChoice[] = [];
  let shorter = 0;
  for (const { days, count } of sorted) {
    const isSelected = days === selected;
    if (isSelected || (count > 0 && count < total && count > shorter)) {
      choices.push({ days, count, selected: isSelected });
    }
    shorter = Math.max(shorter, count);
  }
  return choices;
}
