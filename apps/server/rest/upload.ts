import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { OutputInfo } from "sharp";
import type { Db } from "#db/client.ts";
import { uploads } from "#db/schema/index.ts";
import { errorMessage } from "#i18n/messages/errors.ts";
import { type Allowance, takeAllowance } from "#kernel/allowance.ts";
import type { Services } from "#kernel/services.ts";
import { safeFileName } from "#kernel/text-guard.ts";
import { type RestHelpers, UPLOAD_LIMIT } from "./helpers.ts";

export const AVATAR_SIZE = 250;

/** A visitor (no session) uploads the sign-up page's profile picture only (decision 0075). */
export const VISITOR_UPLOAD_LIMIT = 10 * 1024 * 1024;
export const VISITOR_UPLOADS_PER_HOUR = 10;
const VISITOR_UPLOADS: Allowance = { limit: VISITOR_UPLOADS_PER_HOUR, windowMs: 3_600_000 };

type UploadError =
  | "UPLOAD_NOT_IMAGE"
  | "UPLOAD_TOO_LARGE"
  | "UPLOAD_IMAGE_FAILED"
  | "UPLOAD_SIGN_IN"
  | "UPLOAD_TOO_MANY"
  | "UPLOAD_VISITOR_TOO_LARGE";

/**
 * POST /api/user/upload-one?minify=true: one image (multipart field of any name), at most 50 MB.
 * With minify the image is cropped to the 250 x 250 profile picture; either way it is re-encoded
 * to WebP (which also drops metadata) and stored through the public storage adapter (decision
 * 0076). A visitor may upload the profile picture only, smaller and rarer (decision 0075;
 * `uploads.sweep` removes it unless an account takes it within a day).
 */
export function uploadRoutes(
  app: FastifyInstance,
  db: Db,
  services: Pick<Services, "storage" | "throttle">,
  h: RestHelpers,
) {
  const { storage, throttle } = services;
  app.post(
    "/api/user/upload-one",
    { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const lang = h.language(request);
      const fail = (status: number, code: UploadError) =>
        reply.status(status).send({ status_code: status, message: errorMessage(code, lang) });
      const minify = (request.query as { minify?: string }).minify === "true";
      const user = await h.user(request);
      if (!user && !minify) return fail(401, "UPLOAD_SIGN_IN");
      // A visitor's allowance is the site's, kept in the shared store (decisions 0075, 0079);
      // every try counts, so a burst cannot slip in before the first is stored.
      if (!user && !(await takeAllowance(throttle, `upload:visitor:${request.ip}`, VISITOR_UPLOADS)))
        return fail(429, "UPLOAD_TOO_MANY");
      if (!request.isMultipart()) return fail(400, "UPLOAD_NOT_IMAGE");
      const tooLarge = () => fail(413, user ? "UPLOAD_TOO_LARGE" : "UPLOAD_VISITOR_TOO_LARGE");
      let file: Awaited<ReturnType<typeof request.file>>;
      try {
        file = await request.file({
          limits: { fileSize: user ? UPLOAD_LIMIT : VISITOR_UPLOAD_LIMIT, files: 1 },
        });
      } catch {
        return fail(400, "UPLOAD_IMAGE_FAILED");
      }
      if (!file) return fail(400, "UPLOAD_NOT_IMAGE");
      if (!file.mimetype.startsWith("image/")) {
        file.file.resume();
        return fail(400, "UPLOAD_NOT_IMAGE");
      }
      let buffer: Buffer;
      try {
        buffer = await file.toBuffer();
      } catch {
        return tooLarge();
      }
      if (file.file.truncated) return tooLarge();
      let output: { data: Buffer; info: OutputInfo };
      try {
        const { default: sharp } = await import("sharp"); // loaded when first used (decision 0089)
        const image = sharp(buffer, { limitInputPixels: 100_000_000 }).rotate();
        const sized = minify
          ? image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", position: "attention" })
          : image.resize(2000, 2000, { fit: "inside", withoutEnlargement: true });
        output = await sized.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
      } catch {
        return fail(400, "UPLOAD_NOT_IMAGE");
      }
      const folder = minify ? "avatars" : "images";
      const filename = `${randomBytes(12).toString("hex")}.webp`;
      const key = `${folder}/${filename}`;
      const path = await storage.put(key, output.data, "image/webp");
      await db.insert(uploads).values({
        path,
        storageKey: key,
        originalName: safeFileName(file.filename, filename, 200),
        mimeType: "image/webp",
        size: output.info.size,
        width: output.info.width,
        height: output.info.height,
        kind: minify ? "avatar" : "other",
        userId: user?.id ?? null,
      });
      return {
        status_code: 200,
        file: { filename, path, width: output.info.width, height: output.info.height },
      };
    },
  );
}
