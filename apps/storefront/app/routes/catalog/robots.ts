/** /robots.txt: what crawlers may read, and the sitemap's absolute address (Lighthouse SEO). */
import type { Route } from "./+types/robots";

export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
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
