import { data, type RouterContextProvider, redirect } from "react-router";
import { COUNTRIES } from "#i18n/locales.ts";
import { errorMessage } from "#i18n/messages/errors.ts";
import type { Address } from "../../../components/account/address-form.tsx";
import { localePath, type PageLocale } from "../../../lib/locale.ts";
import { type CartData, visitorCart } from "../../account/lib/cart.server.ts";
import { type CurrentUser, guard } from "../../account/lib/session.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * The checkout's guards (decision 0058), in the specs' order: blocked → home; a guest gets
 * `user: null` (the shipping step asks them to sign in in place); no email →
 * profile/edit?email=error; an empty cart → home.
 */
export async function checkoutGuard(
  args: Args,
): Promise<{ locale: PageLocale; user: CurrentUser | null; cart: CartData | null }> {
  const { locale, user } = await guard(args);
  if (!user) return { locale, user, cart: null };
  if (!user.email) throw redirect(localePath(locale, "/profile/edit?email=error"));
  const cart = await visitorCart(args.context, locale, args.request, true);
  if (!cart?.storedProduct.length) throw redirect(localePath(locale, "/"));
  // A line not sold here is never ordered: the cart says so and removes it (decision 0132).
  if (cart.storedProduct.some((l) => !l.availableInCountry)) throw redirect(localePath(locale, "/cart"));
  return { locale, user, cart };
}

/** An address's country matches the store's, by code or by its English or Arabic name. */
export function inCountry(address: Pick<Address, "country">, locale: PageLocale): boolean {
  const country = COUNTRIES[locale.country];
  const given = address.country.trim().toLowerCase();
  return [locale.country, country.names.en.toLowerCase(), country.names.ar].includes(given);
}

/**
 * The `addr` of the query: the user's (else the specs' 500 'This address is not found for this
 * user!'), in the current country (else home with msg=failAddress).
 */
export function addressOf(addresses: Address[], addr: string, locale: PageLocale): Address {
  const address = addresses.find((a) => a._id === addr);
  if (!address) throw data({ message: errorMessage("ADDRESS_NOT_FOUND", locale.lang) }, { status: 500 });
  if (!inCountry(address, locale)) throw redirect(`${localePath(locale, "/")}?msg=failAddress`);
  return address;
}
