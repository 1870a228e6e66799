/**
 * Prices, one country at a time, in integer minor units. The same numbers are used by every page,
 * the API, the cart and checkout: nothing else computes a price.
 */

export interface Discount {
  /** Percentage 0..100. */
  percent: number;
  startDate: Date;
  endDate: Date;
  status: "active" | "inactive";
}

export interface PriceInput {
  /** The country's base price (product_prices.price). */
  price: number;
  /** Tax included in `price`. */
  tax: number;
  /** Extra prices of the options the buyer picked ('I design' features, a chosen image). */
  extras?: number[];
  offer?: Discount | null;
  collection?: Discount | null;
}

export interface Price {
  /** allPriceBeforeOffer: base price plus the chosen extras. */
  before: number;
  /** allPriceAfterOffer: after the best running discount. */
  after: number;
  /** The discount applied, 0..100. */
  discountPercent: number;
  /** Where the discount comes from. */
  discountSource: "offer" | "collection" | null;
  /** Tax included in `after`, in proportion to the base price's tax. */
  tax: number;
}

/** A discount applies while it is active and `now` is within its dates. */
export function isRunning(discount: Discount | null | undefined, now: Date): discount is Discount {
  return (
    !!discount &&
    discount.status === "active" &&
    discount.percent > 0 &&
    discount.startDate.getTime() <= now.getTime() &&
    now.getTime() <= discount.endDate.getTime()
  );
}

/**
 * Offer and collection discounts do not stack: the larger running one applies (decision 0006).
 * A discounted price is rounded down to the whole major unit (decision 0068).
 */
export function priceFor(input: PriceInput, now: Date = new Date()): Price {
  const before = input.price + (input.extras ?? []).reduce((sum, extra) => sum + Math.max(0, extra), 0);
  const candidates = [
    isRunning(input.offer, now) ? { source: "offer" as const, percent: input.offer.percent } : null,
    isRunning(input.collection, now)
      ? { source: "collection" as const, percent: input.collection.percent }
      : null,
  ].filter((c) => c !== null);
  const best = candidates.sort((a, b) => b.percent - a.percent)[0];
  const percent = Math.min(100, Math.max(0, best?.percent ?? 0));
  const after = percent > 0 ? discounted(before, percent) : before;
  const tax = input.price > 0 ? Math.round((input.tax * after) / input.price) : 0;
  return { before, after, discountPercent: percent, discountSource: percent ? best!.source : null, tax };
}

/** Minor units in one pound, riyal or dirham. */
const MAJOR_UNIT = 100;

/**
 * `price` less `percent` %, rounded down to the whole major unit (decision 0068); below one unit
 * it keeps the half-up minor-unit rounding, so a discount never makes a product free. The SQL twin
 * is catalog/discounted-price.ts priceAfterDiscount.
 */
export function discounted(price: number, percent: number): number {
  const whole = Math.floor((price * (100 - percent)) / (100 * MAJOR_UNIT)) * MAJOR_UNIT;
  const exact = Math.round((price * (100 - percent)) / 100);
  return Math.max(whole, Math.min(exact, MAJOR_UNIT));
}

/** The price of `quantity` items. */
export function priceOfQuantity(unit: Price, quantity: number): number {
  return unit.after * quantity;
}
