import { useEffect } from "react";
import {
  useFetcher,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
  useRouteLoaderData,
} from "react-router";
import { GUEST_CART_COOKIE, GUEST_CART_STORAGE_KEY } from "#domain/accounts/cookies.ts";
import { pushCommerce, pushEvent } from "../../lib/analytics.ts";
import { localePath } from "../../lib/locale.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { AccountSummary, AddToCartResult } from "../../routes/account/lib/types.ts";

/**
 * The header's account data: the session user and the cart count. Taken from the root loader
 * when it provides `account` (see the lead's wiring note), else loaded once from
 * /account/summary; either way React Router reloads it after every action, so the badge follows
 * add-to-cart without a page reload.
 */
export function useAccountSummary(): AccountSummary {
  const root = useRouteLoaderData("root") as { account?: AccountSummary } | undefined;
  const { locale } = useRootData();
  const fetcher = useFetcher<AccountSummary>({ key: "account-summary" });
  const fromRoot = root?.account;
  const { search } = useLocation();
  const justSignedIn = search.includes("loginSuccess=true");
  useEffect(() => {
    if (fromRoot || fetcher.state !== "idle") return;
    if (!fetcher.data || (justSignedIn && !fetcher.data.user))
      fetcher.load(localePath(locale, "/account/summary"));
  }, [fromRoot, fetcher, locale, justSignedIn]);
  const summary = fromRoot ?? fetcher.data ?? { user: null, cartCount: 0, cartId: null, wishlist: [] };
  useGuestCartSync(summary, !!fromRoot || (!!fetcher.data && fetcher.state === "idle" && !justSignedIn));
  useLoginSuccess(summary);
  return summary;
}

/** The guest cart id lives in localStorage (fakeCart) and in a cookie the server renders from. */
function useGuestCartSync(summary: AccountSummary, fresh: boolean) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new cart id re-syncs the storage
  useEffect(() => {
    if (!fresh) return;
    try {
      if (summary.user) {
        localStorage.removeItem(GUEST_CART_STORAGE_KEY);
        return;
      }
      const cookie = new RegExp(`(?:^|;\\s*)${GUEST_CART_COOKIE}=([^;]+)`).exec(document.cookie)?.[1];
      const stored = localStorage.getItem(GUEST_CART_STORAGE_KEY);
      if (cookie && cookie !== stored) localStorage.setItem(GUEST_CART_STORAGE_KEY, cookie);
      else if (!cookie && stored)
        void fetch("/cart/created", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ cart: stored, logged: false }),
        });
    } catch {
      // Storage can be unavailable (private mode); the cookie alone still works.
    }
  }, [summary.user, summary.cartId, fresh]);
}

/** loginSuccess=true: report the user id to the tag manager once, then drop the query. */
function useLoginSuccess(summary: AccountSummary) {
  const location = useLocation();
  const navigate = useNavigate();
  // Not while the page's data is reloaded (the overlay's sign-in revalidates): a navigation then
  // would replace that reload and lose its kept scroll position.
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const settled = navigation.state === "idle" && revalidator.state === "idle";
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get("loginSuccess") !== "true" || !summary.user || !settled) return;
    pushEvent({ event: "login", userId: summary.user._id });
    params.delete("loginSuccess");
    const q = params.toString();
    navigate(`${location.pathname}${q ? `?${q}` : ""}${location.hash}`, {
      replace: true,
      preventScrollReset: true,
    });
  }, [location, navigate, summary.user, settled]);
}

/**
 * For product cards and pages: `add({ image, quantity, features })` puts an item in the visitor's
 * cart (a guest cart is made and remembered when needed); `result` has ok, message and count.
 */
export function useAddToCart(key?: string) {
  const { locale } = useRootData();
  const fetcher = useFetcher<AddToCartResult>(key ? { key } : undefined);
  useEffect(() => {
    const id = fetcher.data?.cartId;
    if (!id || !fetcher.data?.ok) return;
    const added = fetcher.data.added;
    if (added) pushCommerce("add_to_cart", added.currency, [added.item]);
    try {
      localStorage.setItem(GUEST_CART_STORAGE_KEY, id);
    } catch {
      // see useGuestCartSync
    }
  }, [fetcher.data]);
  return {
    add(item: { image?: string; giftCard?: string; quantity?: number; features?: string[] }) {
      const form = new FormData();
      if (item.image) form.set("image", item.image);
      if (item.giftCard) form.set("giftCard", item.giftCard);
      form.set("quantity", String(item.quantity ?? 1));
      for (const f of item.features ?? []) form.append("features", f);
      fetcher.submit(form, { method: "post", action: localePath(locale, "/cart/add") });
    },
    busy: fetcher.state !== "idle",
    result: fetcher.data,
    /** The form element to use without JavaScript: <fetcher.Form action={action}>. */
    Form: fetcher.Form,
    action: localePath(locale, "/cart/add"),
  };
}

/**
 * The signed-in user (null for a visitor or while unknown) and their wishlisted product ids, from
 * the root data or the summary loaded after a shared page (decision 0128), without the header's side effects (useAccountSummary reports loginSuccess
 * and syncs the guest cart).
 */
export function useSignedIn(): Pick<AccountSummary, "user" | "wishlist"> & { known: boolean } {
  const root = useRouteLoaderData("root") as { account?: AccountSummary } | undefined;
  const fetcher = useFetcher<AccountSummary>({ key: "account-summary" });
  const summary = root?.account ?? fetcher.data;
  // `known`: false on a shared page until its summary has come (and always without JavaScript).
  return { user: summary?.user ?? null, wishlist: summary?.wishlist ?? [], known: summary !== undefined };
}
