/**
 * getCheckoutSummary (decision 0058): what placing the caller's cart would charge now, for each
 * payment method valid for this country and amount. The payment page shows it and sends back
 * the total it showed.
 */

import type { Language } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";
import { requireSignedIn } from "#kernel/permissions.ts";
import { ownAddress } from "../accounts/accounts.api.ts";
import { cartForCheckout } from "../cart/cart.api.ts";
import { extraPriceIn } from "../catalog/catalog.api.ts";
import type { PaymentMethodRow } from "../payments/payments.api.ts";
import { giftCardLine } from "../promotions/promotions.api.ts";
import { type AppliedGiftCardView, type CouponView, couponView } from "./coupon.service.ts";
import { deliveryWindow } from "./delivery-window.rules.ts";
import {
  type BaseQuote,
  baseQuote,
  methodsFor,
  type Quote,
  type QuoteAddress,
  withMethod,
} from "./quote.service.ts";

/** Days added to the slowest product's preparation time for the end of the delivery window. */

interface SummaryMethod extends PaymentMethodRow {
  localName: string;
  localDescription: string;
  localPromo: string;
  localGroupName: string;
  /** This method's own discount, its fee (cash on delivery) and the total with them. */
  discount: number;
  fee: number;
  /** The promotions with this method: the coupon's problem here (null when it applies). */
  couponDiscount: number;
  couponProblem: string | null;
  referralDiscount: number;
  giftCardAmount: number;
  total: number;
}

export interface CheckoutSummary {
  cartId: string;
  currency: string;
  subtotal: number;
  shippingFees: number;
  /** Subtotal and shipping, before a method's discount or fee. */
  total: number;
  codAvailable: boolean;
  requiredDays: number;
  deliveryFrom: string;
  deliveryTo: string;
  lines: Array<{
    productId: string;
    name: string;
    arName: string;
    imagePath: string | null;
    features: Array<{ property: string; arProperty: string; value: string; arValue: string }>;
    quantity: number;
    unitPrice: number;
    lineTotal: number;
  }>;
  methods: SummaryMethod[];
  /** The cart's coupon and gift card, priced before a method is chosen, with their problem if any. */
  coupon: (CouponView & { problem: string | null }) | null;
  giftCard: (AppliedGiftCardView & { problem: string | null }) | null;
  /** The referral discount a referred shopper's first order gets (when no coupon applies). */
  referral: { code: string; percent: number; discount: number } | null;
  /** The gift card pays all of it: the order is placed without a payment method. */
  paidByGiftCard: boolean;
  /** What is left to pay with the promotions, before a method's discount or fee. */
  due: number;
}

export async function checkoutSummary(
  ctx: RequestContext,
  args: { cartId: string; addressId?: string | null },
): Promise<CheckoutSummary> {
  requireSignedIn(ctx);
  const cart = await cartForCheckout(ctx, args.cartId);
  const base = await baseQuote(ctx, cart);
  const address: QuoteAddress = args.addressId ? await ownAddress(ctx, args.addressId) : null;
  const plain = withMethod(base, null, address);
  const ar = (ctx.language as Language) === "ar";
  const methods = (await methodsFor(ctx, base))
    .filter((m) => m.method !== "cod" || base.codAvailable)
    .map((m): SummaryMethod => {
      const priced: Quote = withMethod(base, m, address);
      return {
        ...m,
        localName: ar ? m.arDisplayName : m.displayName,
        localDescription: ar ? m.arDescriptionMethod : m.descriptionMethod,
        localPromo: ar ? m.arPromoCodeDescription : m.promoCodeDescription,
        localGroupName: ar ? m.arGroupName : m.groupName,
        discount: priced.discount,
        fee: priced.codFees,
        couponDiscount: priced.couponDiscount,
        couponProblem: priced.promotions.coupon?.problem ?? null,
        referralDiscount: priced.referralDiscount,
        giftCardAmount: priced.giftCardAmount,
        total: priced.total,
      };
    });
  const arrival = deliveryWindow(ctx.services.clock.now(), base.requiredDays);
  return {
    cartId: cart.id,
    currency: base.currency,
    subtotal: base.subtotal,
    shippingFees: base.shippingFees,
    total: base.subtotal + base.shippingFees,
    codAvailable: base.codAvailable,
    requiredDays: base.requiredDays,
    deliveryFrom: arrival.from.toISOString(),
    deliveryTo: arrival.to.toISOString(),
    lines: [...productLines(ctx, base), ...base.giftCards.map(giftCardSummaryLine)],
    methods,
    ...promotionsOf(ctx, plain),
  };
}

/** A gift card being bought, as a line of the summary. */
function giftCardSummaryLine(card: BaseQuote["giftCards"][number]): CheckoutSummary["lines"][number] {
  return {
    productId: card.id,
    ...giftCardLine(card),
    features: [],
    quantity: 1,
    unitPrice: card.price,
    lineTotal: card.price,
  };
}

function productLines(ctx: RequestContext, base: BaseQuote): CheckoutSummary["lines"] {
  return base.lines.map(({ line, item }) => ({
    productId: item.productId,
    name: item.name,
    arName: item.arName,
    imagePath: item.imagePath,
    features: item.features.map((f) => ({
      property: f.property,
      arProperty: f.arProperty,
      value: f.value,
      arValue: f.arValue,
      extra: extraPriceIn(f, ctx.country),
    })),
    quantity: line.quantity,
    unitPrice: item.price!.after,
    lineTotal: item.price!.after * line.quantity,
  }));
}

/** The cart's promotions as the page shows them above the methods. */
function promotionsOf(
  ctx: RequestContext,
  plain: Quote,
): Pick<CheckoutSummary, "coupon" | "giftCard" | "referral" | "paidByGiftCard" | "due"> {
  const { coupon, giftCard, referral } = plain.promotions;
  return {
    coupon: coupon
      ? { ...couponView(ctx, coupon.row, coupon.discount, plain.total), problem: coupon.problem }
      : null,
    giftCard: giftCard
      ? {
          kind: "giftCard",
          giftCard: giftCard.row,
          amount: giftCard.amount,
          total: plain.total,
          problem: giftCard.problem,
        }
      : null,
    referral: referral
      ? { code: referral.offer.code, percent: referral.offer.percent, discount: referral.discount }
      : null,
    paidByGiftCard: plain.total === 0 && plain.giftCardAmount > 0,
    due: plain.total,
  };
}
