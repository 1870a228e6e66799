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
  const cookie = localeCookieFor(request.url, request.headers.cookie);
  if (cookie) reply.header("set-cookie", cookie);
}

/**
 * The `Set-Cookie` a GET of `url` answers with: the locale its prefix names, unless the visitor's
 * cookie says so already (also for the page cache's door, decision 0127).
 */
export function localeCookieFor(url: string, cookieHeader: string | undefined): string | undefined {
  const first = url.split(/[/?#]/)[1] ?? "";
  if (!first || first.includes(".")) return undefined;
  const parsed = parseLocalePrefix(first);
  if (parsed.kind !== "ok") return undefined;
  const value = `${parsed.locale.lang}-${parsed.locale.country}`;
  const current = /(?:^|;\s*)manzil_locale=([^;]+)/.exec(cookieHeader ?? "")?.[1];
  if (current === value) return undefined;
  return `${LOCALE_COOKIE}=${value}; Path=/; Max-Age=${YEAR}; SameSite=Lax`;
}
