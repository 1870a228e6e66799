/** Shapes the account resource routes answer (shared with the client hooks). */
export interface AccountSummary {
  user: {
    _id: string;
    fName: string;
    name: string;
    role: string;
    image: string | null;
    responsesReaded: number;
  } | null;
  cartCount: number;
  cartId: string | null;
}

export interface AddToCartResult {
  ok: boolean;
  message: string;
  cartId: string | null;
  count: number;
}

export interface WishlistToggleResult {
  ok: boolean;
  inWishlist: boolean;
  needsLogin: boolean;
  message: string;
}
