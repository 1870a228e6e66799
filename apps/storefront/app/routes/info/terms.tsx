/** /terms and /terms?type=designer: the customer's and the designer's terms (decision 0063). */
import { data, Link } from "react-router";
import { INFO_UI } from "#i18n/messages/ui-info.ts";
import { seoFor, seoMeta } from "../../components/catalog/seo.ts";
import { headerIn, pageIn } from "../../components/info/content.ts";
import { ContentPageFields, HeaderFields } from "../../components/info/content-fields.ts";
import { InfoLayout, PageSection } from "../../components/info/info-layout.tsx";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/terms";

const TERMS = graphql(
  `
  query Terms($type: String) {
    getTerms(type: $type) { status_code data { ...ContentPageFields } }
    header: getHeaderDescriptionByPage(page: "terms") { status_code data { ...HeaderFields } }
  }
`,
  [ContentPageFields, HeaderFields],
);

const TYPES = ["customer", "designer"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const asked = new URL(request.url).searchParams.get("type");
  const type = asked === "designer" ? "designer" : "customer";
  const r = await gql(context, locale, TERMS, { type });
  const terms = r.getTerms.data;
  if (!terms) throw data(null, { status: 404 });
  const ui = INFO_UI[locale.lang];
  const header = headerIn(locale.lang, r.header.data, { title: ui.nav.terms, text: ui.terms.description });
  return {
    messages: pageMessages(locale.lang, ["info"]),
    type,
    terms,
    header,
    seo: seoFor({ request, context }, locale, {
      title: type === "designer" ? pageIn(locale.lang, terms).title : header.title,
      description: ui.terms.description,
      path: "/terms",
      keep: ["type"],
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("info");
  const { locale } = useRootData();
  const { type, terms, header } = loaderData;
  const page = pageIn(locale.lang, terms);
  return (
    <InfoLayout current="terms" title={header.title} lead={header.text}>
      <nav aria-label={t("terms.tabsLabel")} className="mb-6">
        <ul className="inline-flex rounded-full bg-sand p-1">
          {TYPES.map((k) => (
            <li key={k}>
              <Link
                to={`${localePath(locale, "/terms")}${k === "designer" ? "?type=designer" : ""}`}
                aria-current={k === type ? "page" : undefined}
                preventScrollReset
                className="block rounded-full px-4 py-2 text-sm font-semibold text-ink/75 aria-[current=page]:bg-surface aria-[current=page]:text-ink aria-[current=page]:shadow-sm"
              >
                {t(`terms.${k}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PageSection id={`terms-${type}`} title={page.title} body={page.body} updatedAt={terms.updatedAt} />
    </InfoLayout>
  );
}
