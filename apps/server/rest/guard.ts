import type { FastifyReply, FastifyRequest } from "fastify";
import { errorMessage } from "#i18n/messages/errors.ts";
import { can, type Permission, refusal } from "#kernel/permissions.ts";
import type { RestHelpers } from "./helpers.ts";

/**
 * The one guard for REST routes (decision 0052): a preHandler that lets through callers holding
 * `permission` and answers the others 401/403 with the code and the message in their language.
 *
 *   app.get("/attachments/:id", { preHandler: requireRoutePermission(h, "read:ticket:own") }, handler)
 */
export function requireRoutePermission(h: RestHelpers, permission: Permission) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await h.user(request);
    if (can(user, permission)) return;
    const error = refusal(user);
    reply.header("cache-control", "no-store");
    return reply.status(error.status).send({
      status_code: error.status,
      code: error.code,
      message: errorMessage(error.code, h.language(request)),
    });
  };
}
