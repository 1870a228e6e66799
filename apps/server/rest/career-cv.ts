import type { FastifyInstance } from "fastify";
import { storeCv } from "#domain/forms/forms.api.ts";
import { errorMessage } from "#i18n/messages/errors.ts";
import { DomainError } from "#kernel/errors.ts";
import { type RestHelpers, UPLOAD_LIMIT } from "./helpers.ts";

/**
 * POST /api/careers/cv (decision 0065): one CV (multipart, at most 50 MB, PDF or Word by its
 * bytes) from anyone applying; answers its id for addCareerRequest. Nobody downloads it here.
 */
export function careerCvRoutes(app: FastifyInstance, h: RestHelpers) {
  app.post(
    "/api/careers/cv",
    { config: { rateLimit: { max: 20, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const ctx = { ...(await h.context(request)), language: h.language(request) };
      reply.header("cache-control", "no-store");
      try {
        if (!request.isMultipart()) throw new DomainError("CV_UPLOAD_FAILED", 400);
        const file = await request.file({ limits: { fileSize: UPLOAD_LIMIT, files: 1 } }).catch(() => {
          throw new DomainError("CV_UPLOAD_FAILED", 400);
        });
        if (!file) throw new DomainError("CV_REQUIRED", 400);
        const bytes = await file.toBuffer().catch(() => {
          throw new DomainError("CV_TOO_LARGE", 413);
        });
        if (file.file.truncated) throw new DomainError("CV_TOO_LARGE", 413);
        return {
          status_code: 200,
          code: "SUCCESS",
          data: await storeCv(ctx, { bytes: new Uint8Array(bytes), name: file.filename }),
        };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return reply.status(error.status).send({
          status_code: error.status,
          code: error.code,
          message: errorMessage(error.code, ctx.language),
        });
      }
    },
  );
}
