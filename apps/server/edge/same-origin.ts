import type { FastifyInstance, FastifyRequest } from "fastify";
import { DEFAULT_LANGUAGE, type Language, languageFromHeader, parseLocalePrefix } from "#i18n/locales.ts";
import { errorMessage } from "#i18n/messages/errors.ts";
import { isCrossSiteWrite, isWrite } from "#kernel/request-origin.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route takes writes from any origin (payment providers' notifications, signed). */
    anyOrigin?: boolean;
  }
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === "string" ? value : undefined;
};

/** The origin the request was sent to (scheme and host), as React Router's page actions compare. */
function requestOrigin(request: FastifyRequest): string[] {
  try {
    return [new URL(`${request.protocol}://${request.host}`).origin];
  } catch {
    return [];
  }
}

/** The refusal's language: the page's prefix, else Accept-Language, else Arabic. */
export function languageOf(request: FastifyRequest): Language {
  const prefix = parseLocalePrefix(request.url.split("/")[1]?.split("?")[0] ?? "");
  if (prefix.kind === "ok") return prefix.locale.lang;
  return languageFromHeader(header(request, "accept-language")) ?? DEFAULT_LANGUAGE;
}

/**
 * Every write (POST, PUT, PATCH, DELETE) to any route, before the route runs, is refused with 403
 * when it comes from a page of another site (decision 0072). Own origins: the request's own
 * scheme and host (as React Router's page actions compare), PUBLIC_URL's and CORS_ORIGINS.
 */
export function refuseCrossSiteWrites(app: FastifyInstance, configuredOrigins: readonly string[]) {
  app.addHook("onRequest", async (request, reply) => {
    // Reads return at once: the site's origins are worked out for writes only (this runs on every request).
    if (!isWrite(request.method) || request.routeOptions.config?.anyOrigin) return;
    const facts = {
      method: request.method,
      origin: header(request, "origin"),
      referer: header(request, "referer"),
      authorization: header(request, "authorization"),
    };
    const own = [...configuredOrigins, ...requestOrigin(request)];
    if (!isCrossSiteWrite(facts, own)) return;
    request.log.warn(
      { origin: facts.origin, referer: facts.referer, url: request.url },
      "cross-site write refused",
    );
    const message = errorMessage("CROSS_SITE_REQUEST", languageOf(request));
    return reply
      .code(403)
      .header("cache-control", "no-store")
      .send({ status_code: 403, code: "CROSS_SITE_REQUEST", message, errors: [message], data: null });
  });
}
