import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The forms people send us (decision 0065); `id` keeps the plain and prefixed copies apart (see routes.ts). */
export function formsPages(id: string): RouteConfigEntry[] {
  const r = (path: string, file: string, name: string) =>
    route(path, `routes/forms/${file}`, { id: `${id}${name}` });
  return [
    r("contact", "contact.tsx", "contact"),
    r("thankYouContact", "thank-you-contact.tsx", "thank-you-contact"),
    r("careers", "careers.tsx", "careers"),
    r("careers/apply", "career-apply.tsx", "career-apply"),
    r("b2b", "b2b.tsx", "b2b"),
  ];
}
