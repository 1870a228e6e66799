/** A product's money per country: its price row, its price after offers, and egX/suX/emX fields. */
import type { FieldRef } from "@pothos/core";
import type { ProductView } from "#domain/catalog/product.view.ts";
import { type CountryPriceRow, productPrice } from "#domain/catalog/products.rules.ts";
import { COUNTRIES, type CountryCode } from "#i18n/locales.ts";
import type { FieldsOf, Types } from "./common.ts";

/** The product's price row of a country (costs, shipping, sales), if it has one. */
export const rowIn = (p: Pick<ProductView, "prices">, country: CountryCode): CountryPriceRow | undefined =>
  p.prices.find((r) => r.country === country);

/** The product's price in a country after the running offer or collection discount. */
export const priceIn = (p: ProductView, country: CountryCode) => productPrice(p, country, [], p.now);

/** Per-country money fields: egX, suX, emX (null where the product is not priced). */
export function perCountry<T>(
  t: FieldsOf<T>,
  name: string,
  pick: (p: T, c: CountryCode) => number | null | undefined,
  description?: string,
) {
  const fields: Record<string, FieldRef<Types, number | null | undefined, "Object">> = {};
  for (const c of ["eg", "sa", "ae"] as const) {
    fields[`${COUNTRIES[c].fieldPrefix}${name}`] = t.int({
      nullable: true,
      description,
      resolve: (p) => pick(p, c) ?? null,
    });
  }
  return fields;
}
