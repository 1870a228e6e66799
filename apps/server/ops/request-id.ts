import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

export const REQUEST_ID_HEADER = "x-request-id";

/** A request id we accept from outside: a short token that cannot break or bloat a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's `genReqId` (decision 0074): the caller's `x-request-id` (a balancer's, another
 * service's) when it is a safe token, else a fresh random UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Every answer carries its request's id, the `reqId` of the request's log lines. */
export function answerWithRequestId(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
