import type { KeywordSuggestion } from "#domain/search/search.rules.ts";
import { type Suggestions, searchSuggestions } from "#domain/search/search.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { countryOf } from "../country.ts";
import { SearchProduct } from "./search-product.ts";

const SearchKeywordSuggestion = builder.objectRef<KeywordSuggestion>("SearchKeywordSuggestion").implement({
  fields: (t) => ({
    keyword: t.exposeString("keyword"),
    normalized: t.exposeString("normalized"),
    source: t.exposeString("source", { description: "recent (the user's own), popular or category" }),
  }),
});

const SearchSuggestions = builder.objectRef<Suggestions>("SearchSuggestions").implement({
  fields: (t) => ({
    keywords: t.field({ type: [SearchKeywordSuggestion], resolve: (s) => s.keywords }),
    products: t.field({ type: [SearchProduct], resolve: (s) => s.products }),
  }),
});

builder.queryField("searchSuggestions", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf("SearchSuggestions", SearchSuggestions),
    description: "Instant search: 5 keywords (the user's recent searches first) and 5 products",
    args: { text: t.arg.string(), currentCountry: t.arg.string() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () => searchSuggestions({ ...ctx, country: countryOf(args.currentCountry, ctx) }, args)),
  }),
);
