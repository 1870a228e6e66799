/**
 * Which requests the page cache may answer, and under which key (decision 0080): GET or HEAD of a
 * public page under a valid locale prefix, from a visitor who carries nothing personal.
 */
import type { IncomingHttpHeaders } from "node:http";
import { isbot } from "isbot";
import { parseLocalePrefix } from "#i18n/locales.ts";
import { isPhoneHint, PHONE_HINT } from "#kernel/form-factor.ts";

/**
 * The page families shown the same to every visitor, as the path after the locale prefix
 * (`*` one segment). Not account, cart, checkout, forms, gift cards nor search.
 */
const PUBLIC_PAGES = [
  "",
  "categories",
  "categories/*",
  "collections",
  "collections/*",
  "deals",
  "products",
  "products/*",
  "designers",
  "designers/*",
  "tag",
  "tag/*",
  "new-arrivals",
  "idesign",
  "blog",
  "blog/*",
  "news",
  "news/*",
  "about",
  "how",
  "faq",
  "terms",
  "privacy",
  "shipping",
  "email",
].map((page) => new RegExp(`^${page.replaceAll("*", "[^/.]+")}/?$`));

/** Our cookies that change none of the public pages (the locale is in their path). */
const HARMLESS_COOKIES = new Set(["manzil_locale", "manzil_recent"]);
const MAX_URL = 1024;

/**
 * A request that may be personal: a session, a guest cart, a gift card draft… any cookie of
 * ours (`manzil_*`) but the harmless ones, or a bearer token. Other sites' cookies (analytics)
 * are not read by the server.
 */
export function isPersonal(headers: IncomingHttpHeaders): boolean {
  if (headers.authorization) return true;
  const cookie = headers.cookie;
  if (!cookie) return false;
  for (const pair of cookie.split(";")) {
    const name = pair.split("=", 1)[0]!.trim();
    if (name.startsWith("manzil_") && !HARMLESS_COOKIES.has(name)) return true;
  }
  return false;
}

/**
 * The cache key of a page request, or null when the cache must not answer it. The key is the
 * path, the query's parameters sorted, whether a robot asks (its page is rendered whole) and
 * whether a phone does (its page has no desktop menu panels, decision 0101).
 */
export function pageKey(method: string, url: string, headers: IncomingHttpHeaders): string | null {
  if ((method !== "GET" && method !== "HEAD") || url.length > MAX_URL) return null;
  const at = url.indexOf("?");
  const path = at < 0 ? url : url.slice(0, at);
  const [, prefix = "", ...rest] = path.split("/");
  if (path.split("/").length < 2 || parseLocalePrefix(prefix).kind !== "ok") return null;
  const page = rest.join("/");
  if (!PUBLIC_PAGES.some((pattern) => pattern.test(page))) return null;
  if (isPersonal(headers)) return null;
  const query = at < 0 ? "" : sortedQuery(url.slice(at + 1));
  if (query === null) return null;
  const robot = isRobot(headers["user-agent"] ?? "") ? "robot" : "browser";
  const phone = isPhoneHint(headers[PHONE_HINT]) ? " phone" : "";
  return `${robot}${phone} ${path}${query ? `?${query}` : ""}`;
}

/** isbot's answers for the User-Agents seen lately: its pattern is long, and browsers are few. */
const robots = new Map<string, boolean>();
const ROBOTS_REMEMBERED = 512;

function isRobot(userAgent: string): boolean {
  let robot = robots.get(userAgent);
  if (robot === undefined) {
    if (robots.size >= ROBOTS_REMEMBERED) robots.clear();
    robot = isbot(userAgent);
    robots.set(userAgent, robot);
  }
  return robot;
}

function sortedQuery(search: string): string | null {
  if (!search) return "";
  try {
    const params = [...new URLSearchParams(search)];
    params.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
    return new URLSearchParams(params).toString();
  } catch {
    return null;
  }
}
