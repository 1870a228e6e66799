/**
 * The catalogue's collections and offers in the admin API (decision 0134): list, one with its
 * products, create, save, delete, add and remove products. The inputs mirror the domain's zod
 * schemas (sale-admin.schema.ts), which parse them.
 */
import {
  type AdminCollection,
  type AdminCollectionRow,
  addCollectionProducts,
  createCollection,
  deleteCollection,
  getAdminCollection,
  listAdminCollections,
  removeCollectionProducts,
  updateCollection,
} from "#domain/catalog/collection-admin.service.ts";
import {
  type AdminOffer,
  type AdminOfferRow,
  addOfferProducts,
  createOffer,
  deleteOffer,
  getAdminOffer,
  listAdminOffers,
  removeOfferProducts,
  updateOffer,
} from "#domain/catalog/offer-admin.service.ts";
import { type AdminSaleBase, SALES_LIST, type SaleProduct } from "#domain/catalog/sale-admin.shared.ts";
import type { RequestContext } from "#kernel/context.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { ListOptions, listArgsOf, listOf } from "../../list.ts";

const iso = (d: Date) => d.toISOString();
const SaleState = builder.enumType("AdminSaleState", {
  values: ["running", "scheduled", "ended", "paused"] as const,
});
const SaleStatus = builder.enumType("AdminSaleStatus", { values: ["active", "inactive"] as const });

const SaleProductType = builder.objectRef<SaleProduct>("AdminSaleProduct").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    name: t.exposeString("name"),
    arName: t.exposeString("arName"),
    slug: t.exposeString("slug"),
    sku: t.exposeString("sku"),
    status: t.exposeString("status"),
    thumbnail: t.exposeString("thumbnail", { nullable: true }),
  }),
});

// biome-ignore lint/suspicious/noExplicitAny: Pothos field builders of two object types
const shared = (t: any) => ({
  _id: t.exposeID("id"),
  slug: t.exposeString("slug"),
  title: t.exposeString("title"),
  arTitle: t.exposeString("arTitle"),
  discount: t.exposeInt("discount", { description: "Whole percent off the list price" }),
  status: t.field({ type: SaleStatus, resolve: (r: AdminSaleBase) => r.status }),
  state: t.field({ type: SaleState, resolve: (r: AdminSaleBase) => r.state }),
  startDate: t.string({ resolve: (r: AdminSaleBase) => iso(r.startDate) }),
  endDate: t.string({ resolve: (r: AdminSaleBase) => iso(r.endDate) }),
  createdAt: t.string({ resolve: (r: AdminSaleBase) => iso(r.createdAt) }),
  productCount: t.exposeInt("productCount"),
});

/** A collection's own fields, in its row and on its page. */
const collectionFields = (t: Parameters<typeof shared>[0]) => ({
  ...shared(t),
  description: t.exposeString("description"),
  arDescription: t.exposeString("arDescription"),
  image: t.exposeString("image", { nullable: true }),
  banner: t.exposeString("banner", { nullable: true }),
});
/** An offer's own fields, in its row and on its page. */
const offerFields = (t: Parameters<typeof shared>[0]) => ({
  ...shared(t),
  inHome: t.exposeBoolean("inHome"),
  salesNumber: t.exposeInt("salesNumber"),
});

const CollectionRow = builder.objectRef<AdminCollectionRow>("AdminCollectionRow").implement({
  description: "A collection (a seasonal sale) as the back office sees it",
  fields: collectionFields,
});
const Collection = builder.objectRef<AdminCollection>("AdminCollection").implement({
  description: "A collection with its products",
  fields: (t) => ({
    ...collectionFields(t),
    products: t.field({ type: [SaleProductType], resolve: (c) => c.products }),
  }),
});
const OfferRow = builder.objectRef<AdminOfferRow>("AdminOfferRow").implement({
  description: "An offer (a deal) as the back office sees it",
  fields: offerFields,
});
const Offer = builder.objectRef<AdminOffer>("AdminOffer").implement({
  description: "An offer with its products",
  fields: (t) => ({
    ...offerFields(t),
    products: t.field({ type: [SaleProductType], resolve: (c) => c.products }),
  }),
});

const SaleFilter = builder.inputType("AdminSaleFilter", {
  fields: (t) => ({ state: t.field({ type: SaleState }) }),
});

const saleFields = {
  slug: "string",
  title: "string",
  arTitle: "string",
  discount: "int",
  startDate: "string",
  endDate: "string",
} as const;

/** The fields both kinds of sale take. */
// biome-ignore lint/suspicious/noExplicitAny: Pothos input field builders of two input types
const saleInputFields = (t: any) => ({
  ...Object.fromEntries(Object.entries(saleFields).map(([k, v]) => [k, v === "int" ? t.int() : t.string()])),
  status: t.field({ type: SaleStatus }),
});

const CollectionInput = builder.inputType("AdminCollectionInput", {
  description: "A collection's fields; on a save, an absent field stays as it is; dates in ISO 8601",
  fields: (t) => ({
    ...saleInputFields(t),
    description: t.string(),
    arDescription: t.string(),
  }),
});
const OfferInput = builder.inputType("AdminOfferInput", {
  description: "An offer's fields; on a save, an absent field stays as it is; dates in ISO 8601",
  fields: (t) => ({
    ...saleInputFields(t),
    inHome: t.boolean(),
  }),
});

/** GraphQL's nulls as absent fields. */
const input = (value: object) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));

const Done = builder.objectRef<{ id: string }>("AdminSaleDone").implement({
  fields: (t) => ({ _id: t.exposeID("id") }),
});

function define<Row, One>(o: {
  name: "Collection" | "Offer";
  entity: "collection" | "offer";
  row: typeof CollectionRow | typeof OfferRow;
  one: typeof Collection | typeof Offer;
  inputType: typeof CollectionInput | typeof OfferInput;
  list: (ctx: RequestContext, args: ReturnType<typeof listArgsOf>) => Promise<unknown>;
  get: (ctx: RequestContext, id: string) => Promise<unknown>;
  create: (ctx: RequestContext, input: unknown) => Promise<unknown>;
  update: (ctx: RequestContext, id: string, input: unknown) => Promise<unknown>;
  remove: (ctx: RequestContext, id: string) => Promise<{ id: string }>;
  add: (ctx: RequestContext, id: string, products: unknown) => Promise<{ id: string }>;
  take: (ctx: RequestContext, id: string, products: unknown) => Promise<{ id: string }>;
}) {
  const { name, entity } = o;
  const One = envelopeOf<One>(`Admin${name}One`, o.one);
  const DoneEnvelope = envelopeOf<{ id: string }>(`Admin${name}Done`, Done);
  // biome-ignore lint/suspicious/noExplicitAny: the services' contexts are the request's
  const c = (ctx: unknown) => ctx as any;
  builder.queryField(`admin${name}s`, (t) =>
    t.field({
      ...guard.admin(`update:${entity}:any`),
      type: listOf<Row>(`Admin${name}`, o.row),
      description: `Every ${entity}, a page at a time; sort: ${SALES_LIST.sortable.join(", ")}; search: both titles, slug`,
      args: { options: t.arg({ type: ListOptions }), filter: t.arg({ type: SaleFilter }) },
      resolve: (_r, args, ctx) => reply(ctx, () => o.list(c(ctx), listArgsOf(args)) as Promise<never>),
    }),
  );
  builder.queryField(`admin${name}`, (t) =>
    t.field({
      ...guard.admin(`update:${entity}:any`),
      type: One,
      description: `One ${entity} with its products`,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => reply(ctx, () => o.get(c(ctx), String(a.id)) as Promise<never>),
    }),
  );
  builder.mutationField(`create${name}`, (t) =>
    t.field({
      ...guard.admin(`create:${entity}:any`),
      type: One,
      description: `Adds a ${entity} (the end date on or after the start date)`,
      args: { input: t.arg({ type: o.inputType, required: true }) },
      resolve: (_r, a, ctx) => reply(ctx, () => o.create(c(ctx), input(a.input)) as Promise<never>),
    }),
  );
  builder.mutationField(`update${name}`, (t) =>
    t.field({
      ...guard.admin(`update:${entity}:any`),
      type: One,
      description: `Saves what changed of a ${entity} (NOTHING_CHANGED when nothing did)`,
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: o.inputType, required: true }) },
      resolve: (_r, a, ctx) =>
        reply(ctx, () => o.update(c(ctx), String(a.id), input(a.input)) as Promise<never>),
    }),
  );
  builder.mutationField(`delete${name}`, (t) =>
    t.field({
      ...guard.admin(`delete:${entity}:any`),
      type: DoneEnvelope,
      description: `Deletes a ${entity}; its products stay, out of it`,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => reply(ctx, () => o.remove(c(ctx), String(a.id))),
    }),
  );
  builder.mutationField(`add${name}Products`, (t) =>
    t.field({
      ...guard.admin(`update:${entity}:any`),
      type: DoneEnvelope,
      description: `Puts products in the ${entity} (taking them out of another one: a product has one)`,
      args: { id: t.arg.id({ required: true }), products: t.arg.idList({ required: true }) },
      resolve: (_r, a, ctx) => reply(ctx, () => o.add(c(ctx), String(a.id), a.products.map(String))),
    }),
  );
  builder.mutationField(`remove${name}Products`, (t) =>
    t.field({
      ...guard.admin(`update:${entity}:any`),
      type: DoneEnvelope,
      description: `Takes products out of the ${entity}`,
      args: { id: t.arg.id({ required: true }), products: t.arg.idList({ required: true }) },
      resolve: (_r, a, ctx) => reply(ctx, () => o.take(c(ctx), String(a.id), a.products.map(String))),
    }),
  );
}

define<AdminCollectionRow, AdminCollection>({
  name: "Collection",
  entity: "collection",
  row: CollectionRow,
  one: Collection,
  inputType: CollectionInput,
  list: listAdminCollections,
  get: getAdminCollection,
  create: createCollection,
  update: updateCollection,
  remove: deleteCollection,
  add: addCollectionProducts,
  take: removeCollectionProducts,
});

define<AdminOfferRow, AdminOffer>({
  name: "Offer",
  entity: "offer",
  row: OfferRow,
  one: Offer,
  inputType: OfferInput,
  list: listAdminOffers,
  get: getAdminOffer,
  create: createOffer,
  update: updateOffer,
  remove: deleteOffer,
  add: addOfferProducts,
  take: removeOfferProducts,
});
