/**
 * The code field of the cart and the payment page (decision 0059): `checkCoupon` prices the cart
 * with the code and keeps it on the cart when it applies; `removeCoupon` takes it off.
 */
import { z } from "zod";
import type { Language } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { parseInput } from "#kernel/input.ts";
import { requireSignedIn } from "#kernel/permissions.ts";
import { withTransaction } from "#kernel/tx.ts";
import { type CheckoutCart, cartForCheckout, setCartPromotion, takePromotionOff } from "../cart/cart.api.ts";
import {
  CodeInput,
  type CouponProblem,
  type CouponRow,
  type FoundCode,
  findPromotionCode,
  type GiftCardProblem,
  type GiftCardRow,
  minPurchaseIn,
} from "../promotions/promotions.api.ts";
import { type Quote, quoteCart } from "./quote.service.ts";

/** A coupon as the shopper sees it on their cart: its terms and what it takes off now. */
export interface CouponView {
  kind: "coupon";
  coupon: CouponRow;
  localTitle: string;
  localDescription: string;
  /** The minimum purchase here, in this country's minor units. */
  minPurchase: number;
  /** What it takes off this cart now (before a payment method is chosen). */
  discountAmount: number;
  /** The cart's total with it. */
  total: number;
}

/** A gift card as its holder sees it: what is left on it and what it pays of this cart. */
export interface AppliedGiftCardView {
  kind: "giftCard";
  giftCard: GiftCardRow;
  amount: number;
  total: number;
}

export type CheckedCode = CouponView | AppliedGiftCardView;

const CheckCouponInput = z.object({ couponCode: CodeInput, cartId: z.string({ error: "CART_NOT_FOUND" }) });

/** checkCoupon: the coupon or gift card with this code, kept on the cart when it applies; its problem otherwise. */
export async function checkCoupon(ctx: RequestContext, input: unknown): Promise<CheckedCode> {
  requireSignedIn(ctx);
  const args = parseInput(CheckCouponInput, input);
  return withTransaction(ctx, async (tx) => {
    const cart = await cartForCheckout(tx, args.cartId);
    const found = await findPromotionCode(tx, args.couponCode);
    const quote = await quoteWithCode(tx, cart, found);
    if (found.kind === "coupon") {
      await setCartPromotion(tx, cart.id, { couponId: found.coupon.id });
      return couponView(ctx, found.coupon, quote.promotions.coupon!.discount, quote.total);
    }
    await setCartPromotion(tx, cart.id, { giftCardId: found.giftCard.id });
    return {
      kind: "giftCard",
      giftCard: found.giftCard,
      amount: quote.promotions.giftCard!.amount,
      total: quote.total,
    };
  });
}

/** The cart priced with this code instead of its own; the code's refusal when it does not apply. */
export async function quoteWithCode(
  ctx: RequestContext,
  cart: CheckoutCart,
  found: FoundCode,
  options: { method?: string | null } = {},
): Promise<Quote> {
  const withCode =
    found.kind === "coupon"
      ? { ...cart, couponId: found.coupon.id }
      : { ...cart, giftCardId: found.giftCard.id };
  const quote = await quoteCart(ctx, withCode, options);
  const problem =
    found.kind === "coupon" ? quote.promotions.coupon?.problem : quote.promotions.giftCard?.problem;
  if (problem) throw refusal(problem);
  return quote;
}

/** A code that does not apply, on the code field (not found is a 404, as an unknown code is). */
function refusal(problem: CouponProblem | GiftCardProblem): DomainError {
  return new DomainError(problem, problem === "COUPON_NOT_FOUND" ? 404 : 400, { couponCode: problem });
}

const RemoveCouponInput = z.object({
  cartId: z.string({ error: "CART_NOT_FOUND" }),
  kind: z.enum(["coupon", "giftCard"], { error: "INVALID_VALUE" }).nullish(),
});

/**
 * removeCoupon: takes the coupon (or, with kind giftCard, the gift card) off the caller's open
 * cart, an empty one too (decision 0108).
 */
export async function removeCoupon(ctx: RequestContext, input: unknown): Promise<boolean> {
  requireSignedIn(ctx);
  const args = parseInput(RemoveCouponInput, input);
  await withTransaction(ctx, (tx) => takePromotionOff(tx, args.cartId, args.kind ?? "coupon"));
  return true;
}

export function couponView(
  ctx: RequestContext,
  coupon: CouponRow,
  discountAmount: number,
  total: number,
): CouponView {
  const ar = (ctx.language as Language) === "ar";
  return {
    kind: "coupon",
    coupon,
    localTitle: ar && coupon.arTitle ? coupon.arTitle : coupon.title,
    localDescription: ar && coupon.arDescription ? coupon.arDescription : coupon.description,
    minPurchase: minPurchaseIn(coupon, ctx.country),
    discountAmount,
    total,
  };
}
