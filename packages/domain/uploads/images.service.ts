/**
 * Images of POST /api/user/upload-one (decisions 0075, 0076): the profile picture cropped to
 * AVATAR_SIZE square, any other image fitted in 2000 x 2000; either way re-encoded to WebP (which
 * also drops metadata), stored through the public storage adapter and recorded in `uploads`.
 */
import { randomBytes } from "node:crypto";
import type { OutputInfo } from "sharp";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { safeFileName } from "#kernel/text-guard.ts";
import { recordUpload } from "./uploads.service.ts";

export const AVATAR_SIZE = 250;

export interface StoredImage {
  filename: string;
  path: string;
  width: number;
  height: number;
}

/** Stores an uploaded image for the caller (or a visitor); bytes that are no image → UPLOAD_NOT_IMAGE. */
export async function storeImage(
  ctx: Pick<RequestContext, "db" | "user" | "services">,
  file: { bytes: Uint8Array; name: string; avatar: boolean },
): Promise<StoredImage> {
  let output: { data: Buffer; info: OutputInfo };
  try {
    const { default: sharp } = await import("sharp"); // loaded when first used (decision 0089)
    const image = sharp(file.bytes, { limitInputPixels: 100_000_000 }).rotate();
    const sized = file.avatar
      ? image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", position: "attention" })
      : image.resize(2000, 2000, { fit: "inside", withoutEnlargement: true });
    output = await sized.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
  } catch {
    throw new DomainError("UPLOAD_NOT_IMAGE", 400);
  }
  const filename = `${randomBytes(12).toString("hex")}.webp`;
  const key = `${file.avatar ? "avatars" : "images"}/${filename}`;
  const path = await ctx.services.storage.put(key, output.data, "image/webp");
  const { size, width, height } = output.info;
  await recordUpload(ctx, {
    path,
    storageKey: key,
    originalName: safeFileName(file.name, filename, 200),
    mimeType: "image/webp",
    size,
    width,
    height,
    kind: file.avatar ? "avatar" : "other",
    userId: ctx.user?.id ?? null,
  });
  return { filename, path, width, height };
}
