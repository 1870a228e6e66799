import { data } from "react-router";
import { type CountryCode, ENABLED_COUNTRIES } from "#i18n/locales.ts";
import { Breadcrumbs } from "../../components/catalog/breadcrumbs.tsx";
import { ProductImage } from "../../components/catalog/image.tsx";
import { ListingPage } from "../../components/catalog/listing.tsx";
import { loadListing } from "../../components/catalog/listing-loader.ts";
import { breadcrumbLd, publicOrigin, seoFor, seoMeta } from "../../components/catalog/seo.ts";
import { localName } from "../../components/layout/links.ts";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/category";

const CATEGORY = graphql(`
  query Category($slug: String!, $other: String) {
    getCategoryBySlug(slug: $slug) {
      status_code
      data { _id slug name arName description arDescription banner image subCategories { _id slug name arName } }
    }
    other: getCategoryBySlug(slug: $slug, currentCountry: $other) { status_code }
  }
`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const other = ENABLED_COUNTRIES.find((c) => c !== locale.country) ?? locale.country;
  const result = await gql(context, locale, CATEGORY, { slug: params.slug, other });
  const category = result.getCategoryBySlug.data;
  if (!category) throw data(null, { status: 404 });
  const listing = await loadListing(context, request, locale, { category: category._id });
  const sub = category.subCategories.find((s) => s._id === listing.state.sub);
  const ar = locale.lang === "ar";
  const name = localName(locale.lang, category);
  const title = sub ? `${localName(locale.lang, sub)} - ${name}` : name;
  const countries: CountryCode[] = result.other.status_code === 200 ? ENABLED_COUNTRIES : [locale.country];
  const origin = publicOrigin(context);
  const seo = seoFor({ request, context }, locale, {
    title,
    description: (ar ? category.arDescription : category.description) || title,
    path: `/categories/${category.slug}`,
    keep: ["sub", "page"],
    countries,
    image: category.image,
  });
  const prefixed = { ...locale, prefixed: true };
  seo.jsonLd.push(
    breadcrumbLd(origin, [
      { name: ar ? "الرئيسية" : "Home", path: localePath(prefixed, "/") },
      { name: ar ? "الأقسام" : "Categories", path: localePath(prefixed, "/categories") },
      { name, path: localePath(prefixed, `/categories/${category.slug}`) },
      ...(sub ? [{ name: localName(locale.lang, sub), path: seo.canonical }] : []),
    ]),
  );
  return {
    category,
    ...listing,
    seo,
    subName: sub ? localName(locale.lang, sub) : null,
    messages: pageMessages(locale.lang, ["catalog"]),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const { category, page, state, facets, subName } = loaderData;
  const name = localName(locale.lang, category);
  return (
    <ListingPage
      heading={subName ?? name}
      intro={(locale.lang === "ar" ? category.arDescription : category.description) || undefined}
      breadcrumbs={
        <Breadcrumbs
          items={[
            { name: t("nav.home"), to: localePath(locale, "/") },
            { name: t("nav.categories"), to: localePath(locale, "/categories") },
            subName ? { name, to: localePath(locale, `/categories/${category.slug}`) } : { name },
            ...(subName ? [{ name: subName }] : []),
          ]}
        />
      }
      banner={
        category.banner ? (
          <div className="mb-6 overflow-hidden rounded-2xl bg-sand">
            <ProductImage
              path={category.banner}
              alt=""
              width={1600}
              height={600}
              sizes="100vw"
              priority
              className="h-32 w-full object-cover sm:h-48"
            />
          </div>
        ) : null
      }
      page={page}
      state={state}
      facets={facets}
    />
  );
}
