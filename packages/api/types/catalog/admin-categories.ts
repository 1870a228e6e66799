/**
 * The catalogue's categories in the admin API (decision 0119): the whole tree and its writes.
 * The input mirrors the domain's one zod schema (category-admin.schema.ts), which parses it.
 */
import {
  type AdminCategory,
  createCategory,
  deleteCategory,
  listAdminCategories,
  moveCategory,
  updateCategory,
} from "#domain/catalog/category-admin.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";

export const AdminCategoryType = builder.objectRef<AdminCategory>("AdminCategory");
AdminCategoryType.implement({
  description: "A category as the back office sees it (hidden and empty ones too)",
  fields: (t) => ({
    _id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    arName: t.exposeString("arName"),
    description: t.exposeString("description"),
    arDescription: t.exposeString("arDescription"),
    parentId: t.exposeID("parentId", { nullable: true }),
    isMain: t.exposeBoolean("isMain"),
    hidden: t.exposeBoolean("hidden"),
    displayOrder: t.exposeInt("displayOrder"),
    productCount: t.exposeInt("productCount"),
    subCategories: t.field({ type: [AdminCategoryType], resolve: (c) => c.subCategories }),
  }),
});

const CategoryInput = builder.inputType("AdminCategoryInput", {
  description: "A category's fields; on a save, an absent field stays as it is",
  fields: (t) => ({
    name: t.string(),
    arName: t.string(),
    slug: t.string(),
    description: t.string(),
    arDescription: t.string(),
    parent: t.id({ description: "The main category it is under; null makes it a main category" }),
    isMain: t.boolean(),
    hidden: t.boolean(),
  }),
});

const MoveDirection = builder.enumType("AdminMoveDirection", { values: ["up", "down"] as const });

/** GraphQL's nulls as absent fields, except `parent`, whose null makes a main category. */
const input = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([k, v]) => v !== null || k === "parent"));

const One = envelopeOf<AdminCategory>("AdminCategoryOne", AdminCategoryType);

builder.queryField("adminCategories", (t) =>
  t.field({
    ...guard.admin("update:category:any"),
    type: envelopeOf<AdminCategory[]>("AdminCategoryTree", [AdminCategoryType]),
    description: "Every category: main ones in display order, each with its subcategories",
    resolve: (_r, _a, ctx) => reply(ctx, () => listAdminCategories(ctx)),
  }),
);

builder.mutationField("createCategory", (t) =>
  t.field({
    ...guard.admin("create:category:any"),
    type: One,
    description: "Adds a category (last among its siblings)",
    args: { input: t.arg({ type: CategoryInput, required: true }) },
    resolve: (_r, a, ctx) => reply(ctx, () => createCategory(ctx, input(a.input))),
  }),
);

builder.mutationField("updateCategory", (t) =>
  t.field({
    ...guard.admin("update:category:any"),
    type: One,
    description:
      "Saves what changed: names, slug, parent, main flag, hidden (NOTHING_CHANGED when nothing did)",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CategoryInput, required: true }) },
    resolve: (_r, a, ctx) => reply(ctx, () => updateCategory(ctx, String(a.id), input(a.input))),
  }),
);

builder.mutationField("moveCategory", (t) =>
  t.field({
    ...guard.admin("update:category:any"),
    type: One,
    description: "Moves a category one place up or down among its siblings",
    args: { id: t.arg.id({ required: true }), direction: t.arg({ type: MoveDirection, required: true }) },
    resolve: (_r, a, ctx) => reply(ctx, () => moveCategory(ctx, String(a.id), a.direction)),
  }),
);

const Deleted = builder.objectRef<{ id: string }>("AdminDeleted").implement({
  fields: (t) => ({ _id: t.exposeID("id") }),
});

builder.mutationField("deleteCategory", (t) =>
  t.field({
    ...guard.admin("delete:category:any"),
    type: envelopeOf<{ id: string }>("AdminCategoryDeleted", Deleted),
    description: "Deletes an empty category (refused while it has products or subcategories)",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => reply(ctx, () => deleteCategory(ctx, String(a.id))),
  }),
);
