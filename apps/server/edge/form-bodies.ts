import type { FastifyReply, FastifyRequest } from "fastify";
import { errorMessage } from "#i18n/messages/errors.ts";
import { isWrite } from "#kernel/request-origin.ts";
import { languageOf } from "./same-origin.ts";

/** The bodies a page's action reads with `request.formData()` (forms, with or without files). */
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * The storefront route's hook (decision 0073): a write to a page or resource route whose body is
 * not a form (JSON, plain text, none) is refused with 415 and the message in the page's language
 * before React Router runs, where `request.formData()` threw and the page answered 500.
 */
export async function refuseNonFormWrites(request: FastifyRequest, reply: FastifyReply) {
  if (!isWrite(request.method)) return;
  const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (FORM_TYPES.has(type)) return;
  const message = errorMessage("FORM_BODY_REQUIRED", languageOf(request));
  return reply
    .code(415)
    .header("cache-control", "no-store")
    .send({ status_code: 415, code: "FORM_BODY_REQUIRED", message, errors: [message], data: null });
}
