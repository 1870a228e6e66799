import type { FastifyReply, FastifyRequest } from "fastify";
import { errorMessage } from "#i18n/messages/errors.ts";
import { languageOf } from "./same-origin.ts";

/**
 * The deepest a GraphQL request's JSON may nest (the body itself is level 1): the deepest input of
 * ours (a filter's property list) is 6 levels.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether a parsed JSON value nests objects or arrays deeper than `max` (walked without recursion). */
export function isNestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== "object") continue;
    if (depth > max) return true;
    for (const inner of Array.isArray(item) ? item : Object.values(item)) stack.push([inner, depth + 1]);
  }
  return false;
}

/** A GET's `variables` and `extensions` as GraphQL will read them (text that is not JSON: GraphQL's to refuse). */
function parsedQueryParts(query: unknown): unknown[] {
  if (!query || typeof query !== "object") return [];
  const parts: unknown[] = [];
  for (const name of ["variables", "extensions"]) {
    const text = (query as Record<string, unknown>)[name];
    if (typeof text !== "string") continue;
    try {
      parts.push(JSON.parse(text));
    } catch {
      // not JSON: GraphQL answers it
    }
  }
  return parts;
}

/**
 * The GraphQL routes' hook (issue 35): a body, or a GET's variables or extensions, nested deeper
 * than MAX_JSON_DEPTH is refused with 400 and the message in the request's language before
 * anything walks it (a deep value overflowed the stack of whatever read it recursively: 500).
 */
export async function refuseDeepBodies(request: FastifyRequest, reply: FastifyReply) {
  const parts = request.method === "GET" ? parsedQueryParts(request.query) : [request.body];
  if (!parts.some((part) => isNestedDeeperThan(part, MAX_JSON_DEPTH))) return;
  const message = errorMessage("INPUT_TOO_DEEP", languageOf(request));
  return reply
    .code(400)
    .header("cache-control", "no-store")
    .send({ status_code: 400, code: "INPUT_TOO_DEEP", message, errors: [message], data: null });
}
