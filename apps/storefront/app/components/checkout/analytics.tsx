/** The checkout's data-layer events (decision 0067): begin_checkout on the first step, purchase once per order. */
import { useEffect } from "react";
import { COUNTRIES } from "#i18n/locales.ts";
import { type AnalyticsItem, once, pushCommerce, toMajor } from "../../lib/analytics.ts";
import { orderCountry } from "../orders/order-country.ts";

interface CartLine {
  quantity: number;
  priceOne: number | null;
  image: { product: { _id: string; name: string } } | null;
  giftCard: { _id: string } | null;
}

const itemsOf = (lines: CartLine[]): AnalyticsItem[] =>
  lines.map((l) => ({
    item_id: l.image?.product._id ?? l.giftCard?._id ?? "",
    item_name: l.image?.product.name ?? "Gift card",
    price: toMajor(l.priceOne ?? 0),
    quantity: l.quantity,
  }));

export function BeginCheckout({
  cart,
}: {
  cart: { _id: string; currency: string; storedProduct: CartLine[] };
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per cart shown, not per render
  useEffect(() => {
    pushCommerce("begin_checkout", cart.currency, itemsOf(cart.storedProduct));
  }, [cart._id]);
  return null;
}

export function Purchase({
  order,
}: {
  order: {
    _id: string;
    orderId: string;
    orderedFrom: string;
    totalPrice: number;
    items: Array<{ product: string | null; name: string; quantity: number; unitPrice: number }>;
  };
}) {
  useEffect(() => {
    once(`purchase:${order._id}`, () =>
      pushCommerce(
        "purchase",
        COUNTRIES[orderCountry(order)].currency,
        order.items.map((i) => ({
          item_id: i.product ?? "",
          item_name: i.name,
          price: toMajor(i.unitPrice),
          quantity: i.quantity,
        })),
        { transaction_id: order.orderId, value: toMajor(order.totalPrice) },
      ),
    );
  }, [order]);
  return null;
}
