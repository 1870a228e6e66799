import { searchUser, type UserHit } from "#domain/search/search.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";

const SearchUser = builder.objectRef<UserHit>("SearchUser").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    name: t.exposeString("name"),
    arName: t.string({ resolve: (u) => u.arName || u.name }),
    slug: t.exposeString("slug", { nullable: true }),
    image: t.exposeString("image", { nullable: true }),
    role: t.exposeString("role"),
    email: t.exposeString("email", { nullable: true, description: "Administrators only" }),
  }),
});

builder.queryField("searchUser", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf("SearchUsers", [SearchUser]),
    description: "Users by name: designers and manufacturers for everyone, customers for administrators",
    args: { value: t.arg.string(), role: t.arg.string() },
    resolve: (_root, args, ctx) => reply(ctx, () => searchUser(ctx, args)),
  }),
);
