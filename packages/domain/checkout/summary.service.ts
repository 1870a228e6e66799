/**
 * getCheckoutSummary (decision 0058): what placing the caller's cart would charge now, for each
 * payment method valid for this country and amount. The payment page shows it and sends back
 * the total it showed.
 */
import type { Language } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";
import { requireSignedIn } from "#kernel/permissions.ts";
import { cartForCheckout } from "../cart/cart.api.ts";
import { extraPriceIn } from "../catalog/catalog.api.ts";
import type { PaymentMethodRow } from "../payments/payments.api.ts";
import { baseQuote, methodsFor, type Quote, withMethod } from "./quote.service.ts";

/** Days added to the slowest product's preparation time for the end of the delivery window. */
export const DELIVERY_WINDOW_DAYS = 3;

export interface SummaryMethod extends PaymentMethodRow {
  localName: string;
  localDescription: string;
  localPromo: string;
  localGroupName: string;
  /** This method's own discount, its fee (cash on delivery) and the total with them. */
  discount: number;
  fee: number;
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
}

const addDays = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000);

export async function checkoutSummary(
  ctx: RequestContext,
  args: { cartId: string },
): Promise<CheckoutSummary> {
  requireSignedIn(ctx);
  const cart = await cartForCheckout(ctx, args.cartId);
  const base = await baseQuote(ctx, cart.lines);
  const ar = (ctx.language as Language) === "ar";
  const methods = (await methodsFor(ctx, base))
    .filter((m) => m.method !== "cod" || base.codAvailable)
    .map((m): SummaryMethod => {
      const priced: Quote = withMethod(base, m);
      return {
        ...m,
        localName: ar ? m.arDisplayName : m.displayName,
        localDescription: ar ? m.arDescriptionMethod : m.descriptionMethod,
        localPromo: ar ? m.arPromoCodeDescription : m.promoCodeDescription,
        localGroupName: ar ? m.arGroupName : m.groupName,
        discount: priced.discount,
        fee: priced.codFees,
        total: priced.total,
      };
    });
  const now = ctx.services.clock.now();
  return {
    cartId: cart.id,
    currency: base.currency,
    subtotal: base.subtotal,
    shippingFees: base.shippingFees,
    total: base.subtotal + base.shippingFees,
    codAvailable: base.codAvailable,
    requiredDays: base.requiredDays,
    deliveryFrom: addDays(now, base.requiredDays).toISOString(),
    deliveryTo: addDays(now, base.requiredDays + DELIVERY_WINDOW_DAYS).toISOString(),
    lines: base.lines.map(({ line, item }) => ({
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
    })),
    methods,
  };
}
