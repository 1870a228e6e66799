import type { Language } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";
import { parseInput } from "#kernel/input.ts";
import { requireSignedIn } from "#kernel/permissions.ts";
import { cartForCheckout } from "../cart/cart.api.ts";
import { type PaymentMethodRow, paymentMethodsHere } from "../payments/payments.api.ts";
import { CodeInput, findPromotionCode } from "../promotions/promotions.api.ts";
import { quoteWithCode } from "./coupon.service.ts";
import { quoteCart } from "./quote.service.ts";

/**
 * getFinalPrice: what the caller's cart costs now in the current country, with the method's
 * discount and fee and its promotions; `couponCode` prices it with that code instead of the
 * cart's own (its problem is the answer when it does not apply).
 */
export async function finalPrice(
  ctx: RequestContext,
  args: { cartId: string; paymentMethod?: string | null; couponCode?: string | null },
): Promise<number> {
  requireSignedIn(ctx);
  const cart = await cartForCheckout(ctx, args.cartId);
  if (!args.couponCode?.trim()) return (await quoteCart(ctx, cart, { method: args.paymentMethod })).total;
  const found = await findPromotionCode(ctx, parseInput(CodeInput, args.couponCode));
  const quote = await quoteWithCode(ctx, cart, found, { method: args.paymentMethod });
  return quote.total;
}

export interface PaymentMethodGroup {
  group: string;
  groupName: string;
  groupIcon: string;
  groupDescription: string;
  items: Array<PaymentMethodRow & { localName: string; localDescription: string; localPromo: string }>;
}

/** getPaymentMethods: the methods usable here, grouped as the specs' entity describes, in the caller's language. */
export async function paymentMethodGroups(ctx: RequestContext): Promise<PaymentMethodGroup[]> {
  const ar = (ctx.language as Language) === "ar";
  const groups = new Map<string, PaymentMethodGroup>();
  for (const m of await paymentMethodsHere(ctx)) {
    let group = groups.get(m.group);
    if (!group) {
      group = {
        group: m.group,
        groupName: ar ? m.arGroupName : m.groupName,
        groupIcon: m.groupIcon,
        groupDescription: ar ? m.arGroupDescription : m.groupDescription,
        items: [],
      };
      groups.set(m.group, group);
    }
    group.items.push({
      ...m,
      localName: ar ? m.arDisplayName : m.displayName,
      localDescription: ar ? m.arDescriptionMethod : m.descriptionMethod,
      localPromo: ar ? m.arPromoCodeDescription : m.promoCodeDescription,
    });
  }
  return [...groups.values()];
}
