/**
 * The promotions of a quote (decision 0059): what the cart's coupon, the referral discount and
 * the cart's gift card take off, in the decision's order. `loadPromotions` reads the rows once;
 * `pricePromotions` is pure, so the payment page prices every method from one read.
 */
import { and, eq } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { CountryCode } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";
import {
  type CouponProblem,
  type CouponRow,
  couponAmounts,
  couponCovers,
  couponProblem,
} from "./coupon.rules.ts";
import { type GiftCardProblem, type GiftCardRow, giftCardPays, giftCardProblem } from "./gift-card.rules.ts";
import type { ReferralOffer } from "./referral.service.ts";

export interface PromotionInputs {
  coupon: CouponRow | null;
  /** The shopper already has a use of the coupon. */
  couponUsed: boolean;
  giftCard: GiftCardRow | null;
  referral: ReferralOffer | null;
}

const NONE: PromotionInputs = { coupon: null, couponUsed: false, giftCard: null, referral: null };

/** The rows a quote needs; with `lock`, the gift card's row stays locked in the caller's transaction. */
export async function loadPromotions(
  ctx: RequestContext,
  args: {
    userId: string | null;
    couponId: string | null;
    giftCardId: string | null;
    referral?: ReferralOffer | null;
    lock?: boolean;
  },
): Promise<PromotionInputs> {
  if (!args.couponId && !args.giftCardId && !args.referral) return NONE;
  const [coupon] = args.couponId
    ? await ctx.db.select().from(s.coupons).where(eq(s.coupons.id, args.couponId))
    : [];
  const [use] =
    coupon && args.userId
      ? await ctx.db
          .select({ id: s.couponUses.id })
          .from(s.couponUses)
          .where(and(eq(s.couponUses.couponId, coupon.id), eq(s.couponUses.userId, args.userId)))
      : [];
  const giftCardQuery = args.giftCardId
    ? ctx.db.select().from(s.giftCards).where(eq(s.giftCards.id, args.giftCardId))
    : null;
  const [giftCard] = giftCardQuery ? await (args.lock ? giftCardQuery.for("update") : giftCardQuery) : [];
  return {
    coupon: coupon ?? null,
    couponUsed: !!use,
    giftCard: giftCard ?? null,
    referral: args.referral ?? null,
  };
}

interface PromotionFacts {
  now: Date;
  userId: string | null;
  country: CountryCode;
  currency: string;
  /** EGP per unit of the currency (the coupon's amounts are EGP). */
  rate: number;
  lines: Array<{ categoryId: string | null; subCategoryId: string | null; total: number }>;
  /** The products' total: what discounts reduce. */
  subtotal: number;
  /** Gift cards being bought: paid in full, never discounted. */
  giftCardsTotal: number;
  shippingFees: number;
  /** The payment method's own discount and fee. */
  methodDiscount: number;
  codFees: number;
  method: string | null;
  address: { governorateId: string | null; areaId: string | null } | null;
}

export interface PricedPromotions {
  coupon: { row: CouponRow; problem: CouponProblem | null; discount: number } | null;
  referral: { offer: ReferralOffer; discount: number } | null;
  giftCard: { row: GiftCardRow; problem: GiftCardProblem | null; amount: number } | null;
  couponDiscount: number;
  referralDiscount: number;
  giftCardAmount: number;
  /** What is left to pay after every discount, the fee and the gift card. */
  total: number;
}

export function pricePromotions(inputs: PromotionInputs, f: PromotionFacts): PricedPromotions {
  const goodsLeft = Math.max(0, f.subtotal - f.methodDiscount);
  let coupon: PricedPromotions["coupon"] = null;
  let couponGoods = 0;
  let couponShipping = 0;
  if (inputs.coupon) {
    const eligible = f.lines.filter((l) => couponCovers(inputs.coupon!, l));
    const eligibleTotal = eligible.reduce((sum, l) => sum + l.total, 0);
    const problem = couponProblem(inputs.coupon, {
      now: f.now,
      userId: f.userId,
      used: inputs.couponUsed,
      country: f.country,
      eligibleLines: eligible.length,
      eligibleTotal,
      address: f.address,
      method: f.method,
    });
    if (!problem) {
      const amounts = couponAmounts(inputs.coupon, {
        eligibleTotal,
        shippingFees: f.shippingFees,
        rate: f.rate,
      });
      couponGoods = Math.min(amounts.goods, goodsLeft);
      couponShipping = amounts.shipping;
    }
    coupon = { row: inputs.coupon, problem, discount: couponGoods + couponShipping };
  }
  const couponApplies = !!coupon && !coupon.problem;
  let referral: PricedPromotions["referral"] = null;
  if (inputs.referral && !couponApplies) {
    const offer = inputs.referral;
    const amount = Math.min(Math.round((f.subtotal * offer.percent) / 100), offer.maxDiscount, goodsLeft);
    referral = { offer, discount: Math.max(0, amount) };
  }
  const referralDiscount = referral?.discount ?? 0;
  const due = Math.max(
    0,
    goodsLeft -
      couponGoods -
      referralDiscount +
      f.giftCardsTotal +
      f.shippingFees -
      couponShipping +
      f.codFees,
  );
  let giftCard: PricedPromotions["giftCard"] = null;
  if (inputs.giftCard) {
    const problem = giftCardProblem(inputs.giftCard, { now: f.now, currency: f.currency });
    giftCard = { row: inputs.giftCard, problem, amount: problem ? 0 : giftCardPays(inputs.giftCard, due) };
  }
  const giftCardAmount = giftCard?.amount ?? 0;
  return {
    coupon,
    referral,
    giftCard,
    couponDiscount: coupon?.discount ?? 0,
    referralDiscount,
    giftCardAmount,
    total: due - giftCardAmount,
  };
}
