/**
 * Which requests the page cache may answer, and under which key (decision 0080): GET or HEAD of a
 * shared page under a valid locale prefix, for a visitor or a signed-in shopper alike, whose
 * personal headers the render never sees (decision 0128).
 */
import type { IncomingHttpHeaders } from "node:http";
import { isbot } from "isbot";
import { isPhoneHint, PHONE_HINT } from "#kernel/form-factor.ts";
import { isSharedPage } from "../shared-pages.ts";

/** Our cookies that change none of the public pages (the locale is in their path). */
const HARMLESS_COOKIES = new Set(["manzil_locale", "manzil_recent"]);
const MAX_URL = 1024;

/**
 * Removes what a shared page's render must not read (decision 0128): a bearer token and every
 * cookie but the harmless ones (a session, a guest cart, other sites' analytics cookies).
 */
export function forgetVisitor(headers: IncomingHttpHeaders): void {
  delete headers.authorization;
  const cookie = headers.cookie;
  if (!cookie) return;
  const kept = cookie.split(";").filter((pair) => HARMLESS_COOKIES.has(pair.split("=", 1)[0]!.trim()));
  if (kept.length) headers.cookie = kept.map((pair) => pair.trim()).join("; ");
  else delete headers.cookie;
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
  if (!isSharedPage(path)) return null;
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
