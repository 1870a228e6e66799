/** /sitemap.xml: the index of the per-language, per-country sitemaps (pages, then products in chunks). */
import { ENABLED_COUNTRIES, LANGUAGES, localePrefix } from "#i18n/locales.ts";
import { publicOrigin } from "../../components/catalog/seo.ts";
import { gql } from "../../lib/graphql.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/sitemap-index";

const GET_PRODUCT_SITEMAP = graphql(
  `query GetProductSitemap { getProductSitemap(chunk: 1) { data { chunks } } }`,
);

export async function loader({ context }: Route.LoaderArgs) {
  const origin = publicOrigin(context);
  const files: string[] = [];
  for (const country of ENABLED_COUNTRIES) {
    const result = await gql(context, { lang: "en", country }, GET_PRODUCT_SITEMAP);
    const chunks = result.getProductSitemap.data?.chunks ?? 1;
    for (const lang of LANGUAGES) {
      const prefix = localePrefix({ lang, country });
      files.push(`${origin}/sitemaps/${prefix}.xml`);
      for (let n = 1; n <= chunks; n++) files.push(`${origin}/sitemaps/${prefix}-products-${n}.xml`);
    }
  }
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${files.map((f) => `  <sitemap><loc>${f}</loc></sitemap>`).join("\n")}
</sitemapindex>
`;
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
