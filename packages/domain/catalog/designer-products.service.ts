/**
 * Products made from designers' accepted tickets (decision 0060): the catalogue's side of an
 * acceptance. Called by the tickets domain inside its transaction, through catalog.api.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { CountryCode } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";
import { enqueue } from "#kernel/jobs.ts";
import type { Executor } from "#kernel/tx.ts";

/** Where a category id puts a product: a subcategory goes under its parent. */
export async function categoryPlacement(
  db: Executor,
  id: string,
): Promise<{ categoryId: string; subCategoryId: string | null; name: string; arName: string } | null> {
  const [row] = await db
    .select({
      id: s.categories.id,
      parentId: s.categories.parentId,
      name: s.categories.name,
      arName: s.categories.arName,
    })
    .from(s.categories)
    .where(eq(s.categories.id, id));
  if (!row) return null;
  return row.parentId
    ? { categoryId: row.parentId, subCategoryId: row.id, name: row.name, arName: row.arName }
    : { categoryId: row.id, subCategoryId: null, name: row.name, arName: row.arName };
}

export interface DesignerProductInput {
  designerId: string;
  slug: string;
  name: string;
  arName: string;
  description: string;
  arDescription: string;
  category: { categoryId: string; subCategoryId: string | null };
  /** EGP minor units: the designer's asking price. */
  basePrice: number;
  ticketForCompetition: boolean;
  availableEdition: number;
  /** Per country sold: price and the designer's revenue, minor units. */
  prices: Partial<Record<CountryCode, { price: number; revenue: number }>>;
  /** Pictures' bytes, the first the primary one. */
  images: Uint8Array[];
  acceptedAt: Date;
}

const SIZES = [800, 400] as const;

/** Re-encodes a picture to the catalogue's WebP sizes in the public storage; answers the 800 px path. */
async function storePicture(
  ctx: RequestContext,
  slug: string,
  bytes: Uint8Array,
): Promise<{ path: string; width: number; height: number }> {
  const name = `${slug}-${randomBytes(4).toString("hex")}`;
  let main: { path: string; width: number; height: number } | null = null;
  const { default: sharp } = await import("sharp"); // loaded when first used (decision 0089)
  for (const size of SIZES) {
    const { data, info } = await sharp(bytes, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize(size, size, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const path = await ctx.services.storage.put(`products/${name}-${size}.webp`, data, "image/webp");
    main ??= { path, width: info.width, height: info.height };
  }
  return main!;
}

/** Creates the active product, its prices and pictures; answers its id and slug. */
export async function createDesignerProduct(
  tx: RequestContext,
  p: DesignerProductInput,
): Promise<{ id: string; slug: string }> {
  const [product] = await tx.db
    .insert(s.products)
    .values({
      slug: p.slug,
      sku: `MZ-D-${randomBytes(4).toString("hex").toUpperCase()}`,
      name: p.name,
      arName: p.arName,
      description: p.description,
      arDescription: p.arDescription,
      status: "active",
      productStatus: "accepted",
      basePrice: p.basePrice,
      availableEdition: p.availableEdition,
      initAvailableEdition: p.availableEdition,
      ticketForCompetition: p.ticketForCompetition,
      categoryId: p.category.categoryId,
      subCategoryId: p.category.subCategoryId,
      designerId: p.designerId,
      acceptionDate: p.acceptedAt,
      createdAt: p.acceptedAt,
    })
    .returning({ id: s.products.id, slug: s.products.slug });
  const rows = Object.entries(p.prices).map(([country, v]) => ({
    productId: product!.id,
    country: country as CountryCode,
    price: v.price,
    revenue: v.revenue,
    siteRevenue: v.price - v.revenue,
  }));
  if (rows.length) await tx.db.insert(s.productPrices).values(rows);
  const pictures = [];
  for (const [i, bytes] of p.images.entries()) {
    const picture = await storePicture(tx, p.slug, bytes);
    pictures.push({ productId: product!.id, ...picture, primaryImage: i === 0, displayOrder: i });
  }
  if (pictures.length) await tx.db.insert(s.productImages).values(pictures);
  await enqueue(tx, "catalog.changed", {});
  return product!;
}
