/**
 * The code field of the cart and the payment page (decision 0059): the cart's promotions as the
 * summary prices them, and the form's three intents (apply a code, remove the coupon, remove the
 * gift card). Both pages' actions call `promoAction` first.
 */
import type { RouterContextProvider } from "react-router";
import { gql } from "../../../lib/graphql.ts";
import type { PageLocale } from "../../../lib/locale.ts";
import { graphql, type ResultOf } from "../../../lib/shop-graphql.ts";

/** The summary's fields the code field needs (the payment page asks them with the rest). */
export const PromotionFields = graphql(`
  fragment PromotionFields on CheckoutSummary {
    due paidByGiftCard
    coupon { problem problemMessage coupon { code title discountAmount freeDelivery } }
    giftCard { problem problemMessage giftCard { code amount restAmount } }
    referral { code percent discount }
  }
`);

export type Promotions = ResultOf<typeof PromotionFields>;

const PROMOTIONS = graphql(
  `
  query CartPromotions($cart: ID!, $c: String) {
    getCheckoutSummary(cartId: $cart, currentCountry: $c) { status_code data { ...PromotionFields } }
  }
`,
  [PromotionFields],
);
const CHECK = graphql(`mutation CheckCoupon($cart: ID!, $code: String!, $c: String) {
  checkCoupon(cartId: $cart, couponCode: $code, currentCountry: $c) { status_code code message errors fieldErrors { field message } } }`);
const REMOVE = graphql(
  `mutation RemoveCoupon($cart: ID!, $kind: String) { removeCoupon(cartId: $cart, kind: $kind) { status_code message } }`,
);

type Context = Readonly<RouterContextProvider>;

/** The cart's coupon, gift card and referral discount priced now; null when the cart cannot be priced. */
export async function cartPromotions(
  context: Context,
  locale: PageLocale,
  cartId: string,
): Promise<Promotions | null> {
  const r = await gql(context, locale, PROMOTIONS, {
    cart: cartId,
    c: locale.country,
  });
  return r.getCheckoutSummary.status_code === 200 ? r.getCheckoutSummary.data : null;
}

/** What the code field's form did: applied, removed, or refused with the message (and what was typed). */
export interface PromoResult {
  promo: { ok: boolean; intent: string; typed: string; message: string | null };
}

/** Runs the form's promo intent for the cart; null when the form is not the code field's. */
export async function promoAction(
  context: Context,
  locale: PageLocale,
  form: FormData,
  cartId: string,
): Promise<PromoResult | null> {
  const intent = String(form.get("intent") ?? "");
  if (intent === "coupon") {
    const typed = String(form.get("couponCode") ?? "");
    const r = await gql(context, locale, CHECK, {
      cart: cartId,
      code: typed,
      c: locale.country,
    });
    const ok = r.checkCoupon.status_code === 200;
    const message = ok ? null : (r.checkCoupon.fieldErrors[0]?.message ?? r.checkCoupon.message);
    return { promo: { ok, intent, typed: ok ? "" : typed, message } };
  }
  if (intent === "removeCoupon" || intent === "removeGiftCard") {
    const r = await gql(context, locale, REMOVE, {
      cart: cartId,
      kind: intent === "removeGiftCard" ? "giftCard" : "coupon",
    });
    const ok = r.removeCoupon.status_code === 200;
    return { promo: { ok, intent, typed: "", message: ok ? null : r.removeCoupon.message } };
  }
  return null;
}
