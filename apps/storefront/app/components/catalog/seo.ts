/**
 * Titles, descriptions, canonical URLs, hreflang alternates and JSON-LD of the catalogue pages.
 * Loaders build a SeoData (they know the request); `meta` turns it into tags.
 */
import type { MetaDescriptor, RouterContextProvider } from "react-router";
import {
  COUNTRIES,
  type CountryCode,
  ENABLED_COUNTRIES,
  LANGUAGES,
  type Language,
  localePrefix,
} from "#i18n/locales.ts";
import { servicesContext } from "#server/app-context.ts";
import { pageTitle } from "../layout/page-title.ts";

interface SeoData {
  title: string;
  description: string;
  canonical: string;
  alternates: Array<{ hrefLang: string; href: string }>;
  jsonLd: object[];
  image?: string;
  noindex?: boolean;
}

/**
 * The site's public origin (PUBLIC_URL), for every link a page prints for others: canonical,
 * hreflang, Open Graph, JSON-LD. Never the request's Host or X-Forwarded-Host (decision 0072).
 */
export function publicOrigin(context: Readonly<RouterContextProvider>): string {
  return new URL(context.get(servicesContext).publicUrl).origin;
}

/** What a loader knows: the request (its query) and the server's context (the public origin). */
interface PageRequest {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * `path` is the page's path without the locale prefix; `keep` the query parameters that make a
 * different page (page, sub). Alternates are listed for the countries where the page answers 200
 * (all enabled ones unless told), plus x-default: the plain path (Arabic, decision 0002).
 */
export function seoFor(
  { request, context }: PageRequest,
  locale: { lang: Language; country: CountryCode },
  options: {
    title: string;
    description: string;
    path: string;
    keep?: string[];
    countries?: CountryCode[];
    jsonLd?: object[];
    image?: string | null;
    noindex?: boolean;
  },
): SeoData {
  const url = new URL(request.url);
  const origin = publicOrigin(context);
  const kept = new URLSearchParams();
  for (const key of options.keep ?? []) {
    const value = url.searchParams.get(key);
    if (value && !(key === "page" && value === "1")) kept.set(key, value);
  }
  const query = kept.size ? `?${kept}` : "";
  const path = options.path === "/" ? "/" : options.path.replace(/\/$/, "");
  const at = (l: Language, c: CountryCode) =>
    `${origin}/${localePrefix({ lang: l, country: c })}${path === "/" ? "/" : path}${query}`;
  const countries = (options.countries ?? ENABLED_COUNTRIES).filter((c) => COUNTRIES[c].enabled);
  const alternates = countries.flatMap((c) =>
    LANGUAGES.map((l) => ({ hrefLang: `${l}-${COUNTRIES[c].header}`, href: at(l, c) })),
  );
  alternates.push({ hrefLang: "x-default", href: `${origin}${path}${query}` });
  return {
    title: pageTitle(options.title, locale.lang),
    description: options.description.slice(0, 300),
    canonical: at(locale.lang, locale.country),
    alternates,
    jsonLd: options.jsonLd ?? [],
    image: options.image ? `${origin}${options.image}` : undefined,
    noindex: options.noindex,
  };
}

export function seoMeta(seo: SeoData | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.alternates.map((a) => ({ tagName: "link", rel: "alternate", hrefLang: a.hrefLang, href: a.href })),
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:type", content: "website" },
  ];
  if (seo.image) tags.push({ property: "og:image", content: seo.image });
  if (seo.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  for (const item of seo.jsonLd) tags.push({ "script:ld+json": item });
  return tags;
}

/** BreadcrumbList from (name, absolute or site path) pairs. */
export function breadcrumbLd(origin: string, items: Array<{ name: string; path: string }>): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: item.path.startsWith("http") ? item.path : `${origin}${item.path}`,
    })),
  };
}
