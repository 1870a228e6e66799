import { z } from "zod";
import { MAX_INT32, optionalIntBetween } from "#kernel/fields.ts";

/** An id as given (checked against the caller's rows later): text of a sane length. */
const id = z.string({ error: "FIELD_REQUIRED" }).trim().min(1, "FIELD_REQUIRED").max(100, "INVALID_VALUE");

/**
 * placeOrder's arguments (decision 0073): parsed before the flow records its run, so a control
 * character or an overlong value is refused on its field and never reaches the flows table.
 */
export const PlaceOrderArgs = z.object({
  cartId: id,
  addressId: id,
  method: z
    .string({ error: "PAYMENT_METHOD_REQUIRED" })
    .trim()
    .min(1, "PAYMENT_METHOD_REQUIRED")
    .max(40, "INVALID_VALUE"),
  returnUrl: z.string().max(2000, "INVALID_VALUE").nullish(),
  expectedTotal: optionalIntBetween(0, MAX_INT32),
});
