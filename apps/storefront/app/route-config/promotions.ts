import type { RouteConfigEntry } from "@react-router/dev/routes";
import { route } from "@react-router/dev/routes";

/** Gift cards (decision 0059, "Gift cards page"); `id` keeps the plain and prefixed copies apart. */
export function promotionsPages(id: string): RouteConfigEntry[] {
  return [
    route("gift-cards", "routes/promotions/gift-cards.tsx", { id: `${id}gift-cards` }),
    // Resource route: a design as SVG (the page, the cart line); the mail embeds a PNG instead.
    route("gift-cards/art/:file", "routes/promotions/gift-card-art.ts", { id: `${id}gift-card-art` }),
  ];
}
