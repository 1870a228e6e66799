/** /faq: the questions by audience, searchable with and without JavaScript (decision 0063). */
import { Link } from "react-router";
import { INFO_UI } from "#i18n/messages/ui-info.ts";
import { seoFor, seoMeta } from "../../components/catalog/seo.ts";
import { headerIn } from "../../components/info/content.ts";
import { HeaderFields } from "../../components/info/content-fields.ts";
import { FaqList } from "../../components/info/faq-list.tsx";
import { InfoLayout } from "../../components/info/info-layout.tsx";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/faq";

const FAQ = graphql(
  `
  query Faq {
    getFaqs { status_code data { _id question arQuestion answer arAnswer for } }
    header: getHeaderDescriptionByPage(page: "faq") { status_code data { ...HeaderFields } }
  }
`,
  [HeaderFields],
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  const r = await gql(context, locale, FAQ);
  const ui = INFO_UI[locale.lang];
  const header = headerIn(locale.lang, r.header.data, { title: ui.nav.faq, text: ui.faq.description });
  const faqs = r.getFaqs.data ?? [];
  return {
    messages: pageMessages(locale.lang, ["info"]),
    faqs,
    q,
    header,
    seo: seoFor({ request, context }, locale, {
      title: header.title,
      description: ui.faq.description,
      path: "/faq",
      noindex: !!q,
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: faqs.map((f) => ({
            "@type": "Question",
            name: locale.lang === "ar" ? f.arQuestion : f.question,
            acceptedAnswer: { "@type": "Answer", text: locale.lang === "ar" ? f.arAnswer : f.answer },
          })),
        },
      ],
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("info");
  const { t: tt } = useTranslation();
  const { locale } = useRootData();
  const { faqs, q, header } = loaderData;
  return (
    <InfoLayout current="faq" title={header.title} lead={header.text}>
      <FaqList faqs={faqs} initialQuery={q} lang={locale.lang} />
      <aside className="mt-12 rounded-2xl bg-sand p-6">
        <h2 className="text-lg font-semibold">{t("faq.stillTitle")}</h2>
        <p className="mt-1 text-ink/80">{t("faq.stillText")}</p>
        <Link
          to={localePath(locale, "/contact")}
          className="mt-4 inline-flex h-11 items-center rounded-full bg-accent px-5 font-semibold text-white hover:bg-accent-dark"
        >
          {tt("footer.contactPage")}
        </Link>
      </aside>
    </InfoLayout>
  );
}
