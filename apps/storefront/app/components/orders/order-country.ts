import { type CountryCode, DEFAULT_COUNTRY, isCountryCode } from "#i18n/locales.ts";

/** The country an order was placed in (its prices' currency); the schema says a string. */
export const orderCountry = (order: { orderedFrom: string }): CountryCode =>
  isCountryCode(order.orderedFrom) ? order.orderedFrom : DEFAULT_COUNTRY;
