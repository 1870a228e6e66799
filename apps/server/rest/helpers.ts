import type { FastifyRequest } from "fastify";
import { tokenFrom } from "#api/graphql.ts";
import type { Db } from "#db/client.ts";
import { userFromToken } from "#domain/accounts/session.ts";
import {
  DEFAULT_API_LANGUAGE,
  DEFAULT_COUNTRY,
  type Language,
  type Locale,
  languageFromHeader,
  parseLocalePrefix,
} from "#i18n/locales.ts";
import type { RequestContext, SessionUser } from "#kernel/context.ts";
import type { Services } from "#kernel/services.ts";

export const UPLOAD_LIMIT = 50 * 1024 * 1024;

export interface RestHelpers {
  user(request: FastifyRequest): Promise<SessionUser | null>;
  language(request: FastifyRequest): Language;
  /** The visitor's page locale: ?lang=ar-eg, else the remembered one, else ar-eg. */
  locale(request: FastifyRequest): Locale;
  context(request: FastifyRequest, locale?: Locale, user?: SessionUser | null): Promise<RequestContext>;
}

export function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers))
    if (typeof value === "string") headers.set(key, value);
  return headers;
}

export function restHelpers(db: Db, services: Services): RestHelpers {
  const helpers: RestHelpers = {
    user: (request) => userFromToken(db, tokenFrom(headersOf(request)), services.jwtSecret),
    language(request) {
      return (
        languageFromHeader(request.headers["accept-language"]) ??
        helpers.locale(request).lang ??
        DEFAULT_API_LANGUAGE
      );
    },
    locale(request) {
      const query = (request.query as { lang?: string } | undefined)?.lang;
      const remembered = /(?:^|;\s*)manzil_locale=([^;]+)/.exec(request.headers.cookie ?? "")?.[1];
      for (const candidate of [query, remembered]) {
        if (!candidate) continue;
        const parsed = parseLocalePrefix(candidate);
        if (parsed.kind === "ok") return parsed.locale;
      }
      return { lang: "ar", country: DEFAULT_COUNTRY };
    },
    async context(request, locale = helpers.locale(request), user) {
      return {
        db,
        services,
        user: user === undefined ? await helpers.user(request) : user,
        language: locale.lang,
        country: locale.country,
        clientIp: request.ip,
      };
    },
  };
  return helpers;
}
