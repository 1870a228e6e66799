/**
 * Placing an order (decision 0056): one flow keyed by the cart. Local steps share one
 * transaction (its rollback undoes them); the remote step asks the payment provider to start.
 */
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { flow } from "#kernel/flow.ts";
import { parseInput } from "#kernel/input.ts";
import { requireSignedIn } from "#kernel/permissions.ts";
import { ownAddress } from "../accounts/accounts.api.ts";
import { cartForCheckout, closeOrderedCart } from "../cart/cart.api.ts";
import { extraPriceIn, reserveStock } from "../catalog/catalog.api.ts";
import { confirmCashOrder, confirmPaidOrder, createOrder, type NewOrder } from "../orders/orders.api.ts";
import { cancelPayment, openPayment } from "../payments/payments.api.ts";
import { giftCardLine, redeemPromotions } from "../promotions/promotions.api.ts";
import { GIFT_CARD_METHOD } from "./checkout.rules.ts";
import { PlaceOrderArgs } from "./place-order.schema.ts";
import { type Quote, quoteCart } from "./quote.service.ts";
import {
  type Customer,
  customerOf,
  defaultReturnUrl,
  reconcileTimes,
  returnTo,
  type StartedPayment,
  startPayment,
} from "./start-payment.ts";

interface PlaceOrderInput {
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
  /** Null when the gift card paid all of it (no payment attempt). */
  paymentId: string | null;
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

/** A gift card paid the whole order: there is no attempt to start. */
const PAID_BY_GIFT_CARD: StartedPayment = {
  paymentStatus: "captured",
  redirectUrl: null,
  reference: null,
  referenceExpiresAt: null,
};

/** The total moved since the page showed it: the coupon's problem when it is the reason, else prices. */
function priceChanged(quote: Quote): DomainError {
  const problem = quote.promotions.coupon?.problem;
  if (problem && problem !== "COUPON_NOT_FOR_METHOD" && problem !== "COUPON_NOT_FOR_ADDRESS")
    return new DomainError(problem, 409, { couponCode: problem });
  return new DomainError("CHECKOUT_PRICE_CHANGED", 409);
}

/** The promotions the order used, as the order stores them (decision 0059). */
function promotionsUsed(quote: Quote) {
  const { coupon, referral, giftCard } = quote.promotions;
  return {
    usedCouponId: coupon && !coupon.problem ? coupon.row.id : null,
    couponDiscount: quote.couponDiscount,
    usedReferralCode: referral ? referral.offer.code : null,
    referralDiscount: quote.referralDiscount,
    usedGiftCardId: giftCard && giftCard.amount > 0 ? giftCard.row.id : null,
    giftCardAmount: quote.giftCardAmount,
  };
}

/** The order's lines as bought: names, image, features, prices and costs copied now; gift cards last. */
function orderItems(quote: Quote, country: RequestContext["country"]): NewOrder["items"] {
  const cards = quote.giftCards.map((card) => ({
    giftCardId: card.id,
    ...giftCardLine(card),
    quantity: 1,
    unitPrice: card.price,
    lineTotal: card.price,
  }));
  return [...productItems(quote, country), ...cards];
}

function productItems(quote: Quote, country: RequestContext["country"]) {
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

const placeOrderFlow = flow<PlaceOrderInput, State, PlacedOrder>("place-order", {
  // The shopper's own repeat answers the same order; another user naming that cart must not
  // hear its order (ids, total, payment link): the key is the user's as well as the cart's.
  key: (input) => `cart:${input.userId}:${input.cartId}`,
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
        const quote = await quoteCart(ctx, cart, { method: input.method, lock: true, address });
        if (input.expectedTotal != null && input.expectedTotal !== quote.total) throw priceChanged(quote);
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
          ...promotionsUsed(quote),
          paidInFull: input.method === GIFT_CARD_METHOD,
          totalPrice: quote.total,
          requiredDays: quote.requiredDays,
          items: orderItems(quote, ctx.country),
        });
        await redeemPromotions(
          ctx,
          { id: order.id, userId: input.userId, currency: quote.currency },
          quote.promotions,
        );
        await closeOrderedCart(ctx, cart.id);
        st.order = { id: order.id, number: order.orderId, total: order.totalPrice, currency: order.currency };
        st.customer = await customerOf(ctx, address, input.userId);
      },
    },
    {
      name: "open-payment",
      async run(ctx, st) {
        if (st.input.method === GIFT_CARD_METHOD) return confirmPaidOrder(ctx, st.order!.id);
        const payment = await openPayment(ctx, {
          orderId: st.order!.id,
          method: st.input.method,
          amount: st.order!.total,
          currency: st.order!.currency as "EGP",
          idempotencyKey: `order:${st.order!.id}:1`,
          reconcileAt: reconcileTimes(ctx.services.clock.now()),
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
        if (!st.paymentId) return;
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
    paymentId: st.paymentId ?? null,
    ...(st.payment ?? PAID_BY_GIFT_CARD),
  }),
});

/** The flow's name (a process that resumes flows must have defined it: checkout.api.ts). */
export const PLACE_ORDER_FLOW = placeOrderFlow.name;

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
  const input = parseInput(PlaceOrderArgs, args);
  return placeOrderFlow.run(ctx, {
    userId: user.id,
    cartId: input.cartId,
    addressId: input.addressId,
    method: input.method,
    returnUrl: input.returnUrl ?? defaultReturnUrl(ctx),
    expectedTotal: input.expectedTotal,
  });
}
