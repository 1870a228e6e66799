/** /privacy: the privacy policy, from getPolicies (decision 0063). */
import { data } from "react-router";
import { INFO_UI } from "#i18n/messages/ui-info.ts";
import { seoFor, seoMeta } from "../../components/catalog/seo.ts";
import { headerIn, pageIn } from "../../components/info/content.ts";
import { ContentPageFields, HeaderFields } from "../../components/info/content-fields.ts";
import { InfoLayout, PageSection } from "../../components/info/info-layout.tsx";
import { gql } from "../../lib/graphql.ts";
import { localeOfRequest } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/privacy";

const POLICIES = graphql(
  `
  query Policies {
    getPolicies { status_code data { ...ContentPageFields } }
    header: getHeaderDescriptionByPage(page: "privacy") { status_code data { ...HeaderFields } }
  }
`,
  [ContentPageFields, HeaderFields],
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const r = await gql(context, locale, POLICIES);
  const privacy = r.getPolicies.data?.find((p) => p.slug === "privacy");
  if (!privacy) throw data(null, { status: 404 });
  const ui = INFO_UI[locale.lang];
  const header = headerIn(locale.lang, r.header.data, {
    title: ui.nav.privacy,
    text: ui.privacy.description,
  });
  return {
    messages: pageMessages(locale.lang, ["info"]),
    privacy,
    header,
    seo: seoFor({ request, context }, locale, {
      title: header.title,
      description: ui.privacy.description,
      path: "/privacy",
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { locale } = useRootData();
  const { privacy, header } = loaderData;
  const page = pageIn(locale.lang, privacy);
  return (
    <InfoLayout current="privacy" title={header.title} lead={header.text}>
      <PageSection id="privacy" title={page.title} body={page.body} updatedAt={privacy.updatedAt} />
    </InfoLayout>
  );
}
