/**
 * A visitor's GraphQL request answered with the bytes Yoga sent for an identical one (decision
 * 0088). The request key is made of everything Yoga's answer to a public read depends on: the
 * operation as sent, and the headers that choose its media type, language, country and CORS.
 */
import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";

const VARYING_HEADERS = ["accept", "accept-language", "accept-country", "origin"] as const;

export interface GraphQLHttpRequest {
  method: string;
  /** The parsed JSON body (a string or nothing for other content types). */
  body: unknown;
  headers: IncomingHttpHeaders;
}

/** What the execute hook tells the route about one request. */
export interface AnswerNote {
  requestKey: string | null;
  /** The response cache's key of the answer, when Yoga answered from it or kept the answer. */
  cacheKey?: string;
}

interface OperationBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: unknown;
}

/** The request's key, or null when it may not be answered this way (not a JSON POST of a query). */
export function requestKeyOf(request: GraphQLHttpRequest): string | null {
  if (request.method !== "POST" || !request.body || typeof request.body !== "object") return null;
  const body = request.body as OperationBody;
  if (typeof body.query !== "string" || body.extensions !== undefined) return null;
  if (body.operationName != null && typeof body.operationName !== "string") return null;
  const hash = createHash("sha256")
    .update(body.query)
    .update(`\0${body.operationName ?? ""}\0${JSON.stringify(body.variables) ?? ""}`);
  for (const name of VARYING_HEADERS) {
    const value = request.headers[name];
    hash.update(`\0${Array.isArray(value) ? value.join(", ") : (value ?? "")}`);
  }
  return hash.digest("base64url");
}

/** Yoga's headers worth sending again: the length is the server's to set. */
export const headersToKeep = (headers: Iterable<[string, string]>) =>
  [...headers].filter(([name]) => name.toLowerCase() !== "content-length");
