/**
 * /sitemaps/{lang}-{country}.xml: the locale's browsing pages (home, categories, collections,
 * designers, lists, blog and news posts); /sitemaps/{lang}-{country}-products-{n}.xml: its products, 5,000 a file.
 * Every URL carries its hreflang alternates.
 */
import { data } from "react-router";
import {
  COUNTRIES,
  type CountryCode,
  ENABLED_COUNTRIES,
  LANGUAGES,
  type Language,
  localePrefix,
  parseLocalePrefix,
} from "#i18n/locales.ts";
import { publicOrigin } from "../../components/catalog/seo.ts";
import { gql } from "../../lib/graphql.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/sitemap";

const PAGES = graphql(`query {
  getCategories { data { slug } }
  getCollections { data { slug } }
  sortDesigners(sort: "name") { data { slug } }
}`);

const POSTS = graphql(`query ($type: String!, $page: Int) {
  getPosts(type: $type, paginate: { page: $page, limit: 48 }) { data { posts { slug updatedAt } pageInfo { hasNext } } }
}`);

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const GET_PRODUCT_SITEMAP = graphql(
  `query GetProductSitemap ($chunk: Int) { getProductSitemap(chunk: $chunk) { data { items { slug updatedAt } chunks } } }`,
);

export async function loader({ context, params }: Route.LoaderArgs) {
  const m = /^([a-z]{2}-[a-z]{2})(?:-products-(\d+))?\.xml$/.exec(params.file ?? "");
  const parsed = m ? parseLocalePrefix(m[1]!) : { kind: "invalid" as const };
  if (!m || parsed.kind !== "ok") throw data(null, { status: 404 });
  const locale = parsed.locale;
  const origin = publicOrigin(context);
  let paths: Array<{ path: string; lastmod?: string; countries?: CountryCode[] }> = [];
  if (m[2]) {
    const result = await gql(context, locale, GET_PRODUCT_SITEMAP, { chunk: Number(m[2]) });
    const chunk = result.getProductSitemap.data;
    if (!chunk || Number(m[2]) > chunk.chunks) throw data(null, { status: 404 });
    paths = chunk.items.map((i) => ({ path: `/products/${i.slug}`, lastmod: i.updatedAt.slice(0, 10) }));
  } else {
    const result = await gql(context, locale, PAGES);
    // Blog and news posts (decision 0064), every page of them.
    const postPaths = { blog: [] as typeof paths, news: [] as typeof paths };
    for (const type of ["blog", "news"] as const) {
      for (let page = 1; page <= 200; page++) {
        const answer = await gql(context, locale, POSTS, { type, page });
        for (const p of answer.getPosts.data?.posts ?? [])
          postPaths[type].push({
            path: `/${type}/${encodeURIComponent(p.slug)}`,
            lastmod: p.updatedAt.slice(0, 10),
          });
        if (!answer.getPosts.data?.pageInfo.hasNext) break;
      }
    }
    paths = [
      { path: "/" },
      { path: "/categories" },
      ...(result.getCategories.data ?? []).map((c) => ({
        path: `/categories/${c.slug}`,
        countries: [locale.country],
      })),
      { path: "/collections" },
      ...(result.getCollections.data ?? []).map((c) => ({ path: `/collections/${c.slug}` })),
      { path: "/deals" },
      { path: "/new-arrivals" },
      { path: "/idesign" },
      { path: "/products" },
      { path: "/designers" },
      ...(result.sortDesigners.data ?? []).map((d) => ({ path: `/designers/${d.slug}` })),
      // The information pages (decision 0063).
      ...["/about", "/how", "/faq", "/shipping", "/terms", "/privacy", "/tag"].map((path) => ({ path })),
      { path: "/blog" },
      ...postPaths.blog,
      { path: "/news" },
      ...postPaths.news,
    ];
  }
  const at = (lang: Language, country: CountryCode, path: string) =>
    `${origin}/${localePrefix({ lang, country })}${path === "/" ? "/" : path}`;
  const urls = paths.map(({ path, lastmod, countries }) => {
    const alternates = (countries ?? ENABLED_COUNTRIES).flatMap((c) =>
      LANGUAGES.map(
        (l) =>
          `    <xhtml:link rel="alternate" hreflang="${l}-${COUNTRIES[c].header}" href="${xmlEscape(at(l, c, path))}"/>`,
      ),
    );
    return [
      "  <url>",
      `    <loc>${xmlEscape(at(locale.lang, locale.country, path))}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      ...alternates,
      "  </url>",
    ].join("\n");
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
