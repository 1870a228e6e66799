import type { RouterContextProvider } from "react-router";
import { guestCartFrom, readCookie, SESSION_COOKIE } from "#domain/accounts/cookies.ts";
import { localeOfRequest } from "../../../lib/locale.ts";
import { visitorCart } from "./cart.server.ts";
import { currentUser } from "./session.server.ts";
import type { AccountSummary } from "./types.ts";

/** The header's account menu and cart badge: the session user and the cart count (root loader or /account/summary). */
export async function accountSummary(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<AccountSummary> {
  // No session (cookie or bearer token) and no guest cart: nobody and nothing to look up.
  const cookies = request.headers.get("cookie");
  const known =
    !!readCookie(cookies, SESSION_COOKIE) ||
    !!guestCartFrom(cookies) ||
    !!request.headers.get("authorization");
  if (!known) return { user: null, cartCount: 0, cartId: null };
  const locale = localeOfRequest(request);
  const user = await currentUser(context, locale);
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
  };
}
