import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath } from "../../lib/locale.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { AddToCartResult, WishlistToggleResult } from "../../routes/account/lib/types.ts";
import { CatalogActionsContext, WISHLIST_FORM } from "../catalog/actions.tsx";
import { SnackbarProvider, useSnackbar } from "../layout/snackbar.tsx";
import { AuthOverlayProvider, loadOverlay, useOpenOverlay } from "./auth-overlay-host.tsx";
import { MiniCart, type MiniCartState } from "./mini-cart.tsx";
import { useAddToCart, useSignedIn } from "./use-account.ts";
import type { WishlistItem } from "./wishlist-sign-in.ts";

/**
 * Plugs the cart and the wishlist into the catalogue's buttons (components/catalog/actions.tsx):
 * wrap the page in it once (root.tsx). It also holds the page's sign-in overlay
 * (auth-overlay-host.tsx; the header's links use it). Add-to-cart posts to /cart/add (the header
 * badge follows); the heart posts to /wishlist/toggle and shows filled while the product is on the
 * signed-in user's list: the ids come with the account summary of the root data (server-rendered),
 * which React Router reloads after each toggle, so every heart of the product follows at once.
 */
export function CatalogActionsProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider>
      <AuthOverlayProvider>
        <CatalogActions>{children}</CatalogActions>
      </AuthOverlayProvider>
    </SnackbarProvider>
  );
}

function CatalogActions({ children }: { children: ReactNode }) {
  const cart = useAddToCart("catalog-add-to-cart");
  const wishlist = useWishlistHearts();
  const miniCart = useAddToCartFeedback(cart.result);
  return (
    <CatalogActionsContext.Provider
      value={{
        addToCart: (item) => {
          if (item.imageId)
            cart.add({ image: item.imageId, features: item.features, quantity: item.quantity });
        },
        toggleWishlist: wishlist.toggle,
        inWishlist: wishlist.has,
      }}
    >
      {/* Before the page: a streamed page's hearts (submit buttons naming this form) work as
          soon as they are drawn, without JavaScript too. */}
      {wishlist.loginForm}
      {children}
      <MiniCart state={miniCart} />
    </CatalogActionsContext.Provider>
  );
}

type Item = WishlistItem;

/**
 * The hearts. A visitor's tap opens the sign-in overlay in place (auth-overlay-host.tsx): after
 * signing in (or signing up) the page comes back without a reload, with loginSuccess=true, and
 * the item is added (it is what the visitor wanted: if it was on their list already it stays
 * there; already on it, nothing is sent) and its heart shows filled. That path is loaded with
 * the overlay on the first tap (wishlist-sign-in.ts). Without JavaScript the heart submits
 * `loginForm`: the login page, and back to this page after.
 */
function useWishlistHearts() {
  const { locale } = useRootData();
  const { user, wishlist } = useSignedIn();
  const open = useOpenOverlay();
  const location = useLocation();
  const fetcher = useFetcher<WishlistToggleResult>({ key: "catalog-wishlist" });
  /**
   * The item of the request in flight (`answered`: the fetcher's answer before it); `ensureAdded`:
   * toggle back when it turns out it was on the list already.
   */
  const sent = useRef<{ item: Item; ensureAdded: boolean; answered: unknown } | null>(null);
  /** The visitor's path, once a heart has needed it. */
  const visitor = useRef<typeof import("./wishlist-sign-in.ts") | null>(null);

  const back = new URLSearchParams(location.search);
  back.set("loginSuccess", "true");
  const loginHref = localePath(locale, "/login");
  const next = `${location.pathname}?${back}`;

  const latest = useRef({ submit: fetcher.submit, data: fetcher.data as unknown });
  latest.current = { submit: fetcher.submit, data: fetcher.data };
  const send = useCallback(
    (item: Item, ensureAdded: boolean) => {
      sent.current = { item, ensureAdded, answered: latest.current.data };
      const form = new FormData();
      if (item.imageId) form.set("image", item.imageId);
      else form.set("product", item.productId);
      void latest.current.submit(form, { method: "post", action: localePath(locale, "/wishlist/toggle") });
    },
    [locale],
  );

  const here = { pathname: location.pathname, fallback: `${loginHref}?next=${encodeURIComponent(next)}` };
  const place = useRef(here);
  place.current = here;
  const signInFirst = useCallback(
    (item: Item) => {
      const { pathname, fallback } = place.current;
      const at = Date.now();
      // No provider, or a chunk that cannot load (a new release, offline): the login page.
      const leave = () => window.location.assign(fallback);
      if (!open) return leave();
      Promise.all([import("./wishlist-sign-in.ts"), loadOverlay()]).then(([m]) => {
        visitor.current = m;
        m.signInFirst(item, pathname, at, open);
      }, leave);
    },
    [open],
  );

  const signedIn = !!user;
  const saved = useMemo(() => (signedIn ? new Set(wishlist) : null), [signedIn, wishlist]);
  const toggle = useCallback(
    (item: Item) => (signedIn ? send(item, false) : signInFirst(item)),
    [signedIn, send, signInFirst],
  );
  const has = useCallback((productId: string) => (saved ? saved.has(productId) : undefined), [saved]);

  // The answer of the toggle in flight.
  useEffect(() => {
    const s = sent.current;
    if (fetcher.state !== "idle" || !fetcher.data || !s || fetcher.data === s.answered) return;
    sent.current = null;
    if (fetcher.data.needsLogin) return signInFirst(s.item);
    if (!fetcher.data.ok) return;
    if (s.ensureAdded && !fetcher.data.inWishlist) send(s.item, false);
  }, [fetcher.state, fetcher.data, send, signInFirst]);

  // Back from signing in: add the heart the visitor tapped (wishlist-sign-in.ts).
  useEffect(() => visitor.current?.follow(location, saved, send), [location, saved, send]);

  // What a heart (a submit button naming its product) does without JavaScript: a visitor signs in
  // first; a signed-in user toggles and comes back to this page. With JavaScript the click handler
  // does it in place instead.
  const loginForm = (
    <form
      id={WISHLIST_FORM}
      method={signedIn ? "post" : "get"}
      action={signedIn ? localePath(locale, "/wishlist/toggle") : loginHref}
      hidden
      onSubmit={(e) => e.preventDefault()}
    >
      <input type="hidden" name="next" value={signedIn ? location.pathname + location.search : next} />
    </form>
  );
  return { toggle, has, loginForm };
}

/**
 * Says how adding to the cart went: the mini-cart with the line it went into (mini-cart.tsx), or
 * the refusal in a snackbar for 10 s. Answers the mini-cart's state.
 */
function useAddToCartFeedback(result: AddToCartResult | undefined): MiniCartState | null {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const { user } = useSignedIn();
  const show = useSnackbar();
  const told = useRef<AddToCartResult | undefined>(undefined);
  const [miniCart, setMiniCart] = useState<MiniCartState | null>(null);
  useEffect(() => {
    if (!result || told.current === result) return;
    told.current = result;
    if (result.ok && result.line) {
      const line = result.line;
      setMiniCart((last) => ({
        line,
        count: result.count,
        signedIn: !!user,
        serial: (last?.serial ?? 0) + 1,
      }));
    } else if (result.ok)
      show({
        text: t("snackbar.addedToCart"),
        tone: "success",
        action: { label: t("snackbar.viewCart"), to: localePath(locale, "/cart") },
      });
    else show({ text: result.message, tone: "error" });
  }, [result, show, t, locale, user]);
  return miniCart;
}
