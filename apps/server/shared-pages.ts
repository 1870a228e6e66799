/**
 * The catalogue and content pages shown the same to everyone of a locale (decisions 0080, 0128):
 * rendered without the visitor, kept by the page cache, their account data loaded after the page.
 */
import { parseLocalePrefix } from "#i18n/locales.ts";

/** The page families, as the path after the locale prefix (`*` one segment). */
const SHARED_PAGES = [
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

/** Whether `path` (no query) is a shared page under a valid locale prefix, e.g. `/ar-eg/faq`. */
export function isSharedPage(path: string): boolean {
  const [empty, prefix = "", ...rest] = path.split("/");
  if (empty !== "" || parseLocalePrefix(prefix).kind !== "ok") return false;
  const page = rest.join("/");
  return SHARED_PAGES.some((pattern) => pattern.test(page));
}
