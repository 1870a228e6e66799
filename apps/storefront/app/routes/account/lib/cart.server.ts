import type { RouterContextProvider } from "react-router";
import { gql } from "../../../lib/graphql.ts";
import type { PageLocale } from "../../../lib/locale.ts";
import { graphql, type ResultOf } from "../../../lib/shop-graphql.ts";
import { guestCartOf } from "./session.server.ts";

const CartFields = graphql(`
  fragment CartFields on Cart {
    _id user totalQuantity totalPrice shippingFees requiredTime currency cartProductsCodStatus
    storedProduct {
      _id quantity availableInCountry priceOne priceBeforeOffer discountPercent priceOfQuantity
      features { _id property arProperty value arValue }
      giftCard { _id price currency theme recipientName startDate }
      image { _id path product { _id slug name arName maxPerOrder availableEdition } }
    }
  }
`);

export type CartData = ResultOf<typeof CartFields>;
export type CartLine = CartData["storedProduct"][number];

const BY_USER = graphql(
  `
  query CartByUser($c: String) { getCartBYUser(currentCountry: $c) { status_code data { ...CartFields } } }
`,
  [CartFields],
);
const BY_ID = graphql(
  `
  query CartById($id: ID!, $c: String) { getCartById(cart: $id, currentCountry: $c) { status_code data { ...CartFields } } }
`,
  [CartFields],
);

type Context = Readonly<RouterContextProvider>;

/** The visitor's cart: the user's, else the guest cart of the cookie (null when there is none). */
export async function visitorCart(
  context: Context,
  locale: PageLocale,
  request: Request,
  signedIn: boolean,
): Promise<CartData | null> {
  if (signedIn) {
    const r = await gql(context, locale, BY_USER, {
      c: locale.country,
    });
    return r.getCartBYUser.data;
  }
  const id = guestCartOf(request);
  if (!id) return null;
  const r = await gql(context, locale, BY_ID, { id, c: locale.country });
  return r.getCartById.data;
}
