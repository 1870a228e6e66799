/** The cart's public surface (decision 0055): what checkout needs of a cart. */

export { quantityProblem } from "./cart.rules.ts";
export { addToCart } from "./cart.service.ts";
export {
  type CheckoutCart,
  type CheckoutLine,
  cartForCheckout,
  closeOrderedCart,
  setCartPromotion,
  takePromotionOff,
} from "./checkout.service.ts";
