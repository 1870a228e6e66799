/**
 * The checkout's constants that the storefront also needs (decision 0105): a leaf module, no
 * imports, so a page can import it without the services.
 */

/** The method an order is placed with when its gift card pays all of it. */
export const GIFT_CARD_METHOD = "gift_card";
