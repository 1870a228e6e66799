/**
 * What a cart costs at checkout, from the catalogue as it is now (decision 0056): every line
 * re-priced in the current country and checked against stock and limits; shipping, the payment
 * method's discount and the cash-on-delivery fee. The same numbers for getFinalPrice, the payment
 * page and the order.
 */
import { COUNTRIES } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { type CheckoutCart, type CheckoutLine, quantityProblem } from "../cart/cart.api.ts";
import { type SellableItem, sellableItems } from "../catalog/catalog.api.ts";
import { getSettings } from "../content/content.api.ts";
import { methodDiscount, type PaymentMethodRow, paymentMethodsHere } from "../payments/payments.api.ts";
import {
  type GiftCardRow,
  giftCardsToBuy,
  loadPromotions,
  type PricedPromotions,
  type PromotionInputs,
  pricePromotions,
  referralOfferFor,
} from "../promotions/promotions.api.ts";
import { GIFT_CARD_METHOD } from "./checkout.rules.ts";

/** Where the order goes: the coupon's city and area rules need it. */
export type QuoteAddress = { governorateId: string | null; areaId: string | null } | null;

interface QuotedLine {
  line: CheckoutLine;
  item: SellableItem;
}

export interface Quote {
  lines: QuotedLine[];
  giftCards: GiftCardRow[];
  currency: (typeof COUNTRIES)[keyof typeof COUNTRIES]["currency"];
  subtotal: number;
  shippingFees: number;
  /** The payment method's own discount (card payments' extra 10 %). */
  discount: number;
  codFees: number;
  /** The coupon's discount (free delivery included), the referral discount, the gift card's part. */
  couponDiscount: number;
  referralDiscount: number;
  giftCardAmount: number;
  promotions: PricedPromotions;
  /** What is left to pay. */
  total: number;
  requiredDays: number;
  /** Every product may be paid cash on delivery. */
  codAvailable: boolean;
  /** The total in EGP minor units (the methods' limits are in EGP). */
  totalEgp: number;
  method: PaymentMethodRow | null;
}

/**
 * Prices the cart for a method (or none) and an address (or none yet); with `lock`, the product
 * and gift card rows stay locked in the caller's transaction.
 */
export async function quoteCart(
  ctx: RequestContext,
  cart: CheckoutCart,
  options: { method?: string | null; lock?: boolean; address?: QuoteAddress } = {},
): Promise<Quote> {
  const base = await baseQuote(ctx, cart, options.lock);
  const address = options.address ?? null;
  if (!options.method) return withMethod(base, null, address);
  if (options.method === GIFT_CARD_METHOD) {
    const quote = withMethod(base, null, address);
    if (quote.total !== 0 || !quote.giftCardAmount)
      throw new DomainError("PAYMENT_METHOD_NOT_FOR_ORDER", 400, { method: "PAYMENT_METHOD_NOT_FOR_ORDER" });
    return quote;
  }
  const method = (await methodsFor(ctx, base)).find((m) => m.method === options.method);
  if (!method)
    throw new DomainError("PAYMENT_METHOD_NOT_FOR_ORDER", 400, { method: "PAYMENT_METHOD_NOT_FOR_ORDER" });
  if (method.method === "cod" && !base.codAvailable)
    throw new DomainError("COD_NOT_AVAILABLE", 400, { method: "COD_NOT_AVAILABLE" });
  return withMethod(base, method, address);
}

/** Re-prices the cart's lines from the catalogue, checks them against stock and limits, and reads its promotions. */
export async function baseQuote(ctx: RequestContext, cart: CheckoutCart, lock = false): Promise<BaseQuote> {
  const lines = cart.lines.filter((l) => !l.giftCardId);
  const currency = COUNTRIES[ctx.country].currency;
  const giftCards = await giftCardsToBuy(
    ctx,
    cart.lines.flatMap((l) => (l.giftCardId ? [l.giftCardId] : [])),
    { userId: cart.userId, currency },
  );
  const items = await sellableItems(
    ctx,
    lines.map((l) => ({
      imageId: l.imageId,
      productId: l.productId,
      features: l.features,
      quantity: l.quantity,
    })),
    lock ? { lock: "update" } : {},
  );
  const quoted: QuotedLine[] = [];
  const perProduct = new Map<string, number>();
  for (const [i, line] of lines.entries()) {
    const item = items[i];
    if (!item?.featuresValid) throw new DomainError("CHECKOUT_ITEM_UNAVAILABLE", 409);
    if (!item.sold || !item.price)
      throw new DomainError(item.notSold === "EGYPT_ONLY" ? "EGYPT_ONLY" : "CHECKOUT_ITEM_UNAVAILABLE", 409);
    perProduct.set(item.productId, (perProduct.get(item.productId) ?? 0) + line.quantity);
    quoted.push({ line, item });
  }
  for (const { item } of quoted) {
    const problem = quantityProblem(perProduct.get(item.productId)!, item);
    if (problem) throw new DomainError(problem, 409);
  }
  const productsTotal = quoted.reduce((sum, q) => sum + q.item.price!.after * q.line.quantity, 0);
  const giftCardsTotal = giftCards.reduce((sum, card) => sum + card.price, 0);
  const shippingFees = quoted.reduce((sum, q) => sum + q.item.shippingFee * q.line.quantity, 0);
  const settings = await getSettings(ctx);
  const rate =
    ctx.country === "eg" ? 1 : Number(settings[ctx.country === "sa" ? "sarToEgp" : "aedToEgp"] ?? 1);
  return {
    lines: quoted,
    giftCards,
    currency,
    subtotal: productsTotal + giftCardsTotal,
    productsTotal,
    shippingFees,
    requiredDays: Math.max(0, ...quoted.map((q) => q.item.requiredDays ?? 0)),
    // A gift card is mailed once it is paid: never paid at the door.
    codAvailable: !giftCards.length && quoted.every((q) => q.item.isAvailableForCod),
    rate,
    codFee: codFeeIn(Number(settings.codFees ?? 0), rate),
    country: ctx.country,
    now: ctx.services.clock.now(),
    userId: cart.userId,
    promotionInputs: await loadPromotions(ctx, {
      userId: cart.userId,
      couponId: cart.couponId,
      giftCardId: cart.giftCardId,
      referral: await referralOfferFor(ctx, cart.userId),
      lock,
    }),
  };
}

/** The lines priced, before a payment method is chosen. */
export interface BaseQuote {
  lines: QuotedLine[];
  /** Gift cards being bought: their price, no shipping, no discount. */
  giftCards: GiftCardRow[];
  currency: Quote["currency"];
  subtotal: number;
  /** The products' part of the subtotal: what the method's discount, coupons and referrals reduce. */
  productsTotal: number;
  shippingFees: number;
  requiredDays: number;
  codAvailable: boolean;
  /** How many EGP one unit of this currency is worth (the methods' limits are in EGP). */
  rate: number;
  /** The cash-on-delivery fee in this currency (settings keep it in EGP). */
  codFee: number;
  country: RequestContext["country"];
  now: Date;
  userId: string;
  promotionInputs: PromotionInputs;
}

/** The methods valid for these lines here: configured, for this country, within their limits. */
export function methodsFor(ctx: RequestContext, base: BaseQuote): Promise<PaymentMethodRow[]> {
  const before = base.subtotal + base.shippingFees;
  return paymentMethodsHere(ctx, { minor: before, egp: Math.round(before * base.rate) });
}

/** The totals with a method's own discount and fee (none without a method) and the promotions there. */
export function withMethod(base: BaseQuote, method: PaymentMethodRow | null, address: QuoteAddress): Quote {
  const discount = method ? methodDiscount(method, base.productsTotal) : 0;
  const codFees = method?.method === "cod" ? base.codFee : 0;
  const promotions = pricePromotions(base.promotionInputs, {
    now: base.now,
    userId: base.userId,
    country: base.country,
    currency: base.currency,
    rate: base.rate,
    lines: base.lines.map(({ line, item }) => ({
      categoryId: item.categoryId,
      subCategoryId: item.subCategoryId,
      total: item.price!.after * line.quantity,
    })),
    subtotal: base.productsTotal,
    giftCardsTotal: base.subtotal - base.productsTotal,
    shippingFees: base.shippingFees,
    methodDiscount: discount,
    codFees,
    method: method?.method ?? null,
    address,
  });
  const total = promotions.total;
  return {
    lines: base.lines,
    giftCards: base.giftCards,
    currency: base.currency,
    subtotal: base.subtotal,
    shippingFees: base.shippingFees,
    discount,
    codFees,
    couponDiscount: promotions.couponDiscount,
    referralDiscount: promotions.referralDiscount,
    giftCardAmount: promotions.giftCardAmount,
    promotions,
    total,
    requiredDays: base.requiredDays,
    codAvailable: base.codAvailable,
    totalEgp: Math.round(total * base.rate),
    method,
  };
}

/**
 * Cash on delivery's fee (set in pounds) in the shopper's currency: in whole riyals or dirhams, at
 * least one, the way a courier collects it (decision 0131: not "SAR 2.27").
 */
function codFeeIn(egpMinor: number, rate: number): number {
  if (egpMinor <= 0) return 0;
  if (rate === 1) return Math.round(egpMinor);
  return Math.max(100, Math.round(egpMinor / rate / 100) * 100);
}
