import { data } from "react-router";
import { Breadcrumbs } from "../../components/catalog/breadcrumbs.tsx";
import { cityOf } from "../../components/catalog/designer-tile.tsx";
import { ListingPage } from "../../components/catalog/listing.tsx";
import { loadListing } from "../../components/catalog/listing-loader.ts";
import { breadcrumbLd, publicOrigin, seoFor, seoMeta } from "../../components/catalog/seo.ts";
import { DesignerFields } from "../../components/catalog/types.ts";
import { localName } from "../../components/layout/links.ts";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/designer";

const GET_DESIGNER_BY_SLUG = graphql(
  `
  query Designer($slug: String!) { getDesignerBySlug(slug: $slug) { status_code data { ...DesignerFields } } }
`,
  [DesignerFields],
);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const result = await gql(context, locale, GET_DESIGNER_BY_SLUG, { slug: params.slug });
  const designer = result.getDesignerBySlug.data;
  if (!designer) throw data(null, { status: 404 });
  const listing = await loadListing(context, request, locale, { designer: designer._id });
  const ar = locale.lang === "ar";
  const name = localName(locale.lang, designer);
  const seo = seoFor({ request, context }, locale, {
    title: name,
    description: (ar ? designer.arDescription : designer.description) || name,
    path: `/designers/${designer.slug}`,
    keep: ["page"],
    image: designer.image,
  });
  const origin = publicOrigin(context);
  const prefixed = { ...locale, prefixed: true };
  seo.jsonLd.push(
    {
      "@context": "https://schema.org",
      "@type": "Person",
      name,
      image: designer.image ? `${origin}${designer.image}` : undefined,
      url: seo.canonical,
      jobTitle: ar ? "مصمم" : "Designer",
    },
    breadcrumbLd(origin, [
      { name: ar ? "الرئيسية" : "Home", path: localePath(prefixed, "/") },
      { name: ar ? "المصممون" : "Designers", path: localePath(prefixed, "/designers") },
      { name, path: seo.canonical },
    ]),
  );
  return { designer, ...listing, seo, messages: pageMessages(locale.lang, ["catalog"]) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function DesignerPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation("catalog");
  const { locale } = useRootData();
  const { designer: d, page, state, facets } = loaderData;
  const name = localName(locale.lang, d);
  const bio = locale.lang === "ar" ? d.arDescription : d.description;
  return (
    <ListingPage
      heading={tc("pages.productsBy", { name })}
      breadcrumbs={
        <Breadcrumbs
          items={[
            { name: t("nav.home"), to: localePath(locale, "/") },
            { name: tc("pages.designers"), to: localePath(locale, "/designers") },
            { name },
          ]}
        />
      }
      banner={
        <section className="mb-8 flex flex-col items-center gap-5 rounded-2xl bg-surface p-6 text-center sm:flex-row sm:text-start">
          {d.image ? (
            <img
              src={d.image}
              alt=""
              width={250}
              height={250}
              className="size-28 rounded-full bg-sand object-cover"
            />
          ) : null}
          <div>
            <p className="text-2xl font-semibold">{name}</p>
            {d.city ? <p className="text-sm text-muted">{cityOf(locale.lang, d)}</p> : null}
            {bio ? <p className="mt-2 max-w-3xl text-muted">{bio}</p> : null}
          </div>
        </section>
      }
      page={page}
      state={state}
      facets={facets}
    />
  );
}
