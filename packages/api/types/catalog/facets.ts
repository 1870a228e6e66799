/** A listing's facets (decision 0069): `ProductsPage.facets`, counted over the page's own products. */

import type { DeliveryChoice } from "#domain/catalog/facets.rules.ts";
import {
  FACETS,
  type FacetName,
  type FacetOption,
  type ListingFacets,
  listingFacets,
  type OptionFacet,
} from "#domain/catalog/facets.service.ts";
import { builder } from "../../builder.ts";
import { ProductsPageRef } from "./product-list-queries.ts";

const FacetOptionRef = builder.objectRef<FacetOption>("FacetOption").implement({
  description: "A value of a facet and how many products it would list with the other facets' choices",
  fields: (t) => ({
    key: t.exposeString("key", {
      description: "The filter's value: a subcategory id, a slug, an option value",
    }),
    name: t.exposeString("name"),
    arName: t.exposeString("arName"),
    count: t.exposeInt("count"),
    selected: t.exposeBoolean("selected"),
    swatch: t.exposeString("swatch", { nullable: true, description: "A colour's hex value, when known" }),
  }),
});

const OptionFacetRef = builder.objectRef<OptionFacet>("OptionFacet").implement({
  description: "An option property of the listed products (Color, Size, …) and its values",
  fields: (t) => ({
    property: t.exposeString("property"),
    arProperty: t.exposeString("arProperty"),
    colour: t.exposeBoolean("colour"),
    values: t.field({ type: [FacetOptionRef], resolve: (g) => g.values }),
  }),
});

const DeliveryChoiceRef = builder.objectRef<DeliveryChoice>("DeliveryChoice").implement({
  description: "Delivered within `days` days: the buckets that narrow the listing",
  fields: (t) => ({
    days: t.exposeInt("days"),
    count: t.exposeInt("count"),
    selected: t.exposeBoolean("selected"),
  }),
});

const ListingFacetsRef = builder.objectRef<ListingFacets>("ListingFacets").implement({
  fields: (t) => ({
    subCategories: t.field({ type: [FacetOptionRef], resolve: (f) => f.subCategories }),
    designers: t.field({ type: [FacetOptionRef], resolve: (f) => f.designers }),
    collections: t.field({ type: [FacetOptionRef], resolve: (f) => f.collections }),
    options: t.field({ type: [OptionFacetRef], resolve: (f) => f.options }),
    delivery: t.field({ type: [DeliveryChoiceRef], resolve: (f) => f.delivery }),
    inStock: t.exposeInt("inStock", { nullable: true }),
  }),
});

builder.objectField(ProductsPageRef, "facets", (t) =>
  t.field({
    type: ListingFacetsRef,
    description: `The listing's facets, each counted with the other facets' choices applied. \`only\` names the facets shown (${FACETS.join(", ")}; default all): their fields are the shopper's choices, every other filter field the page's scope.`,
    args: { only: t.arg.stringList() },
    resolve: (page, args, ctx) => {
      const asked = args.only ? FACETS.filter((f: FacetName) => args.only!.includes(f)) : FACETS;
      return listingFacets({ ...ctx, country: page.listing.country }, page.listing.filter, asked);
    },
  }),
);
