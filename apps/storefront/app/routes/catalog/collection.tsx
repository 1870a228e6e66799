import { data } from "react-router";
import { Breadcrumbs } from "../../components/catalog/breadcrumbs.tsx";
import { CollectionStatus } from "../../components/catalog/collection-status.tsx";
import { ProductImage } from "../../components/catalog/image.tsx";
import { ListingPage } from "../../components/catalog/listing.tsx";
import { loadListing } from "../../components/catalog/listing-loader.ts";
import { breadcrumbLd, publicOrigin, seoFor, seoMeta } from "../../components/catalog/seo.ts";
import { CollectionFields } from "../../components/catalog/types.ts";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/collection";

const COLLECTION = graphql(
  `
  query Collection($slug: String!) { getCollection(slug: $slug) { status_code data { ...CollectionFields } } }
`,
  [CollectionFields],
);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const result = await gql(context, locale, COLLECTION, { slug: params.slug });
  const collection = result.getCollection.data;
  if (!collection) throw data(null, { status: 404 });
  const listing = await loadListing(context, request, locale, { collection: collection._id });
  const ar = locale.lang === "ar";
  const title = ar ? collection.arTitle : collection.title;
  const seo = seoFor({ request, context }, locale, {
    title,
    description: (ar ? collection.arDescription : collection.description) || title,
    path: `/collections/${collection.slug}`,
    keep: ["page"],
    image: collection.banner,
  });
  const prefixed = { ...locale, prefixed: true };
  seo.jsonLd.push(
    breadcrumbLd(publicOrigin(context), [
      { name: ar ? "الرئيسية" : "Home", path: localePath(prefixed, "/") },
      { name: ar ? "التشكيلات" : "Collections", path: localePath(prefixed, "/collections") },
      { name: title, path: seo.canonical },
    ]),
  );
  return { collection, ...listing, seo, messages: pageMessages(locale.lang, ["catalog"]) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation("catalog");
  const { locale } = useRootData();
  const { collection: c, page, state, facets } = loaderData;
  const ar = locale.lang === "ar";
  return (
    <ListingPage
      heading={ar ? c.arTitle : c.title}
      intro={ar ? c.arDescription : c.description}
      breadcrumbs={
        <Breadcrumbs
          items={[
            { name: t("nav.home"), to: localePath(locale, "/") },
            { name: tc("pages.collections"), to: localePath(locale, "/collections") },
            { name: ar ? c.arTitle : c.title },
          ]}
        />
      }
      banner={
        c.banner ? (
          <div className="mb-6 overflow-hidden rounded-2xl bg-sand">
            <ProductImage
              path={c.banner}
              alt=""
              width={1600}
              height={600}
              sizes="100vw"
              priority
              className="h-32 w-full object-cover sm:h-56"
            />
          </div>
        ) : null
      }
      page={page}
      state={state}
      facets={facets}
    >
      <div className="mb-6">
        <CollectionStatus c={c} />
      </div>
    </ListingPage>
  );
}
