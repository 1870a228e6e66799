import { giftCardSvg, isGiftCardTheme } from "#domain/promotions/promotions.api.ts";
import type { Route } from "./+types/gift-card-art";

/** GET /gift-cards/art/<theme>.svg: the design the project draws for a theme (no text, no fonts). */
export function loader({ params }: Route.LoaderArgs) {
  const theme = params.file.replace(/\.svg$/, "");
  if (!isGiftCardTheme(theme)) throw new Response("Not found", { status: 404 });
  return new Response(giftCardSvg(theme), {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=86400",
      "x-content-type-options": "nosniff",
    },
  });
}
