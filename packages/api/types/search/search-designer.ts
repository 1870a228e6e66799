import type { DesignerHit } from "#domain/search/search.service.ts";
import { builder } from "../../builder.ts";

/** A designer found by globalSearch. */
export const SearchDesigner = builder.objectRef<DesignerHit>("SearchDesigner").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    name: t.exposeString("name"),
    arName: t.string({ resolve: (d) => d.arName || d.name }),
    slug: t.exposeString("slug", { nullable: true }),
    image: t.exposeString("image", { nullable: true }),
    description: t.string({ resolve: (d) => d.description ?? "" }),
    arDescription: t.string({ resolve: (d) => d.arDescription || d.description || "" }),
  }),
});
