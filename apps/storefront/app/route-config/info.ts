import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The info pages (issue 12, decision 0063); `id` keeps the plain and prefixed copies apart (see routes.ts). */
export function infoPages(id: string): RouteConfigEntry[] {
  const r = (path: string, file: string, name: string) =>
    route(path, `routes/info/${file}`, { id: `${id}${name}` });
  return [
    r("about", "about.tsx", "about"),
    r("how", "how.tsx", "how"),
    r("faq", "faq.tsx", "faq"),
    r("terms", "terms.tsx", "terms"),
    r("privacy", "privacy.tsx", "privacy"),
    r("shipping", "shipping.tsx", "shipping"),
    r("tag", "tags.tsx", "tags"),
    r("email", "email.tsx", "email"),
    r("designer", "designer.ts", "designer-redirect"),
  ];
}
