import { createContext, useContext } from "react";
import { SpriteIcon } from "../layout/core-icons.tsx";

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

/** On every card: from the sprite (icon-sprite.tsx). */
export const HeartIcon = ({ size = 20 }: { size?: number }) => <SpriteIcon name="heart" size={size} />;

export const BagIcon = ({ size = 18 }: { size?: number }) => <SpriteIcon name="bag" size={size} />;
