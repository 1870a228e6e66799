/** /robots.txt: what crawlers may read, and the sitemap's absolute address (Lighthouse SEO). */
import { publicOrigin } from "../../components/catalog/seo.ts";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const origin = publicOrigin(context);
  const body = `User-agent: *
Allow: /
Disallow: /profile
Disallow: /cart
Disallow: /graphql

Sitemap: ${origin}/sitemap.xml
`;
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
