import { useEffect } from "react";

/**
 * Recently viewed products (decision 0070): the product page, once shown in the browser, puts its
 * slug first in a first-party cookie; the empty cart reads it on the server and shows those cards.
 * Slugs are lowercase letters, digits and hyphens, so `.` joins them without escaping.
 */
const RECENT_COOKIE = "manzil_recent";
export const RECENT_MAX = 8;
const SLUG = /^[a-z0-9-]{1,200}$/;

/** The slugs a cookie header holds, newest first; anything malformed is dropped. */
export function recentSlugs(cookieHeader: string | null | undefined): string[] {
  const value = new RegExp(`(?:^|;\\s*)${RECENT_COOKIE}=([^;]*)`).exec(cookieHeader ?? "")?.[1] ?? "";
  const slugs = value.split(".").filter((s) => SLUG.test(s));
  return [...new Set(slugs)].slice(0, RECENT_MAX);
}

/** The cookie's new value after viewing `slug`: first, once, at most RECENT_MAX. */
export function withViewed(slugs: string[], slug: string): string[] {
  if (!SLUG.test(slug)) return slugs;
  return [slug, ...slugs.filter((s) => s !== slug)].slice(0, RECENT_MAX);
}

/** The product page's part: remembers the product once the page shows (never on the server). */
export function useRememberViewed(slug: string): void {
  useEffect(() => {
    const slugs = withViewed(recentSlugs(document.cookie), slug);
    const secure = location.protocol === "https:" ? "; Secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference; Cookie Store is not in every browser
    document.cookie = `${RECENT_COOKIE}=${slugs.join(".")}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  }, [slug]);
}

/** `items` in the order of `slugs` (the cookie's: newest first), dropping what is not listed. */
export function inViewedOrder<T extends { slug: string }>(items: T[], slugs: string[]): T[] {
  const rank = new Map(slugs.map((s, i) => [s, i]));
  return items.filter((i) => rank.has(i.slug)).sort((a, b) => rank.get(a.slug)! - rank.get(b.slug)!);
}
