import type { RouterContextProvider } from "react-router";
import type { Address, Gov } from "../../../components/account/address-form.tsx";
import { type Envelope, gql } from "../../../lib/graphql.ts";
import type { PageLocale } from "../../../lib/locale.ts";

/** The address book's mutations, shared by profile/addresses and the checkout's shipping step. */
const FIELDS = `$governorateId: ID, $areaId: ID, $fName: String, $lName: String, $phone: String, $streetName: String, $building: String, $floorNo: String, $apartment: String, $country: String`;
const ARGS = `governorateId: $governorateId, areaId: $areaId, fName: $fName, lName: $lName, phone: $phone, streetName: $streetName, building: $building, floorNo: $floorNo, apartment: $apartment, country: $country`;
const ADD = `mutation AddAddress(${FIELDS}) { addAddress(${ARGS}) { status_code message errors data { _id } } }`;
const UPDATE = `mutation UpdateAddress($address: ID!, ${FIELDS}) { updateAddress(address: $address, ${ARGS}) { status_code message errors data { _id } } }`;
export const REMOVE_ADDRESS = `mutation RemoveAddress($address: ID!) { removeAddress(address: $address) { status_code message errors } }`;

/** The address form's fields as the mutations take them, in the page's country. */
function addressVariables(form: FormData, locale: PageLocale) {
  const text = (k: string) => (form.get(k) ? String(form.get(k)) : null);
  return {
    governorateId: text("governorateId"),
    areaId: text("areaId"),
    fName: text("fName") ?? "",
    lName: text("lName"),
    phone: text("phone") ?? "",
    streetName: text("streetName") ?? "",
    building: text("building") ?? "",
    floorNo: text("floorNo"),
    apartment: text("apartment"),
    country: locale.country,
  };
}

/** Adds an address (or updates `id`); answers the envelope with the saved address's id. */
export async function saveAddress(
  context: Readonly<RouterContextProvider>,
  locale: PageLocale,
  form: FormData,
  id: string | null,
): Promise<Envelope<{ _id: string }>> {
  const vars = addressVariables(form, locale);
  if (id)
    return (
      await gql<{ updateAddress: Envelope<{ _id: string }> }>(context, locale, UPDATE, {
        ...vars,
        address: id,
      })
    ).updateAddress;
  return (await gql<{ addAddress: Envelope<{ _id: string }> }>(context, locale, ADD, vars)).addAddress;
}

const ADDRESSES = `query AddressBook($c: String) {
  getUserById { data { address { _id country fName lName phone code city governorateId area areaId streetName building floorNo apartment } } }
  getGovernorates(countryId: $c) { data { _id name { ar en } areas { _id name { ar en } } } } }`;

/** The user's addresses (the first is the primary one) and the current country's governorates or cities. */
export async function addressBook(context: Readonly<RouterContextProvider>, locale: PageLocale) {
  const r = await gql<{ getUserById: Envelope<{ address: Address[] }>; getGovernorates: Envelope<Gov[]> }>(
    context,
    locale,
    ADDRESSES,
    { c: locale.country },
  );
  return { addresses: r.getUserById.data?.address ?? [], governorates: r.getGovernorates.data ?? [] };
}
