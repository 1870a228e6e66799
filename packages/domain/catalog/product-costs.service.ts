/**
 * What only administrators read of a product (decision 0052): its base price and, per country,
 * the revenue, the site's revenue and the manufacturing cost.
 */
import { eq } from "drizzle-orm";
import { productPrices, products } from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { notFound } from "#kernel/errors.ts";
import { requirePermission } from "#kernel/permissions.ts";
import { isUuid } from "./ids.ts";
import type { CountryPriceRow } from "./products.rules.ts";

export interface ProductCosts {
  id: string;
  name: string;
  arName: string;
  slug: string;
  basePrice: number;
  prices: CountryPriceRow[];
}

/** A product's costs and revenues by id or slug, whatever its status; 404 'Product not found' otherwise. */
export async function getProductCosts(
  ctx: Pick<RequestContext, "db" | "user">,
  idOrSlug: string,
): Promise<ProductCosts> {
  requirePermission(ctx, "read:product-cost:any");
  const [product] = await ctx.db
    .select({
      id: products.id,
      name: products.name,
      arName: products.arName,
      slug: products.slug,
      basePrice: products.basePrice,
    })
    .from(products)
    .where(isUuid(idOrSlug) ? eq(products.id, idOrSlug) : eq(products.slug, idOrSlug));
  if (!product) throw notFound("PRODUCT_NOT_FOUND");
  const prices = await ctx.db.select().from(productPrices).where(eq(productPrices.productId, product.id));
  return { ...product, prices };
}
