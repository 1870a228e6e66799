/** getTags: every tag with its number of products on sale (the /tag page, decision 0063). */
import { listTags, type TagWithCount } from "#domain/catalog/tags.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";

const TagSummaryRef = builder.objectRef<TagWithCount>("TagSummary").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    name: t.exposeString("name"),
    arName: t.exposeString("arName"),
    productsCount: t.exposeInt("productsCount"),
  }),
});

builder.queryField("getTags", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf<TagWithCount[]>("Tags", [TagSummaryRef]),
    description: "Every tag with the number of its products on sale",
    resolve: (_root, _args, ctx) => reply(ctx, () => listTags(ctx)),
  }),
);
