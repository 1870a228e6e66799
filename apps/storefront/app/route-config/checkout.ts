import type { RouteConfigEntry } from "@react-router/dev/routes";
import { route } from "@react-router/dev/routes";

/** The checkout pages (decision 0058); `id` keeps the plain and prefixed copies apart (see routes.ts). */
export function checkoutPages(id: string): RouteConfigEntry[] {
  const r = (path: string, file: string, name: string) =>
    route(path, `routes/checkout/${file}`, { id: `${id}checkout-${name}` });
  return [
    r("address", "address.tsx", "address"),
    r("payment", "payment.tsx", "payment"),
    r("thankYou", "thank-you.tsx", "thank-you"),
  ];
}
