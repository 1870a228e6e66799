import type { GlobalSearchResult } from "#domain/search/search.service.ts";
import { globalSearch, searchAllProducts } from "#domain/search/search.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { countryOf, parseCountry } from "../country.ts";
import { SearchDesigner } from "./search-designer.ts";
import { SearchProduct } from "./search-product.ts";

const GlobalSearchFilter = builder.inputType("GlobalSearchFilter", {
  fields: (t) => ({
    availableIn: t.string({ description: "Only products sold in this country (eg, sa)" }),
    lang: t.string({ description: "Language of names for sort=name (ar, en)" }),
    category: t.string({ description: "Category or subcategory slug or id" }),
    priceFrom: t.int({ description: "Minimum price after offers, current country, minor units" }),
    priceTo: t.int({ description: "Maximum price after offers, current country, minor units" }),
  }),
});

const SearchPaginate = builder.inputType("SearchPaginate", {
  fields: (t) => ({ page: t.int(), limit: t.int() }),
});

const SearchPageInfo = builder
  .objectRef<{ total: number; page: number; limit: number }>("SearchPageInfo")
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt("total"),
      page: t.exposeInt("page"),
      limit: t.exposeInt("limit"),
      totalPages: t.int({ resolve: (p) => Math.ceil(p.total / p.limit) }),
      hasNext: t.boolean({ resolve: (p) => p.page * p.limit < p.total }),
    }),
  });

const SearchPriceRange = builder.objectRef<{ min: number; max: number }>("SearchPriceRange").implement({
  fields: (t) => ({ min: t.exposeInt("min"), max: t.exposeInt("max") }),
});

const GlobalSearch = builder.objectRef<GlobalSearchResult>("GlobalSearch").implement({
  description: "The specs' search response: products and designers",
  fields: (t) => ({
    products: t.field({ type: [SearchProduct], resolve: (r) => r.products }),
    designers: t.field({ type: [SearchDesigner], resolve: (r) => r.designers }),
    pageInfo: t.field({ type: SearchPageInfo, resolve: (r) => r }),
    priceRange: t.field({ type: SearchPriceRange, nullable: true, resolve: (r) => r.priceRange }),
    sort: t.exposeString("sort", { description: "The sort applied (relevance when text and no sort)" }),
  }),
});

const GlobalSearchResponse = envelopeOf<GlobalSearchResult>("GlobalSearch", GlobalSearch);
const SearchProductsResponse = envelopeOf("SearchProducts", [SearchProduct]);

builder.queryField("globalSearch", (t) =>
  t.field({
    ...guard.public,
    type: GlobalSearchResponse,
    description:
      "Products (ranked by relevance, then availability in the current country, then sales) and designers",
    args: {
      searchText: t.arg.string(),
      filter: t.arg({ type: GlobalSearchFilter }),
      currentCountry: t.arg.string(),
      sort: t.arg.string({
        description: "e.g. -createdAt (default), relevance, price, -price, -sales, name",
      }),
      paginate: t.arg({ type: SearchPaginate }),
    },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        globalSearch(
          { ...ctx, country: countryOf(args.currentCountry, ctx) },
          {
            searchText: args.searchText,
            filter: args.filter && {
              ...args.filter,
              availableIn: args.filter.availableIn ? parseCountry(args.filter.availableIn) : null,
              lang: args.filter.lang === "ar" || args.filter.lang === "en" ? args.filter.lang : null,
            },
            sort: args.sort,
            paginate: args.paginate,
          },
        ),
      ),
  }),
);

builder.queryField("searchAllProducts", (t) =>
  t.field({
    ...guard.public,
    type: SearchProductsResponse,
    description: "The 20 best matching products (sold in availableIn when given)",
    args: { value: t.arg.string(), availableIn: t.arg.string() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () =>
        searchAllProducts(ctx, {
          value: args.value,
          availableIn: args.availableIn ? parseCountry(args.availableIn) : null,
        }),
      ),
  }),
);
