import type { AnalyticsItem } from "../../../lib/analytics.ts";
import type { ResultOf } from "../../../lib/shop-graphql.ts";
import type { SUMMARY } from "./summary.server.ts";
/** Shapes the account resource routes answer (shared with the client hooks). */
export interface AccountSummary {
  user: NonNullable<ResultOf<typeof SUMMARY>["getUserById"]["data"]> | null;
  cartCount: number;
  cartId: string | null;
  /** The products on the signed-in user's own wishlist (the hearts show them saved); [] for visitors. */
  wishlist: string[];
}

export interface AddToCartResult {
  ok: boolean;
  message: string;
  cartId: string | null;
  count: number;
  /** What was added, for the data layer's add_to_cart (a product line; not a gift card). */
  added?: { currency: string; item: AnalyticsItem } | null;
  /** The cart line the item went into, in the page's language, for the mini-cart (a product line). */
  line?: AddedLine | null;
}

export interface AddedLine {
  name: string;
  image: string;
  /** "Colour: Sand", one per chosen option. */
  options: string[];
  /** The line's quantity now (it may have held some already). */
  quantity: number;
  priceOne: number | null;
  /** The cart's subtotal in the page's country. */
  subtotal: number;
}

export interface WishlistToggleResult {
  ok: boolean;
  inWishlist: boolean;
  needsLogin: boolean;
  message: string;
}
