/**
 * How long an unpaid order holds its products, shared by the expiry job and the payment page
 * (decision 0105): a leaf module, no imports.
 */

/** Minutes an order may wait for its payment before it is cancelled and its stock released. */
export const UNPAID_ORDER_MINUTES = 60;
