import { data } from "react-router";
import { CATALOG_UI } from "#i18n/messages/ui-catalog.ts";
import { Breadcrumbs } from "../../components/catalog/breadcrumbs.tsx";
import { ListingPage } from "../../components/catalog/listing.tsx";
import { loadListing } from "../../components/catalog/listing-loader.ts";
import { seoFor, seoMeta } from "../../components/catalog/seo.ts";
import { localName } from "../../components/layout/links.ts";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/tag";

const GET_TAG = graphql(
  `query GetTag ($id: String!) { getTag(tagId: $id) { status_code data { _id name arName } } }`,
);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const result = await gql(context, locale, GET_TAG, { id: params.id });
  const tag = result.getTag.data;
  if (!tag) throw data(null, { status: 404 });
  const listing = await loadListing(context, request, locale, { tag: tag._id });
  const ui = CATALOG_UI[locale.lang].pages;
  const name = localName(locale.lang, tag);
  const seo = seoFor({ request, context }, locale, {
    title: ui.tag.replace("{{name}}", name),
    description: ui.tagDescription.replace("{{name}}", name),
    path: `/tag/${tag._id}`,
    keep: ["page"],
  });
  return { tag, ...listing, seo, messages: pageMessages(locale.lang, ["catalog"]) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function TagPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation("catalog");
  const { locale } = useRootData();
  const name = localName(locale.lang, loaderData.tag);
  return (
    <ListingPage
      heading={tc("pages.tag", { name })}
      intro={tc("pages.tagDescription", { name })}
      breadcrumbs={<Breadcrumbs items={[{ name: t("nav.home"), to: localePath(locale, "/") }, { name }]} />}
      page={loaderData.page}
      state={loaderData.state}
      facets={loaderData.facets}
    />
  );
}
