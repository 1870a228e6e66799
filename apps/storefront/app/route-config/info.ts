import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The info pages (issue 12, decision 0063); `id` keeps the plain and prefixed copies apart (see routes.ts).
 * The four content pages (about, terms, privacy, shipping) are one module; the path chooses the page.
 */
export function infoPages(id: string): RouteConfigEntry[] {
  const r = (path: string, file: string, name: string) =>
    route(path, `routes/info/${file}`, { id: `${id}${name}` });
  return [
    r("about", "content-page.tsx", "about"),
    r("how", "how.tsx", "how"),
    r("faq", "faq.tsx", "faq"),
    r("terms", "content-page.tsx", "terms"),
    r("privacy", "content-page.tsx", "privacy"),
    r("shipping", "content-page.tsx", "shipping"),
    r("tag", "tags.tsx", "tags"),
    r("email", "email.tsx", "email"),
    r("designer", "designer.ts", "designer-redirect"),
  ];
}
