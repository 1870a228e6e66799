/**
 * The back office's collections (decision 0134): list with state tabs, one collection with its
 * products, create, save, delete, add and remove products. Staff with `update:collection:any`.
 */
import { sql } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import type { ListArgs, ListPage } from "#kernel/list.ts";
import { collectionCreateInput, collectionUpdateInput } from "./sale-admin.schema.ts";
import {
  type AdminSaleBase,
  changeSaleProducts,
  createSale,
  deleteSale,
  getSale,
  listSales,
  type SaleKind,
  type SaleProduct,
  updateSale,
} from "./sale-admin.shared.ts";

type Ctx = Pick<RequestContext, "db" | "user">;

export interface AdminCollectionRow extends AdminSaleBase {
  description: string;
  arDescription: string;
  image: string | null;
  banner: string | null;
  displayOrder: number;
}
export type AdminCollection = AdminCollectionRow & { products: SaleProduct[] };

const COLLECTION: SaleKind<typeof collectionCreateInput, typeof collectionUpdateInput> = {
  entity: "collection",
  table: s.collections,
  tableSql: sql`collections`,
  productColumn: sql`p.collection_id`,
  extraColumns: sql`x.description, x.ar_description as "arDescription", x.image, x.banner,
    x.display_order as "displayOrder"`,
  editable: Object.keys(collectionUpdateInput.shape),
  create: collectionCreateInput,
  update: collectionUpdateInput,
  notFound: "COLLECTION_NOT_FOUND",
  slugTaken: "COLLECTION_SLUG_TAKEN",
};

export const listAdminCollections = (ctx: Ctx, args: ListArgs): Promise<ListPage<AdminCollectionRow>> =>
  listSales<AdminCollectionRow>(COLLECTION, ctx, args);

export const getAdminCollection = (ctx: Ctx, id: string): Promise<AdminCollection> =>
  getSale<AdminCollectionRow>(COLLECTION, ctx, id);

export const createCollection = (ctx: RequestContext, input: unknown): Promise<AdminCollection> =>
  createSale<AdminCollectionRow>(COLLECTION, ctx, input);

export const updateCollection = (ctx: RequestContext, id: string, input: unknown): Promise<AdminCollection> =>
  updateSale<AdminCollectionRow>(COLLECTION, ctx, id, input);

export const deleteCollection = (ctx: RequestContext, id: string) => deleteSale(COLLECTION, ctx, id);

export const addCollectionProducts = (ctx: RequestContext, id: string, products: unknown) =>
  changeSaleProducts(COLLECTION, ctx, id, products, "add");

export const removeCollectionProducts = (ctx: RequestContext, id: string, products: unknown) =>
  changeSaleProducts(COLLECTION, ctx, id, products, "remove");
