import { createContext, useContext } from "react";
import { Icon } from "../layout/core-icons.tsx";

/**
 * What the cart and wishlist (another area) plug into the catalogue's buttons. Until they do,
 * the buttons render with data-product-id / data-image-id and do nothing.
 */
export interface CatalogActions {
  addToCart?: (item: {
    productId: string;
    imageId: string | null;
    features?: string[];
    quantity?: number;
  }) => void;
  toggleWishlist?: (item: { productId: string; imageId: string | null }) => void;
  /**
   * Whether the product is on the signed-in user's wishlist (the heart shows pressed, filled);
   * undefined for a visitor.
   */
  inWishlist?: (productId: string) => boolean | undefined;
}

/** The form a heart submits without JavaScript (the provider renders it: to sign in first). */
export const WISHLIST_FORM = "catalog-wishlist-form";

/**
 * The name and value a heart (a submit button of WISHLIST_FORM) posts without JavaScript for a
 * signed-in user (`saved` defined): what the click handler would send. Visitors post nothing.
 */
export function heartSubmission(saved: boolean | undefined, productId: string, imageId: string | null) {
  if (saved === undefined) return {};
  return imageId ? { name: "image", value: imageId } : { name: "product", value: productId };
}

export const CatalogActionsContext = createContext<CatalogActions>({});

export function useCatalogActions(): CatalogActions {
  return useContext(CatalogActionsContext);
}

export const HeartIcon = ({ size = 20 }: { size?: number }) => (
  <Icon size={size} strokeWidth={1.7}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
  </Icon>
);

export const BagIcon = ({ size = 18 }: { size?: number }) => (
  <Icon size={size} strokeWidth={1.7}>
    <path d="M5 8h14l-1 12H6L5 8zM9 8V6a3 3 0 0 1 6 0v2" />
  </Icon>
);
