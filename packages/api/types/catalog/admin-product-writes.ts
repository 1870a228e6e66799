/**
 * The catalogue's product writes in the admin API (decisions 0117, 0118). The input types mirror
 * the domain's one zod schema (product-admin.schema.ts), which parses them: field errors come back
 * under the same names (`slug`, `prices.sa.price`).
 */
import type { AdminProduct } from "#domain/catalog/product-admin.service.ts";
import { createProduct, setProductArchived, updateProduct } from "#domain/catalog/product-edit.service.ts";
import {
  addFeature,
  addProductImage,
  orderProductImages,
  removeFeature,
  removeProductImage,
  updateProductImage,
} from "#domain/catalog/product-media.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { AdminProductType } from "./admin-products.ts";

const PriceRowInput = builder.inputType("AdminPriceRowInput", {
  description: "A product's money in one country (minor units), sent whole",
  fields: (t) => ({
    available: t.boolean({ required: true }),
    price: t.int({ required: true }),
    tax: t.int(),
    revenue: t.int(),
    siteRevenue: t.int(),
    manufacturingCost: t.int(),
    requiredDays: t.int(),
  }),
});

const PricesInput = builder.inputType("AdminPricesInput", {
  fields: (t) => ({
    eg: t.field({ type: PriceRowInput }),
    sa: t.field({ type: PriceRowInput }),
    ae: t.field({ type: PriceRowInput }),
  }),
});

const ProductInput = builder.inputType("AdminProductInput", {
  description: "A product's fields; on a save, an absent field stays as it is",
  fields: (t) => ({
    name: t.string(),
    arName: t.string(),
    slug: t.string(),
    description: t.string(),
    arDescription: t.string(),
    briefDescription: t.string(),
    arBriefDescription: t.string(),
    category: t.id({ description: "A category or subcategory; null takes it out of any" }),
    egyptOnly: t.boolean(),
    isAvailableForCod: t.boolean(),
    featured: t.boolean(),
    inHome: t.boolean(),
    availableEdition: t.int(),
    maxPerOrder: t.int(),
    lists: t.stringList(),
    arLists: t.stringList(),
    badges: t.idList(),
    tags: t.idList(),
    prices: t.field({ type: PricesInput }),
  }),
});

const ImageInput = builder.inputType("AdminProductImageInput", {
  fields: (t) => ({
    path: t.string({ description: "On adding: the path upload-one answered" }),
    primaryImage: t.boolean(),
    featured: t.boolean(),
    stage: t.int(),
    displayOrder: t.int(),
    egExtraPrice: t.int(),
    suExtraPrice: t.int(),
    emExtraPrice: t.int(),
  }),
});

const FeatureInput = builder.inputType("AdminFeatureInput", {
  fields: (t) => ({
    property: t.string(),
    arProperty: t.string(),
    value: t.string(),
    arValue: t.string(),
    description: t.string(),
    arDescription: t.string(),
    stage: t.int(),
    egExtraPrice: t.int(),
    suExtraPrice: t.int(),
    emExtraPrice: t.int(),
  }),
});

/** GraphQL's nulls as absent fields (except `category`, whose null clears it), all the way down. */
function absentNulls(value: unknown, keep: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => absentNulls(v));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k, v]) => v !== null || keep.includes(k))
      .map(([k, v]) => [k, absentNulls(v)]),
  );
}

const Answer = envelopeOf<AdminProduct>("AdminProductSaved", AdminProductType);

const write = (
  name: string,
  permission: "update:product:any" | "create:product:any",
  description: string,
  args: (t: Parameters<Parameters<typeof builder.mutationField>[1]>[0]) => Record<string, never>,
  run: (ctx: Parameters<typeof createProduct>[0], args: Record<string, unknown>) => Promise<AdminProduct>,
) =>
  builder.mutationField(name, (t) =>
    t.field({
      ...guard.admin(permission),
      type: Answer,
      description,
      args: args(t),
      resolve: (_r, a, ctx) => reply(ctx, () => run(ctx, a as Record<string, unknown>)),
    }),
  );

type T = Parameters<Parameters<typeof builder.mutationField>[1]>[0];
// biome-ignore lint/suspicious/noExplicitAny: the helper's argument maps differ per field
const args = (f: (t: T) => Record<string, unknown>) => f as any;
const id = (a: Record<string, unknown>, k: string) => String(a[k]);

write(
  "createProduct",
  "create:product:any",
  "Adds a product, active at once (names, slug and the price in Egypt at least)",
  args((t) => ({ input: t.arg({ type: ProductInput, required: true }) })),
  (ctx, a) => createProduct(ctx, absentNulls(a.input, ["category"])),
);

write(
  "updateProduct",
  "update:product:any",
  "Saves what changed of a product (NOTHING_CHANGED when nothing did); cost fields need update:product-cost:any",
  args((t) => ({
    id: t.arg.id({ required: true }),
    input: t.arg({ type: ProductInput, required: true }),
  })),
  (ctx, a) => updateProduct(ctx, id(a, "id"), absentNulls(a.input, ["category"])),
);

write(
  "archiveProduct",
  "update:product:any",
  "Archives a product (no longer shown or sold) or, with archived false, restores it",
  args((t) => ({ id: t.arg.id({ required: true }), archived: t.arg.boolean({ required: true }) })),
  (ctx, a) => setProductArchived(ctx, id(a, "id"), a.archived === true),
);

write(
  "addProductImage",
  "update:product:any",
  "Adds a picture the caller uploaded (POST /api/user/upload-one) by its path",
  args((t) => ({
    product: t.arg.id({ required: true }),
    input: t.arg({ type: ImageInput, required: true }),
  })),
  (ctx, a) => addProductImage(ctx, id(a, "product"), absentNulls(a.input)),
);

write(
  "updateProductImage",
  "update:product:any",
  "Changes a picture: primary, featured, option stage, extra prices",
  args((t) => ({ image: t.arg.id({ required: true }), input: t.arg({ type: ImageInput, required: true }) })),
  (ctx, a) => {
    const { path: _path, ...input } = absentNulls(a.input) as Record<string, unknown>;
    return updateProductImage(ctx, id(a, "image"), input);
  },
);

write(
  "removeProductImage",
  "update:product:any",
  "Removes a picture from a product",
  args((t) => ({ image: t.arg.id({ required: true }) })),
  (ctx, a) => removeProductImage(ctx, id(a, "image")),
);

write(
  "orderProductImages",
  "update:product:any",
  "Puts every picture of a product in the order given",
  args((t) => ({ product: t.arg.id({ required: true }), images: t.arg.idList({ required: true }) })),
  (ctx, a) => orderProductImages(ctx, id(a, "product"), (a.images as unknown[]).map(String)),
);

write(
  "addProductFeature",
  "update:product:any",
  "Adds an option (property and value in both languages, extra prices per country)",
  args((t) => ({
    product: t.arg.id({ required: true }),
    input: t.arg({ type: FeatureInput, required: true }),
  })),
  (ctx, a) => addFeature(ctx, id(a, "product"), absentNulls(a.input)),
);

write(
  "removeProductFeature",
  "update:product:any",
  "Removes an option",
  args((t) => ({ feature: t.arg.id({ required: true }) })),
  (ctx, a) => removeFeature(ctx, id(a, "feature")),
);
