import type { RouterContextProvider } from "react-router";
import { guestCartFrom, readCookie, SESSION_COOKIE } from "#domain/accounts/cookies.ts";
import { gql } from "../../../lib/graphql.ts";
import { localeOfRequest } from "../../../lib/locale.ts";
import { graphql } from "../../../lib/shop-graphql.ts";
import { visitorCart } from "./cart.server.ts";
import type { AccountSummary } from "./types.ts";

/**
 * The session user and, only when the request carries a session, the products on their own
 * wishlist (one indexed query; a guest-cart visitor does not ask for it).
 */
export const SUMMARY = graphql(`query AccountSummary($session: Boolean!) {
  getUserById { status_code data { _id fName name role image responsesReaded } }
  getWishlistProductIds @include(if: $session) { status_code data { products } }
}`);

/**
 * The header's account menu and cart badge, and the wishlist hearts: the session user, the cart
 * count and the user's wishlisted product ids (root loader or /account/summary).
 */
export async function accountSummary(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<AccountSummary> {
  // No session (cookie or bearer token) and no guest cart: nobody and nothing to look up.
  const cookies = request.headers.get("cookie");
  const session = !!readCookie(cookies, SESSION_COOKIE) || !!request.headers.get("authorization");
  if (!session && !guestCartFrom(cookies)) return { user: null, cartCount: 0, cartId: null, wishlist: [] };
  const locale = localeOfRequest(request);
  const r = await gql(context, locale, SUMMARY, { session });
  const user = r.getUserById.status_code === 200 ? r.getUserById.data : null;
  const cart = await visitorCart(context, locale, request, !!user).catch(() => null);
  return {
    user: user
      ? {
          _id: user._id,
          fName: user.fName,
          name: user.name,
          role: user.role,
          image: user.image,
          responsesReaded: user.responsesReaded,
        }
      : null,
    cartCount: cart?.totalQuantity ?? 0,
    cartId: cart?._id ?? null,
    wishlist: (user && r.getWishlistProductIds?.data?.products) || [],
  };
}
