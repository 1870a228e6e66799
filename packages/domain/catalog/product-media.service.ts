/**
 * A product's pictures and options in the back office (decision 0118): a picture is uploaded
 * first (POST /api/user/upload-one, recorded by the uploads domain), then added here by its path;
 * one picture is the primary one; the order is the list's. Options (features) carry extra prices
 * per country. Each write audited, in one transaction that queues `catalog.changed`.
 */
import { and, asc, count, eq, max } from "drizzle-orm";
import { z } from "zod";
import * as s from "#db/schema/index.ts";
import { audit } from "#kernel/audit.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError, notFound } from "#kernel/errors.ts";
import { parseInput } from "#kernel/input.ts";
import { requirePermission } from "#kernel/permissions.ts";
import { withTransaction } from "#kernel/tx.ts";
import { catalogueChanged } from "./cache.ts";
import { isUuid } from "./ids.ts";
import { changedFields } from "./product-admin.rules.ts";
import { featureInput, imageInput } from "./product-admin.schema.ts";
import { type AdminProduct, getAdminProduct } from "./product-admin.service.ts";

type Ctx = RequestContext;

async function lockProduct(tx: Ctx, productId: string): Promise<void> {
  if (!isUuid(productId)) throw notFound("PRODUCT_NOT_FOUND");
  const [row] = await tx.db
    .select({ id: s.products.id })
    .from(s.products)
    .where(eq(s.products.id, productId))
    .for("update");
  if (!row) throw notFound("PRODUCT_NOT_FOUND");
}

async function imageOf(tx: Ctx, imageId: string) {
  if (!isUuid(imageId)) throw notFound("IMAGE_NOT_FOUND");
  const [image] = await tx.db.select().from(s.productImages).where(eq(s.productImages.id, imageId));
  if (!image) throw notFound("IMAGE_NOT_FOUND");
  await lockProduct(tx, image.productId);
  return image;
}

/** Makes `imageId` the product's only primary picture. */
async function onlyPrimary(tx: Ctx, productId: string, imageId: string) {
  await tx.db
    .update(s.productImages)
    .set({ primaryImage: false })
    .where(eq(s.productImages.productId, productId));
  await tx.db.update(s.productImages).set({ primaryImage: true }).where(eq(s.productImages.id, imageId));
}

const addImageInput = imageInput.extend({ path: z.string({ error: "UPLOAD_NOT_FOUND" }).max(300) });

/** Adds a picture the caller uploaded; the first picture is the primary one. */
export async function addProductImage(ctx: Ctx, productId: string, input: unknown): Promise<AdminProduct> {
  requirePermission(ctx, "update:product:any");
  const p = parseInput(addImageInput, input);
  return withTransaction(ctx, async (tx) => {
    await lockProduct(tx, productId);
    const [upload] = await tx.db
      .select({ originalName: s.uploads.originalName, width: s.uploads.width, height: s.uploads.height })
      .from(s.uploads)
      .where(and(eq(s.uploads.path, p.path), eq(s.uploads.userId, ctx.user!.id)));
    if (!upload) throw new DomainError("UPLOAD_NOT_FOUND", 400, { path: "UPLOAD_NOT_FOUND" });
    const [last] = await tx.db
      .select({ order: max(s.productImages.displayOrder), n: count() })
      .from(s.productImages)
      .where(eq(s.productImages.productId, productId));
    const first = !last?.n;
    const [image] = await tx.db
      .insert(s.productImages)
      .values({
        productId,
        path: p.path,
        originalName: upload.originalName,
        width: upload.width ?? 0,
        height: upload.height ?? 0,
        featured: p.featured ?? false,
        stage: p.stage ?? 0,
        egExtraPrice: p.egExtraPrice ?? 0,
        suExtraPrice: p.suExtraPrice ?? 0,
        emExtraPrice: p.emExtraPrice ?? 0,
        displayOrder: first ? 0 : (last?.order ?? 0) + 1,
      })
      .returning({ id: s.productImages.id });
    if (first || p.primaryImage) await onlyPrimary(tx, productId, image!.id);
    await audit(tx, {
      action: "product.image-add",
      entity: "product",
      entityId: productId,
      after: { image: image!.id, path: p.path, primaryImage: first || !!p.primaryImage },
    });
    await catalogueChanged(tx);
    return getAdminProduct(tx, productId);
  });
}

/** Changes a picture: primary, featured, its option stage, its extra prices. */
export async function updateProductImage(ctx: Ctx, imageId: string, input: unknown): Promise<AdminProduct> {
  requirePermission(ctx, "update:product:any");
  const p = parseInput(imageInput, input);
  return withTransaction(ctx, async (tx) => {
    const image = await imageOf(tx, imageId);
    // A primary picture stays primary until another one takes its place.
    const { primaryImage, ...rest } = p;
    const { before, after } = changedFields(image, {
      ...rest,
      primaryImage: primaryImage === true ? true : undefined,
    });
    if (!Object.keys(after).length) throw new DomainError("NOTHING_CHANGED", 400);
    if (Object.keys(rest).length)
      await tx.db.update(s.productImages).set(rest).where(eq(s.productImages.id, imageId));
    if (after.primaryImage) await onlyPrimary(tx, image.productId, imageId);
    await audit(tx, {
      action: "product.image-update",
      entity: "product",
      entityId: image.productId,
      before: { image: imageId, ...before },
      after: { image: imageId, ...after },
    });
    await catalogueChanged(tx);
    return getAdminProduct(tx, image.productId);
  });
}

/** Removes a picture (its stored file stays: an old order's line may show it). */
export async function removeProductImage(ctx: Ctx, imageId: string): Promise<AdminProduct> {
  requirePermission(ctx, "update:product:any");
  return withTransaction(ctx, async (tx) => {
    const image = await imageOf(tx, imageId);
    await tx.db.delete(s.productImages).where(eq(s.productImages.id, imageId));
    if (image.primaryImage) {
      const [next] = await tx.db
        .select({ id: s.productImages.id })
        .from(s.productImages)
        .where(eq(s.productImages.productId, image.productId))
        .orderBy(asc(s.productImages.displayOrder), asc(s.productImages.id))
        .limit(1);
      if (next) await onlyPrimary(tx, image.productId, next.id);
    }
    await audit(tx, {
      action: "product.image-remove",
      entity: "product",
      entityId: image.productId,
      before: { image: imageId, path: image.path, primaryImage: image.primaryImage },
    });
    await catalogueChanged(tx);
    return getAdminProduct(tx, image.productId);
  });
}

const orderInput = z
  .array(z.uuid({ error: "IMAGE_NOT_FOUND" }))
  .min(1)
  .max(100);

/** Puts a product's pictures in the order given (every picture of the product, once). */
export async function orderProductImages(ctx: Ctx, productId: string, ids: unknown): Promise<AdminProduct> {
  requirePermission(ctx, "update:product:any");
  const order = parseInput(orderInput, ids);
  return withTransaction(ctx, async (tx) => {
    await lockProduct(tx, productId);
    const images = await tx.db
      .select({ id: s.productImages.id })
      .from(s.productImages)
      .where(eq(s.productImages.productId, productId))
      .orderBy(asc(s.productImages.displayOrder), asc(s.productImages.id));
    const known = images.map((i) => i.id);
    if (
      order.length !== known.length ||
      new Set(order).size !== order.length ||
      order.some((i) => !known.includes(i))
    )
      throw new DomainError("IMAGE_NOT_FOUND", 400, { images: "IMAGE_NOT_FOUND" });
    for (const [index, id] of order.entries())
      await tx.db.update(s.productImages).set({ displayOrder: index }).where(eq(s.productImages.id, id));
    await audit(tx, {
      action: "product.image-order",
      entity: "product",
      entityId: productId,
      before: { images: known },
      after: { images: order },
    });
    await catalogueChanged(tx);
    return getAdminProduct(tx, productId);
  });
}

/** Adds an option (property and value, with extra prices per country). */
export async function addFeature(ctx: Ctx, productId: string, input: unknown): Promise<AdminProduct> {
  requirePermission(ctx, "update:product:any");
  const p = parseInput(featureInput, input);
  return withTransaction(ctx, async (tx) => {
    await lockProduct(tx, productId);
    const [row] = await tx.db
      .insert(s.features)
      .values({ productId, ...p })
      .returning({ id: s.features.id });
    await audit(tx, {
      action: "product.feature-add",
      entity: "product",
      entityId: productId,
      after: { feature: row!.id, ...p },
    });
    await catalogueChanged(tx);
    return getAdminProduct(tx, productId);
  });
}

/** Removes an option. */
export async function removeFeature(ctx: Ctx, featureId: string): Promise<AdminProduct> {
  requirePermission(ctx, "update:product:any");
  if (!isUuid(featureId)) throw notFound("FEATURE_NOT_FOUND");
  return withTransaction(ctx, async (tx) => {
    const [feature] = await tx.db.select().from(s.features).where(eq(s.features.id, featureId));
    if (!feature) throw notFound("FEATURE_NOT_FOUND");
    await lockProduct(tx, feature.productId);
    await tx.db.delete(s.features).where(eq(s.features.id, featureId));
    const { productId, id, ...before } = feature;
    await audit(tx, {
      action: "product.feature-remove",
      entity: "product",
      entityId: productId,
      before: { feature: id, ...before },
    });
    await catalogueChanged(tx);
    return getAdminProduct(tx, productId);
  });
}
