import type { RouterContextProvider } from "react-router";
import { gql } from "../../../lib/graphql.ts";
import type { PageLocale } from "../../../lib/locale.ts";
import { graphql, type ResultOf } from "../../../lib/shop-graphql.ts";

/** The address book's mutations, shared by profile/addresses and the checkout's shipping step. */
const ADD = graphql(`
  mutation AddAddress($governorateId: ID, $areaId: ID, $fName: String, $lName: String, $phone: String,
    $streetName: String, $building: String, $floorNo: String, $apartment: String, $country: String) {
    result: addAddress(governorateId: $governorateId, areaId: $areaId, fName: $fName, lName: $lName, phone: $phone,
      streetName: $streetName, building: $building, floorNo: $floorNo, apartment: $apartment, country: $country) {
      status_code message errors data { _id }
    }
  }
`);
const UPDATE = graphql(`
  mutation UpdateAddress($address: ID!, $governorateId: ID, $areaId: ID, $fName: String, $lName: String,
    $phone: String, $streetName: String, $building: String, $floorNo: String, $apartment: String, $country: String) {
    result: updateAddress(address: $address, governorateId: $governorateId, areaId: $areaId, fName: $fName,
      lName: $lName, phone: $phone, streetName: $streetName, building: $building, floorNo: $floorNo,
      apartment: $apartment, country: $country) {
      status_code message errors data { _id }
    }
  }
`);
export const REMOVE_ADDRESS = graphql(`
  mutation RemoveAddress($address: ID!) { removeAddress(address: $address) { status_code message errors } }
`);

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
): Promise<ResultOf<typeof ADD>["result"]> {
  const vars = addressVariables(form, locale);
  if (id) return (await gql(context, locale, UPDATE, { ...vars, address: id })).result;
  return (await gql(context, locale, ADD, vars)).result;
}

const ADDRESSES = graphql(`
  query AddressBook($c: String) {
    getUserById {
      data {
        address {
          _id country fName lName phone code city governorateId area areaId streetName building floorNo apartment
        }
      }
    }
    getGovernorates(countryId: $c) { data { _id name { ar en } areas { _id name { ar en } } } }
  }
`);

type Book = ResultOf<typeof ADDRESSES>;
/** An address of the book, as the address form shows it. */
export type Address = NonNullable<Book["getUserById"]["data"]>["address"][number];
/** A governorate (Egypt) or city (Saudi Arabia) with its areas. */
export type Gov = NonNullable<Book["getGovernorates"]["data"]>[number];

/** The user's addresses (the first is the primary one) and the current country's governorates or cities. */
export async function addressBook(context: Readonly<RouterContextProvider>, locale: PageLocale) {
  const r = await gql(context, locale, ADDRESSES, { c: locale.country });
  return { addresses: r.getUserById.data?.address ?? [], governorates: r.getGovernorates.data ?? [] };
}
