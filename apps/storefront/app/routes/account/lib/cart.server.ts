import type { RouterContextProvider } from "react-router";
import type { CartGiftCard } from "../../../components/promotions/gift-card-line.tsx";
import { type Envelope, gql } from "../../../lib/graphql.ts";
import type { PageLocale } from "../../../lib/locale.ts";
import { guestCartOf } from "./session.server.ts";

export interface CartLine {
  _id: string;
  quantity: number;
  availableInCountry: boolean;
  priceOne: number | null;
  priceBeforeOffer: number | null;
  discountPercent: number;
  priceOfQuantity: number | null;
  features: Array<{ _id: string; property: string; arProperty: string; value: string; arValue: string }>;
  giftCard: CartGiftCard | null;
  image: {
    _id: string;
    path: string;
    product: {
      _id: string;
      slug: string;
      name: string;
      arName: string;
      maxPerOrder: number;
      availableEdition: number;
    };
  } | null;
}

export interface CartData {
  _id: string;
  user: string | null;
  totalQuantity: number;
  totalPrice: number;
  shippingFees: number;
  requiredTime: number;
  currency: string;
  cartProductsCodStatus: boolean;
  storedProduct: CartLine[];
}

export const CART_FIELDS = `_id user totalQuantity totalPrice shippingFees requiredTime currency cartProductsCodStatus
  storedProduct { _id quantity availableInCountry priceOne priceBeforeOffer discountPercent priceOfQuantity
    features { _id property arProperty value arValue }
    giftCard { _id price currency theme recipientName startDate }
    image { _id path product { _id slug name arName maxPerOrder availableEdition } } }`;

const BY_USER = `query CartByUser($c: String) { getCartBYUser(currentCountry: $c) { status_code data { ${CART_FIELDS} } } }`;
const BY_ID = `query CartById($id: ID!, $c: String) { getCartById(cart: $id, currentCountry: $c) { status_code data { ${CART_FIELDS} } } }`;

type Context = Readonly<RouterContextProvider>;

/** The visitor's cart: the user's, else the guest cart of the cookie (null when there is none). */
export async function visitorCart(
  context: Context,
  locale: PageLocale,
  request: Request,
  signedIn: boolean,
): Promise<CartData | null> {
  if (signedIn) {
    const r = await gql<{ getCartBYUser: Envelope<CartData> }>(context, locale, BY_USER, {
      c: locale.country,
    });
    return r.getCartBYUser.data;
  }
  const id = guestCartOf(request);
  if (!id) return null;
  const r = await gql<{ getCartById: Envelope<CartData> }>(context, locale, BY_ID, { id, c: locale.country });
  return r.getCartById.data;
}
