/**
 * Redirect targets that come from the request (`to`, `next`, a path) pass here (decision 0072).
 * The value is read the way a browser reads a `Location`: tabs, CR and LF are dropped first, so
 * `/\t/evil.example` is `//evil.example`. Only a path on this site passes; the answer is the
 * URL's own serialisation (percent-encoded ASCII), always a valid header value.
 */
const PLACEHOLDER_ORIGIN = "http://site.invalid";
const MAX_LENGTH = 2048;
const DROPPED_BY_BROWSERS = /[\t\n\r]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

/** The path (with query and fragment) on this site that `value` names, or `fallback`. */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length > MAX_LENGTH) return fallback;
  const cleaned = value.replace(DROPPED_BY_BROWSERS, "");
  if (!cleaned.startsWith("/") || cleaned.startsWith("//") || CONTROL_OR_BACKSLASH.test(cleaned))
    return fallback;
  let url: URL;
  try {
    url = new URL(cleaned, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
