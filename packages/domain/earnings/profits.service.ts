/**
 * The sellers' wallet (decision 0061): getProfitByDesigner / getProfitByManufacturer. Balances per
 * currency over the seller's designer and manufacturer lines of the profit ledger (0057) and their
 * profit payouts; per product, per month and the ledger for the kind of profit asked about.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { isRowId } from "#kernel/ids.ts";
import { requireOwnerOr } from "#kernel/permissions.ts";
import { RETURN_DAYS, returnUntil } from "../orders/orders.api.ts";
import { type CurrencyBalance, type LedgerLine, walletBalances } from "./wallet.rules.ts";

export type SellerKind = "designer" | "manufacturer";
const SELLER_KINDS: SellerKind[] = ["designer", "manufacturer"];
const LEDGER_ROWS = 300;

export interface ProductProfit {
  productId: string | null;
  name: string;
  arName: string;
  country: string;
  currency: string;
  salesCount: number;
  profit: number;
  /** The last sale's unit price after offers, minor units. */
  price: number | null;
  /** The profit's share of the sales, percent. */
  percentage: number;
}

export interface WalletEntry {
  id: string;
  kind: "credit" | "reversal" | "payout";
  /** Signed minor units: credits add, reversals and payouts take. */
  amount: number;
  currency: string;
  at: Date;
  orderNumber: string | null;
  name: string | null;
  arName: string | null;
  availableAt: Date | null;
  status: string | null;
}

export interface ProfitPayout {
  id: string;
  amount: number;
  currency: string;
  status: "pending" | "approved" | "paid" | "rejected";
  createdAt: Date;
  processedAt: Date | null;
  bank: string | null;
  /** The last four characters of the IBAN or account number. */
  accountEnd: string | null;
}

export interface ProfitWallet {
  userId: string;
  profitFor: SellerKind;
  balances: CurrencyBalance[];
  products: ProductProfit[];
  months: Array<{ month: string; currency: string; amount: number }>;
  ledger: WalletEntry[];
  payouts: ProfitPayout[];
}

const availableAtSql = sql`(coalesce(${s.orders.deliveredAt}, ${s.profits.createdAt}) + ${RETURN_DAYS} * interval '1 day')`;
const sellerLines = (userId: string) =>
  and(eq(s.profits.userId, userId), inArray(s.profits.profitFor, SELLER_KINDS));

/** The balances of a seller per currency (callers check permissions; read inside their transaction). */
export async function sellerBalances(ctx: RequestContext, userId: string): Promise<CurrencyBalance[]> {
  const now = ctx.services.clock.now();
  const sums = await ctx.db
    .select({
      currency: s.profits.currency,
      kind: s.profits.kind,
      ripe: sql<boolean>`${availableAtSql} < ${now.toISOString()}::timestamptz`,
      amount: sql<number>`sum(${s.profits.amount})::int`,
    })
    .from(s.profits)
    .leftJoin(s.orders, eq(s.orders.id, s.profits.orderId))
    .where(sellerLines(userId))
    .groupBy(s.profits.currency, s.profits.kind, sql`3`);
  const payouts = await ctx.db
    .select({
      currency: s.payoutRequests.currency,
      status: s.payoutRequests.status,
      amount: sql<number>`sum(${s.payoutRequests.amount})::int`,
    })
    .from(s.payoutRequests)
    .where(and(eq(s.payoutRequests.userId, userId), eq(s.payoutRequests.source, "profits")))
    .groupBy(s.payoutRequests.currency, s.payoutRequests.status);
  const lines: LedgerLine[] = sums.map((r) => ({
    ...r,
    availableAt: r.ripe ? new Date(0) : new Date(8.64e15),
  }));
  return walletBalances(lines, payouts, now);
}

/** getProfitByDesigner / getProfitByManufacturer: the seller's own wallet (`read:profit:any`: anyone's). */
export async function profitWallet(
  ctx: RequestContext,
  userId: string,
  profitFor: SellerKind,
): Promise<ProfitWallet> {
  requireOwnerOr(ctx, "read", "profit", userId);
  if (!isRowId(userId))
    return { userId, profitFor, balances: [], products: [], months: [], ledger: [], payouts: [] };
  const [balances, products, months, ledger, payouts] = await Promise.all([
    sellerBalances(ctx, userId),
    productProfits(ctx, userId, profitFor),
    monthlyProfits(ctx, userId, profitFor),
    ledgerLines(ctx, userId),
    profitPayouts(ctx, userId),
  ]);
  const debits: WalletEntry[] = payouts
    .filter((p) => p.status !== "rejected")
    .map((p) => ({
      id: p.id,
      kind: "payout",
      amount: -p.amount,
      currency: p.currency,
      at: p.createdAt,
      orderNumber: null,
      name: null,
      arName: null,
      availableAt: null,
      status: p.status,
    }));
  const entries = [...ledger, ...debits].sort((a, b) => b.at.getTime() - a.at.getTime());
  return { userId, profitFor, balances, products, months, ledger: entries, payouts };
}

async function productProfits(ctx: RequestContext, userId: string, profitFor: SellerKind) {
  const sign = sql`case when ${s.profits.kind} = 'credit' then 1 else -1 end`;
  const rows = await ctx.db
    .select({
      productId: s.profits.productId,
      name: sql<string>`coalesce(max(${s.products.name}), max(${s.orderItems.name}), '')`,
      arName: sql<string>`coalesce(max(${s.products.arName}), max(${s.orderItems.arName}), '')`,
      country: s.profits.country,
      currency: s.profits.currency,
      salesCount: sql<number>`sum(${sign} * ${s.profits.salesCount})::int`,
      profit: sql<number>`sum(${sign} * ${s.profits.amount})::int`,
      sales: sql<number>`coalesce(sum(${sign} * ${s.orderItems.lineTotal}), 0)::int`,
      percentage: sql<number>`max(${s.profits.percentage})::int`,
      price: sql<
        number | null
      >`(array_agg(${s.orderItems.unitPrice} - ${s.orderItems.unitDiscount} order by ${s.profits.createdAt} desc) filter (where ${s.orderItems.id} is not null))[1]`,
    })
    .from(s.profits)
    .leftJoin(s.orderItems, eq(s.orderItems.id, s.profits.orderItemId))
    .leftJoin(s.products, eq(s.products.id, s.profits.productId))
    .where(and(eq(s.profits.userId, userId), eq(s.profits.profitFor, profitFor)))
    .groupBy(s.profits.productId, s.profits.country, s.profits.currency)
    .orderBy(desc(sql`7`));
  return rows.map(({ sales, percentage, ...r }) => ({
    ...r,
    percentage: sales > 0 ? Math.round((r.profit * 100) / sales) : percentage,
  }));
}

async function monthlyProfits(ctx: RequestContext, userId: string, profitFor: SellerKind) {
  const month = sql<string>`to_char(${s.profits.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await ctx.db
    .select({
      month,
      currency: s.profits.currency,
      amount: sql<number>`sum(case when ${s.profits.kind} = 'credit' then ${s.profits.amount} else -${s.profits.amount} end)::int`,
    })
    .from(s.profits)
    .where(and(eq(s.profits.userId, userId), eq(s.profits.profitFor, profitFor)))
    .groupBy(sql`1`, s.profits.currency)
    .orderBy(desc(sql`1`))
    .limit(36);
  return rows.reverse();
}

async function ledgerLines(ctx: RequestContext, userId: string): Promise<WalletEntry[]> {
  const rows = await ctx.db
    .select({
      p: s.profits,
      orderNumber: s.orders.orderId,
      deliveredAt: s.orders.deliveredAt,
      name: sql<string | null>`coalesce(${s.orderItems.name}, ${s.products.name})`,
      arName: sql<string | null>`coalesce(${s.orderItems.arName}, ${s.products.arName})`,
    })
    .from(s.profits)
    .leftJoin(s.orders, eq(s.orders.id, s.profits.orderId))
    .leftJoin(s.orderItems, eq(s.orderItems.id, s.profits.orderItemId))
    .leftJoin(s.products, eq(s.products.id, s.profits.productId))
    .where(sellerLines(userId))
    .orderBy(desc(s.profits.createdAt), desc(s.profits.kind))
    .limit(LEDGER_ROWS);
  return rows.map(({ p, orderNumber, deliveredAt, name, arName }) => ({
    id: p.id,
    kind: p.kind,
    amount: p.kind === "credit" ? p.amount : -p.amount,
    currency: p.currency,
    at: p.createdAt,
    orderNumber,
    name,
    arName,
    availableAt: p.kind === "credit" ? (returnUntil(deliveredAt ?? p.createdAt) ?? null) : null,
    status: null,
  }));
}

/** A seller's profit payout requests, newest first, with the bank each goes to. */
export async function profitPayouts(ctx: RequestContext, userId: string): Promise<ProfitPayout[]> {
  const rows = await ctx.db
    .select({
      r: s.payoutRequests,
      bank: s.paymentDetails.bank,
      iban: s.paymentDetails.iban,
      accountNo: s.paymentDetails.accountNo,
    })
    .from(s.payoutRequests)
    .leftJoin(s.paymentDetails, eq(s.paymentDetails.id, s.payoutRequests.paymentDetailsId))
    .where(and(eq(s.payoutRequests.userId, userId), eq(s.payoutRequests.source, "profits")))
    .orderBy(desc(s.payoutRequests.createdAt), desc(s.payoutRequests.id))
    .limit(LEDGER_ROWS);
  return rows.map(({ r, bank, iban, accountNo }) => ({
    id: r.id,
    amount: r.amount,
    currency: r.currency,
    status: r.status,
    createdAt: r.createdAt,
    processedAt: r.processedAt,
    bank,
    accountEnd: (iban || accountNo)?.slice(-4) || null,
  }));
}
