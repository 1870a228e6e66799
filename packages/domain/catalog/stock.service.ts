/**
 * Stock of products (`availableEdition`), reserved and released in the caller's transaction
 * (decision 0055): one conditional UPDATE per product, so two buyers of the last piece cannot both
 * get it and the stock never falls below 0.
 */
import { and, eq, gte, sql } from "drizzle-orm";
import { productPrices, products } from "#db/schema/index.ts";
import type { CountryCode } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { withTransaction } from "#kernel/tx.ts";
import { catalogueChanged } from "./cache.ts";

export interface StockLine {
  productId: string;
  quantity: number;
}

/** Quantities per product (lines of one product add up), in id order so lockers never deadlock. */
function perProduct(lines: readonly StockLine[]): Array<[string, number]> {
  const sums = new Map<string, number>();
  for (const { productId, quantity } of lines) {
    if (!Number.isInteger(quantity) || quantity < 1)
      throw new DomainError("QUANTITY_INVALID", 400, { quantity: "QUANTITY_INVALID" });
    sums.set(productId, (sums.get(productId) ?? 0) + quantity);
  }
  return [...sums].sort(([a], [b]) => a.localeCompare(b));
}

/** Why a reservation failed: the product is gone, sold out, or has fewer pieces than asked. */
async function refusal(tx: Pick<RequestContext, "db">, productId: string): Promise<DomainError> {
  const [found] = await tx.db
    .select({ availableEdition: products.availableEdition })
    .from(products)
    .where(eq(products.id, productId));
  if (!found) return new DomainError("PRODUCT_NOT_FOUND", 404);
  const code = found.availableEdition < 1 ? "OUT_OF_STOCK" : "NOT_ENOUGH_STOCK";
  return new DomainError(code, 409, { quantity: code });
}

type Ctx = Pick<RequestContext, "db" | "services">;

/** Adds (`by` 1) or takes (`by` -1, never below 0) the lines' quantities; answers the stock left. */
function adjust(ctx: Ctx, lines: readonly StockLine[], by: 1 | -1) {
  return withTransaction(ctx, async (tx) => {
    const left = new Map<string, number>();
    for (const [productId, quantity] of perProduct(lines)) {
      const [row] = await tx.db
        .update(products)
        .set({ availableEdition: sql`${products.availableEdition} + ${by * quantity}` })
        .where(and(eq(products.id, productId), by < 0 ? gte(products.availableEdition, quantity) : undefined))
        .returning({ availableEdition: products.availableEdition });
      if (row) left.set(productId, row.availableEdition);
      else if (by < 0) throw await refusal(tx, productId);
    }
    if (left.size) await catalogueChanged(tx);
    return left;
  });
}

/**
 * Takes the lines' quantities off the products' stock, all or nothing: more than is left is a
 * 409 OUT_OF_STOCK (none left) or NOT_ENOUGH_STOCK, and the caller's transaction rolls back.
 * Answers the stock left per product.
 */
export const reserveStock = (ctx: Ctx, lines: readonly StockLine[]) => adjust(ctx, lines, -1);

/** Gives the lines' quantities back to the products' stock (a cancelled or failed order). */
export const releaseStock = (ctx: Ctx, lines: readonly StockLine[]) => adjust(ctx, lines, 1);

/**
 * Counts delivered pieces in the products' sales of the country (`salesNumberInEg/Su/Em`): called
 * when an order is delivered, in its transaction.
 */
export async function recordSales(
  ctx: Ctx,
  lines: readonly StockLine[],
  country: CountryCode,
): Promise<void> {
  for (const [productId, quantity] of perProduct(lines)) {
    await ctx.db
      .update(productPrices)
      .set({ salesNumber: sql`${productPrices.salesNumber} + ${quantity}` })
      .where(and(eq(productPrices.productId, productId), eq(productPrices.country, country)));
  }
  if (lines.length) await catalogueChanged(ctx);
}
