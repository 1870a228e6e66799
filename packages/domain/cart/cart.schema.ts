import { z } from "zod";

const id = z.uuid("INVALID_VALUE");

/** addToCart, reduceFromCart, removeFromCart: the specs' payload, plus the chosen features and a line id. */
export const CartChangeInput = z
  .object({
    cart: id.nullish(),
    image: id.nullish(),
    giftCard: id.nullish(),
    line: id.nullish(),
    features: z.array(id).max(30, "INVALID_VALUE").nullish(),
    quantity: z
      .number()
      .int("QUANTITY_INVALID")
      .min(1, "QUANTITY_INVALID")
      .max(1000, "NOT_ENOUGH_STOCK")
      .nullish(),
  })
  .refine((v) => v.image || v.giftCard || v.line, { path: ["image"], message: "FIELD_REQUIRED" });
export type CartChangeInput = z.output<typeof CartChangeInput>;

/**
 * replaceFakeCart (decision 0073): the guest cart's id as the cookie or the page kept it. One that
 * names no cart merges nothing (the user's cart is answered); a control character is refused.
 */
export const ReplaceFakeCartInput = z.object({
  fakeCartId: z.string({ error: "FIELD_REQUIRED" }).trim().max(100, "INVALID_VALUE"),
  userId: z.string().nullish(),
});
