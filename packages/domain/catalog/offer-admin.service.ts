/**
 * The back office's offers (decision 0134), the deals page's and the home page's discounts: the
 * same use cases as collections, with the in-home flag and the sales count (read only).
 */
import { sql } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import type { ListArgs, ListPage } from "#kernel/list.ts";
import { offerCreateInput, offerUpdateInput } from "./sale-admin.schema.ts";
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

export interface AdminOfferRow extends AdminSaleBase {
  inHome: boolean;
  salesNumber: number;
}
export type AdminOffer = AdminOfferRow & { products: SaleProduct[] };

const OFFER: SaleKind<typeof offerCreateInput, typeof offerUpdateInput> = {
  entity: "offer",
  table: s.offers,
  tableSql: sql`offers`,
  productColumn: sql`p.offer_id`,
  extraColumns: sql`x.in_home as "inHome", x.sales_number as "salesNumber"`,
  editable: Object.keys(offerUpdateInput.shape),
  create: offerCreateInput,
  update: offerUpdateInput,
  notFound: "OFFER_NOT_FOUND",
  slugTaken: "OFFER_SLUG_TAKEN",
};

export const listAdminOffers = (ctx: Ctx, args: ListArgs): Promise<ListPage<AdminOfferRow>> =>
  listSales<AdminOfferRow>(OFFER, ctx, args);

export const getAdminOffer = (ctx: Ctx, id: string): Promise<AdminOffer> =>
  getSale<AdminOfferRow>(OFFER, ctx, id);

export const createOffer = (ctx: RequestContext, input: unknown): Promise<AdminOffer> =>
  createSale<AdminOfferRow>(OFFER, ctx, input);

export const updateOffer = (ctx: RequestContext, id: string, input: unknown): Promise<AdminOffer> =>
  updateSale<AdminOfferRow>(OFFER, ctx, id, input);

export const deleteOffer = (ctx: RequestContext, id: string) => deleteSale(OFFER, ctx, id);

export const addOfferProducts = (ctx: RequestContext, id: string, products: unknown) =>
  changeSaleProducts(OFFER, ctx, id, products, "add");

export const removeOfferProducts = (ctx: RequestContext, id: string, products: unknown) =>
  changeSaleProducts(OFFER, ctx, id, products, "remove");
