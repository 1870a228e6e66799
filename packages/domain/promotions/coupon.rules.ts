/**
 * A coupon's rules and its amount (decision 0059), as pure functions: the quote gathers the facts,
 * these say whether the coupon applies and what it takes off.
 */
import type { coupons } from "#db/schema/index.ts";
import type { CountryCode } from "#i18n/locales.ts";

export type CouponRow = typeof coupons.$inferSelect;

/** The method whose instalments never take a coupon (the specs). */
export const NO_COUPON_METHOD = "souhoola";

export type CouponProblem =
  | "COUPON_NOT_FOUND"
  | "COUPON_NOT_AVAILABLE"
  | "COUPON_NOT_STARTED"
  | "COUPON_EXPIRED"
  | "COUPON_SOLD_OUT"
  | "COUPON_ALREADY_USED"
  | "COUPON_NOT_FOR_COUNTRY"
  | "COUPON_NOT_FOR_PRODUCTS"
  | "COUPON_MIN_PURCHASE"
  | "COUPON_NOT_FOR_ADDRESS"
  | "COUPON_NOT_FOR_METHOD";

interface CouponFacts {
  now: Date;
  userId: string | null;
  /** This user already has a use of the coupon. */
  used: boolean;
  country: CountryCode;
  /** Lines the coupon covers (its category or subcategory, else all) and their total. */
  eligibleLines: number;
  eligibleTotal: number;
  /** Known once the shopper picks them; the rules about them wait until then. */
  address?: { governorateId: string | null; areaId: string | null } | null;
  method?: string | null;
}

/** The minimum purchase in the country's own minor units. */
export function minPurchaseIn(coupon: CouponRow, country: CountryCode): number {
  return { eg: coupon.egMinPurchase, sa: coupon.suMinPurchase, ae: coupon.emMinPurchase }[country];
}

function addressAllowed(coupon: CouponRow, address: NonNullable<CouponFacts["address"]>): boolean {
  const cityOk =
    !coupon.governorateIds.length ||
    (!!address.governorateId && coupon.governorateIds.includes(address.governorateId));
  const areaOk = !coupon.areaIds.length || (!!address.areaId && coupon.areaIds.includes(address.areaId));
  return cityOk && areaOk;
}

function methodAllowed(coupon: CouponRow, method: string): boolean {
  if (method === NO_COUPON_METHOD) return false;
  return !coupon.paymentMethods.length || coupon.paymentMethods.includes(method);
}

/** The first rule the coupon breaks, in the decision's order, or null when it applies. */
export function couponProblem(coupon: CouponRow, facts: CouponFacts): CouponProblem | null {
  if (coupon.userId && coupon.userId !== facts.userId) return "COUPON_NOT_FOUND";
  if (coupon.status !== "active") return "COUPON_NOT_AVAILABLE";
  if (facts.now < coupon.startDate) return "COUPON_NOT_STARTED";
  if (facts.now > coupon.endDate) return "COUPON_EXPIRED";
  if (coupon.availableSales <= 0) return "COUPON_SOLD_OUT";
  if (facts.used) return "COUPON_ALREADY_USED";
  if (coupon.country && coupon.country !== facts.country) return "COUPON_NOT_FOR_COUNTRY";
  if (facts.eligibleLines === 0) return "COUPON_NOT_FOR_PRODUCTS";
  if (facts.eligibleTotal < minPurchaseIn(coupon, facts.country)) return "COUPON_MIN_PURCHASE";
  if (facts.address && !addressAllowed(coupon, facts.address)) return "COUPON_NOT_FOR_ADDRESS";
  if (facts.method && !methodAllowed(coupon, facts.method)) return "COUPON_NOT_FOR_METHOD";
  return null;
}

/** Whether the coupon covers a product of this category and subcategory. */
export function couponCovers(
  coupon: CouponRow,
  product: { categoryId: string | null; subCategoryId: string | null },
): boolean {
  if (coupon.subCategoryId && coupon.subCategoryId !== product.subCategoryId) return false;
  if (coupon.categoryId && coupon.categoryId !== product.categoryId) return false;
  return true;
}

/**
 * What the coupon takes off the eligible lines (a percentage capped by `maximumDiscount`, or a
 * fixed amount, never more than the lines) and the shipping it waives. `rate`: EGP per unit of
 * the country's currency (the coupon's amounts are EGP).
 */
export function couponAmounts(
  coupon: CouponRow,
  sums: { eligibleTotal: number; shippingFees: number; rate: number },
): { goods: number; shipping: number } {
  const inCurrency = (egp: number) => Math.round(egp / sums.rate);
  let goods = 0;
  if (coupon.fixedAmountDiscount) goods = inCurrency(coupon.fixedAmountDiscount);
  else if (coupon.discount) {
    goods = Math.round((sums.eligibleTotal * coupon.discount) / 100);
    if (coupon.maximumDiscount) goods = Math.min(goods, inCurrency(coupon.maximumDiscount));
  }
  return {
    goods: Math.max(0, Math.min(goods, sums.eligibleTotal)),
    shipping: coupon.freeDelivery ? sums.shippingFees : 0,
  };
}
