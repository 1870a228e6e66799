import type { FastifyInstance } from "fastify";
import { storeImage } from "#domain/uploads/uploads.api.ts";
import { errorMessage } from "#i18n/messages/errors.ts";
import { type Allowance, takeAllowance } from "#kernel/allowance.ts";
import { DomainError } from "#kernel/errors.ts";
import type { Services } from "#kernel/services.ts";
import { type RestHelpers, UPLOAD_LIMIT } from "./helpers.ts";

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
 * With minify the image is the 250 x 250 profile picture; the uploads domain resizes, stores and
 * records it (`storeImage`, decision 0104). A visitor may upload the profile picture only, smaller
 * and rarer (decision 0075; `uploads.sweep` removes it unless an account takes it within a day).
 */
export function uploadRoutes(app: FastifyInstance, services: Pick<Services, "throttle">, h: RestHelpers) {
  const { throttle } = services;
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
      try {
        const ctx = await h.context(request, undefined, user);
        const image = await storeImage(ctx, { bytes: buffer, name: file.filename, avatar: minify });
        return { status_code: 200, file: image };
      } catch (error) {
        if (error instanceof DomainError && error.code === "UPLOAD_NOT_IMAGE") return fail(400, error.code);
        throw error;
      }
    },
  );
}
