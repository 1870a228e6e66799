/**
 * Placing an order (decision 0056): one flow keyed by the cart. Local steps share one
 * transaction (its rollback undoes them); the remote step asks the payment provider to start.
 */
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { flow } from "#kernel/flow.ts";
import { requireSignedIn } from "#kernel/permissions.ts";
import { ownAddress } from "../accounts/accounts.api.ts";
import { cartForCheckout, closeOrderedCart } from "../cart/cart.api.ts";
import { extraPriceIn, reserveStock } from "../catalog/catalog.api.ts";
import { confirmCashOrder, createOrder } from "../orders/orders.api.ts";
import { cancelPayment, openPayment } from "../payments/payments.api.ts";
import { type Quote, quoteCart } from "./quote.service.ts";
import {
  type Customer,
  customerOf,
  defaultReturnUrl,
  returnTo,
  type StartedPayment,
  startPayment,
} from "./start-payment.ts";

export interface PlaceOrderInput {
  userId: string;
  cartId: string;
  addressId: string;
  method: string;
  returnUrl: string;
  /** The total the payment page showed; another total refuses with CHECKOUT_PRICE_CHANGED. */
  expectedTotal?: number | null;
}

export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  total: number;
  currency: string;
  paymentId: string;
  paymentStatus: string;
  redirectUrl: string | null;
  reference: string | null;
  referenceExpiresAt: string | null;
}

type State = {
  input: PlaceOrderInput;
  customer?: Customer;
  order?: { id: string; number: string; total: number; currency: string };
  paymentId?: string;
  payment?: StartedPayment;
};

/** The order's lines as bought: names, image, features, prices and costs copied now. */
function orderItems(quote: Quote, country: RequestContext["country"]) {
  return quote.lines.map(({ line, item }) => {
    const price = item.price!;
    return {
      productId: item.productId,
      imageId: item.imageId,
      designerId: item.designerId,
      name: item.name,
      arName: item.arName,
      imagePath: item.imagePath,
      features: item.features.map((f) => ({
        id: f.id,
        property: f.property,
        arProperty: f.arProperty,
        value: f.value,
        arValue: f.arValue,
        extraPrice: extraPriceIn(f, country),
      })),
      quantity: line.quantity,
      unitPrice: price.before,
      unitDiscount: price.before - price.after,
      lineTotal: price.after * line.quantity,
      tax: price.tax * line.quantity,
      revenue: item.revenue * line.quantity,
      siteRevenue: item.siteRevenue * line.quantity,
      manufacturingCost: item.manufacturingCost * line.quantity,
      shippingExpense: item.shippingFee * line.quantity,
      requiredDays: item.requiredDays ?? 0,
    };
  });
}

export const placeOrderFlow = flow<PlaceOrderInput, State, PlacedOrder>("place-order", {
  key: (input) => `cart:${input.cartId}`,
  local: [
    {
      name: "create-order",
      async run(ctx, st) {
        const { input } = st;
        if (!input.method)
          throw new DomainError("PAYMENT_METHOD_REQUIRED", 400, { method: "PAYMENT_METHOD_REQUIRED" });
        const cart = await cartForCheckout(ctx, input.cartId);
        const address = await ownAddress(ctx, input.addressId);
        if (address.country !== ctx.country) throw new DomainError("CHECKOUT_ADDRESS_COUNTRY", 400);
        const quote = await quoteCart(ctx, cart.lines, { method: input.method, lock: true });
        if (input.expectedTotal != null && input.expectedTotal !== quote.total)
          throw new DomainError("CHECKOUT_PRICE_CHANGED", 409);
        await reserveStock(
          ctx,
          quote.lines.map((q) => ({ productId: q.item.productId, quantity: q.line.quantity })),
        );
        const order = await createOrder(ctx, {
          userId: input.userId,
          cartId: cart.id,
          addressId: address.id,
          shippingAddress: { ...address, createdAt: undefined, updatedAt: undefined },
          country: ctx.country,
          currency: quote.currency,
          paymentMethod: input.method,
          subtotal: quote.subtotal,
          shippingFees: quote.shippingFees,
          discount: quote.discount,
          codFees: quote.codFees,
          totalPrice: quote.total,
          requiredDays: quote.requiredDays,
          items: orderItems(quote, ctx.country),
        });
        await closeOrderedCart(ctx, cart.id);
        st.order = { id: order.id, number: order.orderId, total: order.totalPrice, currency: order.currency };
        st.customer = await customerOf(ctx, address, input.userId);
      },
    },
    {
      name: "open-payment",
      async run(ctx, st) {
        const payment = await openPayment(ctx, {
          orderId: st.order!.id,
          method: st.input.method,
          amount: st.order!.total,
          currency: st.order!.currency as "EGP",
          idempotencyKey: `order:${st.order!.id}:1`,
        });
        st.paymentId = payment.id;
        if (st.input.method === "cod") await confirmCashOrder(ctx, st.order!.id);
      },
    },
  ],
  remote: [
    {
      name: "start-payment",
      async run(ctx, st) {
        st.payment = await startPayment(ctx, st.paymentId!, {
          orderNumber: st.order!.number,
          customer: st.customer!,
          returnUrl: returnTo(st.input.returnUrl, st.order!.id),
        });
      },
      async compensate(ctx, st) {
        if (st.paymentId) await cancelPayment(ctx, st.paymentId);
      },
    },
  ],
  result: (st) => ({
    orderId: st.order!.id,
    orderNumber: st.order!.number,
    total: st.order!.total,
    currency: st.order!.currency,
    paymentId: st.paymentId!,
    ...st.payment!,
  }),
});

/** placeOrder: the caller's cart becomes an order paid with `method`, delivered to `addressId`. */
export async function placeOrder(
  ctx: RequestContext,
  args: {
    cartId: string;
    addressId: string;
    method: string;
    returnUrl?: string | null;
    expectedTotal?: number | null;
  },
): Promise<PlacedOrder> {
  const user = requireSignedIn(ctx);
  return placeOrderFlow.run(ctx, {
    userId: user.id,
    cartId: args.cartId,
    addressId: args.addressId,
    method: args.method,
    returnUrl: args.returnUrl ?? defaultReturnUrl(ctx),
    expectedTotal: args.expectedTotal ?? null,
  });
}
