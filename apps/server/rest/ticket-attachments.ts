import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { readAttachment, storeAttachment } from "#domain/tickets/tickets.api.ts";
import { errorMessage } from "#i18n/messages/errors.ts";
import { DomainError } from "#kernel/errors.ts";
import { type RestHelpers, UPLOAD_LIMIT } from "./helpers.ts";

/** A download name in a header: ASCII fallback plus the UTF-8 name (RFC 6266 / 5987). */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function answerError(h: RestHelpers, request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!(error instanceof DomainError)) throw error;
  reply.header("cache-control", "no-store");
  return reply.status(error.status).send({
    status_code: error.status,
    code: error.code,
    message: errorMessage(error.code, h.language(request)),
  });
}

/**
 * Ticket attachments (decision 0060): POST /api/tickets/attachments takes one file (multipart, at
 * most 50 MB) for the signed-in designer or team member; GET /api/tickets/attachments/:id answers
 * it as a download to the parties of its ticket only.
 */
export function ticketAttachmentRoutes(app: FastifyInstance, h: RestHelpers) {
  app.post(
    "/api/tickets/attachments",
    { config: { rateLimit: { max: 60, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const ctx = { ...(await h.context(request)), language: h.language(request) };
      try {
        if (!ctx.user) throw new DomainError("UNAUTHENTICATED", 401);
        if (!request.isMultipart()) throw new DomainError("ATTACHMENT_UPLOAD_FAILED", 400);
        const file = await request.file({ limits: { fileSize: UPLOAD_LIMIT, files: 1 } }).catch(() => {
          throw new DomainError("ATTACHMENT_UPLOAD_FAILED", 400);
        });
        if (!file) throw new DomainError("ATTACHMENT_UPLOAD_FAILED", 400);
        const bytes = await file.toBuffer().catch(() => {
          throw new DomainError("ATTACHMENT_TOO_LARGE", 413);
        });
        if (file.file.truncated) throw new DomainError("ATTACHMENT_TOO_LARGE", 413);
        const attachment = await storeAttachment(ctx, { bytes: new Uint8Array(bytes), name: file.filename });
        reply.header("cache-control", "no-store");
        return { status_code: 200, code: "SUCCESS", data: attachment };
      } catch (error) {
        return answerError(h, request, reply, error);
      }
    },
  );

  app.get<{ Params: { id: string } }>("/api/tickets/attachments/:id", async (request, reply) => {
    const ctx = { ...(await h.context(request)), language: h.language(request) };
    try {
      const file = await readAttachment(ctx, request.params.id);
      return reply
        .header("content-type", file.mimeType)
        .header("content-disposition", contentDisposition(file.name))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .send(Buffer.from(file.bytes));
    } catch (error) {
      return answerError(h, request, reply, error);
    }
  });
}
