/**
 * The catalogue's badges and tags in the admin API (decision 0135): each list whole, and the
 * writes. The inputs mirror the domain's zod schemas (label-admin.schema.ts), which parse them.
 */
import {
  type AdminBadge,
  type AdminTag,
  createBadge,
  createTag,
  deleteBadge,
  deleteTag,
  listAdminBadges,
  listAdminTags,
  updateBadge,
  updateTag,
} from "#domain/catalog/label-admin.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";

const Tag = builder.objectRef<AdminTag>("AdminTag").implement({
  description: "A tag with the number of products carrying it",
  fields: (t) => ({
    _id: t.exposeID("id"),
    name: t.exposeString("name"),
    arName: t.exposeString("arName"),
    productCount: t.exposeInt("productCount"),
  }),
});
const Badge = builder.objectRef<AdminBadge>("AdminBadge").implement({
  description: "A badge with the number of products carrying it",
  fields: (t) => ({
    _id: t.exposeID("id"),
    code: t.exposeString("code"),
    name: t.exposeString("name"),
    arName: t.exposeString("arName"),
    color: t.exposeString("color"),
    productCount: t.exposeInt("productCount"),
  }),
});

const TagInput = builder.inputType("AdminTagInput", {
  fields: (t) => ({ name: t.string(), arName: t.string() }),
});
const BadgeInput = builder.inputType("AdminBadgeInput", {
  fields: (t) => ({ name: t.string(), arName: t.string(), code: t.string(), color: t.string() }),
});

const input = (value: object) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
const Done = builder.objectRef<{ id: string }>("AdminLabelDeleted").implement({
  fields: (t) => ({ _id: t.exposeID("id") }),
});
const Deleted = envelopeOf<{ id: string }>("AdminLabelDeleted", Done);
const OneTag = envelopeOf<AdminTag>("AdminTagOne", Tag);
const OneBadge = envelopeOf<AdminBadge>("AdminBadgeOne", Badge);

builder.queryField("adminTags", (t) =>
  t.field({
    ...guard.admin("update:product:any"),
    type: envelopeOf<AdminTag[]>("AdminTags", [Tag]),
    description: "Every tag by English name, with its products counted",
    resolve: (_r, _a, ctx) => reply(ctx, () => listAdminTags(ctx)),
  }),
);
builder.queryField("adminBadges", (t) =>
  t.field({
    ...guard.admin("update:product:any"),
    type: envelopeOf<AdminBadge[]>("AdminBadges", [Badge]),
    description: "Every badge by priority, with its products counted",
    resolve: (_r, _a, ctx) => reply(ctx, () => listAdminBadges(ctx)),
  }),
);
builder.mutationField("createTag", (t) =>
  t.field({
    ...guard.admin("create:product:any"),
    type: OneTag,
    args: { input: t.arg({ type: TagInput, required: true }) },
    resolve: (_r, a, ctx) => reply(ctx, () => createTag(ctx, input(a.input))),
  }),
);
builder.mutationField("updateTag", (t) =>
  t.field({
    ...guard.admin("update:product:any"),
    type: OneTag,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: TagInput, required: true }) },
    resolve: (_r, a, ctx) => reply(ctx, () => updateTag(ctx, String(a.id), input(a.input))),
  }),
);
builder.mutationField("deleteTag", (t) =>
  t.field({
    ...guard.admin("delete:product:any"),
    type: Deleted,
    description: "Deletes a tag; its products lose it",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => reply(ctx, () => deleteTag(ctx, String(a.id))),
  }),
);
builder.mutationField("createBadge", (t) =>
  t.field({
    ...guard.admin("create:product:any"),
    type: OneBadge,
    args: { input: t.arg({ type: BadgeInput, required: true }) },
    resolve: (_r, a, ctx) => reply(ctx, () => createBadge(ctx, input(a.input))),
  }),
);
builder.mutationField("updateBadge", (t) =>
  t.field({
    ...guard.admin("update:product:any"),
    type: OneBadge,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: BadgeInput, required: true }) },
    resolve: (_r, a, ctx) => reply(ctx, () => updateBadge(ctx, String(a.id), input(a.input))),
  }),
);
builder.mutationField("deleteBadge", (t) =>
  t.field({
    ...guard.admin("delete:product:any"),
    type: Deleted,
    description: "Deletes a badge; its products lose it",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => reply(ctx, () => deleteBadge(ctx, String(a.id))),
  }),
);
