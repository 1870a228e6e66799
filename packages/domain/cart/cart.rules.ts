/** Pure cart rules: quantity limits and the merge of a guest cart into a user's cart. */

interface StockLimits {
  availableEdition: number;
  maxPerOrder: number;
}

/** The most of a product one order may hold: the stock left and the per-order maximum. */
export function limitOf(p: StockLimits): number {
  return Math.max(0, Math.min(p.availableEdition, p.maxPerOrder));
}

type QuantityProblem = "QUANTITY_INVALID" | "OUT_OF_STOCK" | "NOT_ENOUGH_STOCK" | "MAX_PER_ORDER";

/**
 * Whether a product may be held `total` times in one cart (all its lines together). Zero or less
 * is never valid; then stock, then the per-order maximum.
 */
export function quantityProblem(total: number, p: StockLimits): QuantityProblem | null {
  if (!Number.isInteger(total) || total < 1) return "QUANTITY_INVALID";
  if (p.availableEdition < 1) return "OUT_OF_STOCK";
  if (total > p.availableEdition) return "NOT_ENOUGH_STOCK";
  if (total > p.maxPerOrder) return "MAX_PER_ORDER";
  return null;
}

/**
 * Merging a guest line into the user's line for the same item: the quantities add up within the
 * limits, and never fall below what either cart already held (nothing is lost).
 */
export function mergedQuantity(userQty: number, guestQty: number, limit: number): number {
  const sum = userQty + guestQty;
  return Math.max(Math.min(sum, limit), userQty, guestQty, 1);
}

/** Feature ids in a stable order, so equal choices make equal lines. */
export function normalizeFeatures(ids: readonly string[] | null | undefined): string[] {
  return [...new Set(ids ?? [])].sort();
}
