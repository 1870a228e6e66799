import type { Location } from "react-router";
import type { Open } from "./auth-overlay-host.tsx";

/**
 * A visitor's wishlist heart (catalog-actions-provider.tsx), loaded with the sign-in overlay on
 * the first tap: the overlay opens in place and the item waits for the sign-in.
 */
export interface WishlistItem {
  productId: string;
  imageId: string | null;
}

/** How long a heart tapped by a visitor waits for the sign-in that lets it be added. */
const PENDING_MS = 30 * 60_000;

/** The heart waiting for the sign-in (one provider per page), with the page it was tapped on. */
let pending: { item: WishlistItem; pathname: string; at: number } | null = null;

export function signInFirst(item: WishlistItem, pathname: string, at: number, open: Open) {
  pending = { item, pathname, at };
  open("login", { inPlace: true });
}

/**
 * Back from signing in (once the account summary has the user and their list, `saved`): add the
 * heart the visitor tapped (already on the list: nothing is sent). Leaving the page forgets it.
 */
export function follow(
  location: Location,
  saved: Set<string> | null,
  send: (item: WishlistItem, ensureAdded: boolean) => void,
) {
  const p = pending;
  if (!p) return;
  if (location.pathname !== p.pathname) {
    pending = null;
    return;
  }
  // Signed in now (the account summary, loaded after the page, has the user's list, decision
  // 0128) and the address's loginSuccess dropped (useLoginSuccess): add it. Sent while that
  // navigation is under way, the toggle's revalidation would replace it and lose its kept scroll.
  if (!saved || new URLSearchParams(location.search).get("loginSuccess") === "true") return;
  pending = null;
  if (Date.now() - p.at < PENDING_MS && !saved.has(p.item.productId)) send(p.item, true);
}
