import { newSearchKeyword, type SearchKeywordRow } from "#domain/search/search.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";

const SearchKeyword = builder.objectRef<SearchKeywordRow>("SearchKeyword").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    keyword: t.exposeString("keyword"),
    normalizedKeyword: t.exposeString("normalizedKeyword"),
    count: t.exposeInt("count"),
    resultsCount: t.exposeInt("resultsCount"),
  }),
});

builder.mutationField("newSearchKeyword", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf("SearchKeyword", SearchKeyword),
    description: "Records a search (null data when the text has no words)",
    args: { keyword: t.arg.string() },
    resolve: (_root, args, ctx) => reply(ctx, () => newSearchKeyword(ctx, args)),
  }),
);
