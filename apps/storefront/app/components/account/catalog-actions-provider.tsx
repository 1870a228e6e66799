import type { ReactNode } from "react";
import { CatalogActionsContext } from "../catalog/actions.tsx";
import { useAddToCart, useWishlistToggle } from "./use-account.ts";

/**
 * Plugs the cart and the wishlist into the catalogue's buttons (components/catalog/actions.tsx):
 * wrap the page in it once (root.tsx). Add-to-cart posts to /cart/add (the header badge follows);
 * the heart posts to /wishlist/toggle (a visitor is sent to sign in).
 */
export function CatalogActionsProvider({ children }: { children: ReactNode }) {
  const cart = useAddToCart("catalog-add-to-cart");
  const wishlist = useWishlistToggle("catalog-wishlist");
  return (
    <CatalogActionsContext.Provider
      value={{
        addToCart: (item) => {
          if (item.imageId) cart.add({ image: item.imageId, features: item.features });
        },
        toggleWishlist: (item) =>
          wishlist.toggle(item.imageId ? { image: item.imageId } : { product: item.productId }),
      }}
    >
      {children}
    </CatalogActionsContext.Provider>
  );
}
