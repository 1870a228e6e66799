import { data } from "react-router";
import { guestCartCookie } from "#domain/accounts/cookies.ts";
import { toMajor } from "../../lib/analytics.ts";
import { gql } from "../../lib/graphql.ts";
import { localeOfRequest } from "../../lib/locale.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/cart-add";
import { currentUser, guestCartOf, secureCookies } from "./lib/session.server.ts";
import type { AddToCartResult } from "./lib/types.ts";

const ADD = graphql(`
  mutation AddToCart($cart: ID, $image: ID, $giftCard: ID, $features: [ID!], $quantity: Int, $c: String) {
    addToCart(cart: $cart, image: $image, giftCard: $giftCard, features: $features, quantity: $quantity, currentCountry: $c) {
      status_code message code errors data { _id user totalQuantity totalPrice currency
        storedProduct { quantity priceOne features { _id property arProperty value arValue }
          image { _id path product { _id name arName } } } } } }
`);

/**
 * POST (form fields image, quantity, features (repeated), giftCard): adds to the visitor's cart.
 * A guest without a cart gets one, kept in the manzil_cart cookie (and by the page in localStorage).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const text = (k: string) => (form.get(k) ? String(form.get(k)) : undefined);
  const quantity = Number(text("quantity") ?? 1);
  const signedIn = !!(await currentUser(context, locale));
  const guestCart = signedIn ? undefined : guestCartOf(request);
  const add = (cart: string | undefined) =>
    gql(context, locale, ADD, {
      cart,
      image: text("image"),
      giftCard: text("giftCard"),
      features: form.getAll("features").map(String),
      quantity: Number.isFinite(quantity) ? Math.trunc(quantity) : 1,
      c: locale.country,
    });
  let r = await add(guestCart);
  // A guest cart that was merged or ordered meanwhile: start a new one.
  if (guestCart && r.addToCart.code === "CART_NOT_FOUND") r = await add(undefined);
  const cart = r.addToCart.data;
  const features = form.getAll("features").map(String).sort().join();
  const line = cart?.storedProduct.find(
    (l) =>
      l.image &&
      l.image._id === text("image") &&
      l.features
        .map((f) => f._id)
        .sort()
        .join() === features,
  );
  const result: AddToCartResult = {
    ok: r.addToCart.status_code === 200,
    message: r.addToCart.errors[0] ?? r.addToCart.message,
    cartId: cart?._id ?? null,
    count: cart?.totalQuantity ?? 0,
    added:
      cart && line?.image && r.addToCart.status_code === 200
        ? {
            currency: cart.currency,
            item: {
              item_id: line.image.product._id,
              item_name: line.image.product.name,
              price: toMajor(line.priceOne ?? 0),
              quantity: Number.isFinite(quantity) ? Math.trunc(quantity) : 1,
            },
          }
        : null,
    line:
      cart && line?.image && r.addToCart.status_code === 200
        ? {
            name: locale.lang === "ar" ? line.image.product.arName : line.image.product.name,
            image: line.image.path,
            options: line.features.map((f) =>
              locale.lang === "ar" ? `${f.arProperty}: ${f.arValue}` : `${f.property}: ${f.value}`,
            ),
            quantity: line.quantity,
            priceOne: line.priceOne,
            subtotal: cart.totalPrice,
          }
        : null,
  };
  const headers = new Headers();
  if (cart && !cart.user && cart._id !== guestCartOf(request))
    headers.append("set-cookie", guestCartCookie(cart._id, secureCookies(context)));
  return data(result, { status: result.ok ? 200 : r.addToCart.status_code === 404 ? 404 : 400, headers });
}
