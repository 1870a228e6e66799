/**
 * The catalogue's products in the admin API (decisions 0106, 0117): the list, one product with
 * what its page edits, and the choices the form offers. Writes are in admin-product-writes.ts.
 */
import {
  type AdminFeature,
  type AdminImage,
  type AdminPriceRow,
  type AdminProduct,
  type AdminProductRow,
  type CatalogChoices,
  catalogChoices,
  getAdminProduct,
  listAdminProducts,
  PRODUCTS_LIST,
} from "#domain/catalog/product-admin.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { ListOptions, listArgsOf, listOf } from "../../list.ts";

export const CountryCodeEnum = builder.enumType("AdminCountry", { values: ["eg", "sa", "ae"] as const });
const ProductStatus = builder.enumType("AdminProductStatus", {
  values: ["active", "inactive", "draft"] as const,
});

const PriceRow = builder.objectRef<AdminPriceRow>("AdminPriceRow").implement({
  description: "A product's money in one country, in that country's minor units",
  fields: (t) => ({
    country: t.field({ type: CountryCodeEnum, resolve: (r) => r.country }),
    available: t.exposeBoolean("available"),
    price: t.exposeInt("price"),
    tax: t.exposeInt("tax"),
    revenue: t.exposeInt("revenue", { description: "The designer's revenue" }),
    siteRevenue: t.exposeInt("siteRevenue"),
    manufacturingCost: t.exposeInt("manufacturingCost"),
    requiredDays: t.exposeInt("requiredDays", { description: "Delivery time in days" }),
    salesNumber: t.exposeInt("salesNumber"),
  }),
});

const iso = (d: Date) => d.toISOString();

const ProductRow = builder.objectRef<AdminProductRow>("AdminProductRow").implement({
  description: "A product in the back office's list",
  fields: (t) => ({
    _id: t.exposeID("id"),
    name: t.exposeString("name"),
    arName: t.exposeString("arName"),
    slug: t.exposeString("slug"),
    sku: t.exposeString("sku"),
    status: t.field({ type: ProductStatus, resolve: (p) => p.status }),
    thumbnail: t.exposeString("thumbnail", { nullable: true }),
    categoryName: t.exposeString("categoryName", { nullable: true }),
    categoryArName: t.exposeString("categoryArName", { nullable: true }),
    designerName: t.exposeString("designerName", { nullable: true }),
    availableEdition: t.exposeInt("availableEdition"),
    prices: t.field({ type: [PriceRow], resolve: (p) => p.prices }),
    createdAt: t.string({ resolve: (p) => iso(p.createdAt) }),
  }),
});

const Image = builder.objectRef<AdminImage>("AdminProductImage").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    path: t.exposeString("path"),
    originalName: t.exposeString("originalName"),
    primaryImage: t.exposeBoolean("primaryImage"),
    featured: t.exposeBoolean("featured"),
    stage: t.exposeInt("stage"),
    displayOrder: t.exposeInt("displayOrder"),
    egExtraPrice: t.exposeInt("egExtraPrice"),
    suExtraPrice: t.exposeInt("suExtraPrice"),
    emExtraPrice: t.exposeInt("emExtraPrice"),
  }),
});

const Feature = builder.objectRef<AdminFeature>("AdminProductFeature").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    property: t.exposeString("property"),
    arProperty: t.exposeString("arProperty"),
    value: t.exposeString("value"),
    arValue: t.exposeString("arValue"),
    description: t.exposeString("description"),
    arDescription: t.exposeString("arDescription"),
    stage: t.exposeInt("stage"),
    egExtraPrice: t.exposeInt("egExtraPrice"),
    suExtraPrice: t.exposeInt("suExtraPrice"),
    emExtraPrice: t.exposeInt("emExtraPrice"),
  }),
});

export const AdminProductType = builder.objectRef<AdminProduct>("AdminProduct").implement({
  description: "Everything the back office's product page shows and edits",
  fields: (t) => ({
    _id: t.exposeID("id"),
    name: t.exposeString("name"),
    arName: t.exposeString("arName"),
    slug: t.exposeString("slug"),
    sku: t.exposeString("sku"),
    status: t.field({ type: ProductStatus, resolve: (p) => p.status }),
    description: t.exposeString("description"),
    arDescription: t.exposeString("arDescription"),
    briefDescription: t.exposeString("briefDescription"),
    arBriefDescription: t.exposeString("arBriefDescription"),
    category: t.exposeID("category", { nullable: true, description: "The subcategory, else the category" }),
    designerName: t.exposeString("designerName", { nullable: true }),
    egyptOnly: t.exposeBoolean("egyptOnly"),
    isAvailableForCod: t.exposeBoolean("isAvailableForCod"),
    featured: t.exposeBoolean("featured"),
    inHome: t.exposeBoolean("inHome"),
    availableEdition: t.exposeInt("availableEdition"),
    maxPerOrder: t.exposeInt("maxPerOrder"),
    lists: t.exposeStringList("lists"),
    arLists: t.exposeStringList("arLists"),
    badges: t.exposeIDList("badges"),
    tags: t.exposeIDList("tags"),
    prices: t.field({ type: [PriceRow], resolve: (p) => p.prices }),
    images: t.field({ type: [Image], resolve: (p) => p.images }),
    features: t.field({ type: [Feature], resolve: (p) => p.features }),
    createdAt: t.string({ resolve: (p) => iso(p.createdAt) }),
    updatedAt: t.string({ resolve: (p) => iso(p.updatedAt) }),
  }),
});

const Choice = builder
  .objectRef<{ id: string; name: string; arName?: string; parentId?: string | null; color?: string }>(
    "CatalogChoice",
  )
  .implement({
    fields: (t) => ({
      _id: t.exposeID("id"),
      name: t.exposeString("name"),
      arName: t.string({ resolve: (c) => c.arName ?? c.name }),
      parentId: t.exposeID("parentId", { nullable: true }),
      color: t.exposeString("color", { nullable: true }),
    }),
  });

const Choices = builder.objectRef<CatalogChoices>("CatalogChoices").implement({
  description: "What the product form and the products list's filters choose from",
  fields: (t) => ({
    categories: t.field({ type: [Choice], resolve: (c) => c.categories }),
    badges: t.field({ type: [Choice], resolve: (c) => c.badges }),
    tags: t.field({ type: [Choice], resolve: (c) => c.tags }),
    designers: t.field({ type: [Choice], resolve: (c) => c.designers }),
    manufacturers: t.field({ type: [Choice], resolve: (c) => c.manufacturers }),
  }),
});

export const ProductFilter = builder.inputType("AdminProductFilter", {
  fields: (t) => ({
    category: t.id({ description: "A category or subcategory" }),
    status: t.string({ description: "active or archived" }),
    availableIn: t.field({ type: CountryCodeEnum }),
    notAvailableIn: t.field({ type: CountryCodeEnum }),
    stock: t.string({ description: "low (1 to 5 left) or out (none)" }),
    designer: t.id(),
    manufacturer: t.id(),
  }),
});

builder.queryField("adminProducts", (t) =>
  t.field({
    ...guard.admin("update:product:any"),
    type: listOf<AdminProductRow>("AdminProduct", ProductRow),
    description: `Every product, a page at a time; sort: ${PRODUCTS_LIST.sortable.join(", ")}; search: both names, slug, SKU`,
    args: { options: t.arg({ type: ListOptions }), filter: t.arg({ type: ProductFilter }) },
    resolve: (_r, args, ctx) => reply(ctx, () => listAdminProducts(ctx, listArgsOf(args))),
  }),
);

builder.queryField("adminProduct", (t) =>
  t.field({
    ...guard.admin("update:product:any"),
    type: envelopeOf<AdminProduct>("AdminProductOne", AdminProductType),
    description: "One product, whatever its status, with what its page edits",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => reply(ctx, () => getAdminProduct(ctx, String(args.id))),
  }),
);

builder.queryField("catalogChoices", (t) =>
  t.field({
    ...guard.admin("update:product:any"),
    type: envelopeOf<CatalogChoices>("CatalogChoices", Choices),
    description: "Categories, badges, tags, designers and manufacturers to choose from",
    resolve: (_r, _a, ctx) => reply(ctx, () => catalogChoices(ctx)),
  }),
);
