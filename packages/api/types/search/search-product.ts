import type { SearchHit } from "#domain/search/search-hit.view.ts";
import { COUNTRIES, type CountryCode } from "#i18n/locales.ts";
import { builder } from "../../builder.ts";

const before = (hit: SearchHit, c: CountryCode) => hit.prices[c]?.before ?? null;
const after = (hit: SearchHit, c: CountryCode) => hit.prices[c]?.after ?? null;

const SearchProductDesigner = builder
  .objectRef<NonNullable<SearchHit["designer"]>>("SearchProductDesigner")
  .implement({
    fields: (t) => ({
      name: t.exposeString("name"),
      arName: t.exposeString("arName"),
      slug: t.exposeString("slug", { nullable: true }),
    }),
  });

/**
 * The specs' product search hit (objectID, image, name, arName, per-country prices before and after
 * offers), plus the price in the asked country. Money in integer minor units.
 */
export const SearchProduct = builder.objectRef<SearchHit>("SearchProduct").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    objectID: t.exposeID("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    arName: t.exposeString("arName"),
    image: t.exposeString("image", { description: "Primary image, or the fallback image" }),
    createdAt: t.string({ resolve: (h) => h.createdAt.toISOString() }),
    egPrice: t.int({ nullable: true, resolve: (h) => before(h, "eg") }),
    suPrice: t.int({ nullable: true, resolve: (h) => before(h, "sa") }),
    emPrice: t.int({ nullable: true, resolve: (h) => before(h, "ae") }),
    egAfterOffersPrice: t.int({ nullable: true, resolve: (h) => after(h, "eg") }),
    suAfterOffersPrice: t.int({ nullable: true, resolve: (h) => after(h, "sa") }),
    emAfterOffersPrice: t.int({ nullable: true, resolve: (h) => after(h, "ae") }),
    country: t.exposeString("country", { description: "The country of price, afterOffersPrice, available" }),
    currency: t.string({ resolve: (h) => COUNTRIES[h.country].currency }),
    price: t.int({
      nullable: true,
      description: "Before offers, current country",
      resolve: (h) => before(h, h.country),
    }),
    afterOffersPrice: t.int({
      nullable: true,
      description: "After offers, current country",
      resolve: (h) => after(h, h.country),
    }),
    discountPercent: t.int({ resolve: (h) => h.prices[h.country]?.discountPercent ?? 0 }),
    available: t.exposeBoolean("available", { description: "Sold in the current country now" }),
    salesNumber: t.exposeInt("salesNumber"),
    availableEdition: t.exposeInt("availableEdition", { description: "Pieces left (0 = sold out)" }),
    designer: t.field({ type: SearchProductDesigner, nullable: true, resolve: (h) => h.designer }),
  }),
});
