import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The account pages; `id` keeps the plain and prefixed copies apart (see routes.ts). */
export function accountPages(id: string): RouteConfigEntry[] {
  const r = (path: string, file: string, name: string) =>
    route(path, `routes/account/${file}`, { id: `${id}account-${name}` });
  return [
    r("login", "login.tsx", "login"),
    r("register", "register.tsx", "register"),
    r("forgetPassword", "forget-password.tsx", "forget-password"),
    r("resetPassword", "reset-password.tsx", "reset-password"),
    r("cart", "cart.tsx", "cart"),
    route("profile", "routes/account/profile/layout.tsx", { id: `${id}account-profile` }, [
      index("routes/account/profile/index.tsx", { id: `${id}account-profile-index` }),
      r("edit", "profile/edit.tsx", "profile-edit"),
      r("addresses", "profile/addresses.tsx", "profile-addresses"),
      r("orders", "profile/orders.tsx", "profile-orders"),
      r("orders/:id", "profile/order.tsx", "profile-order"),
      r("wishlist", "profile/wishlist.tsx", "profile-wishlist"),
      r("wishlists/:id", "profile/wishlist.tsx", "profile-wishlists"),
      r("deactivate", "profile/deactivate.tsx", "profile-deactivate"),
      r("referral-code", "profile/referral-code.tsx", "profile-referral"),
      r("products", "profile/products.tsx", "profile-products"),
      r("products/add", "profile/product-add.tsx", "profile-product-add"),
      r("products/discuss/:id", "profile/product-discuss.tsx", "profile-product-discuss"),
      r("payment", "profile/payment.tsx", "profile-payment"),
      r("profits", "profile/profits.tsx", "profile-profits"),
    ]),
    // Resource routes: no page of their own.
    r("account/welcome", "welcome.ts", "welcome"),
    r("account/logout", "logout.ts", "logout"),
    r("account/summary", "summary.ts", "summary"),
    r("cart/add", "cart-add.ts", "cart-add"),
    r("wishlist/toggle", "wishlist-toggle.ts", "wishlist-toggle"),
  ];
}
