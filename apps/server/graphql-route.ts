import type { FastifyInstance } from "fastify";
import type { createGraphQL } from "#api/graphql.ts";
import { refuseDeepBodies } from "./edge/deep-bodies.ts";

/**
 * Serves one GraphQL API at `url` (the shop's /graphql, the admin's /admin/graphql, decision 0106);
 * JSON nested too deep is refused first (400).
 */
export function graphqlRoute(
  app: FastifyInstance,
  url: string,
  graphql: ReturnType<typeof createGraphQL>,
  extraHeaders: Record<string, string> = {},
) {
  app.route({
    url,
    method: ["GET", "POST", "OPTIONS"],
    preHandler: refuseDeepBodies,
    handler: async (request, reply) => {
      const response = await graphql.answerHttp(request, reply, request.ip);
      for (const [key, value] of response.headers) reply.header(key, value);
      for (const [key, value] of Object.entries(extraHeaders)) reply.header(key, value);
      reply.status(response.status);
      return reply.send(response.body);
    },
  });
}

/** A Fastify request's headers as the GraphQL context reads them (single-valued ones). */
export function requestHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) if (typeof value === "string") headers.set(key, value);
  return headers;
}
