import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { handleWebhook } from "#domain/payments/payments.api.ts";
import { DomainError } from "#kernel/errors.ts";
import type { RestHelpers } from "./helpers.ts";

/**
 * Payment providers' notifications (decision 0051): `POST /webhooks/payments/:provider` (server
 * notifications) and `GET` (the response callbacks some providers send with the shopper's
 * redirect). The body is kept raw for the signature; verification, the inbox and the change are
 * the payments domain's. A forged or altered notification answers 401 and is logged.
 */
export function webhookRoutes(app: FastifyInstance, h: RestHelpers) {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );

    const handle = async (request: FastifyRequest<{ Params: { provider: string } }>, reply: FastifyReply) => {
      const { provider } = request.params;
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([k, v]) => [
          k,
          Array.isArray(v) ? v.join(",") : (v as string | undefined),
        ]),
      );
      const ctx = await h.context(request, { lang: "en", country: "eg" }, null);
      try {
        const result = await handleWebhook(ctx, provider, {
          headers,
          query: request.query as Record<string, string | undefined>,
          rawBody: typeof request.body === "string" ? request.body : "",
        });
        if (result.outcome === "rejected")
          request.log.warn(
            { provider },
            "payment notification rejected: unknown payment, amount or currency",
          );
        return { received: true, outcome: result.outcome };
      } catch (error) {
        if (error instanceof DomainError && error.code === "WEBHOOK_SIGNATURE_INVALID") {
          request.log.warn({ provider, ip: request.ip }, "forged or altered payment notification refused");
          reply.status(401);
          return { received: false };
        }
        throw error;
      }
    };
    // Providers post from their own servers or pages; the signature is the check (decision 0072).
    scope.post("/webhooks/payments/:provider", { config: { anyOrigin: true } }, handle);
    scope.get("/webhooks/payments/:provider", handle);
  });
}
