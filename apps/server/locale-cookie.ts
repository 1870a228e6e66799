import type { FastifyReply, FastifyRequest } from "fastify";
import { parseLocalePrefix } from "#i18n/locales.ts";

export const LOCALE_COOKIE = "manzil_locale";
const YEAR = 60 * 60 * 24 * 365;

/**
 * Remembers the language and country a visitor chose: a page under a valid prefix sets the
 * cookie that plain (unprefixed) pages read. Only for page requests, never for assets or the API.
 */
export async function rememberLocale(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.method !== "GET") return;
  const first = request.url.split(/[/?#]/)[1] ?? "";
  if (!first || first.includes(".")) return;
  const parsed = parseLocalePrefix(first);
  if (parsed.kind !== "ok") return;
  const value = `${parsed.locale.lang}-${parsed.locale.country}`;
  const current = /(?:^|;\s*)manzil_locale=([^;]+)/.exec(request.headers.cookie ?? "")?.[1];
  if (current === value) return;
  reply.header("set-cookie", `${LOCALE_COOKIE}=${value}; Path=/; Max-Age=${YEAR}; SameSite=Lax`);
}
