/** /about: the about page, its facts (2 countries, 500+ brands, 50K products) and where to start (decision 0063). */
import { data, Link } from "react-router";
import { INFO_UI } from "#i18n/messages/ui-info.ts";
import { seoFor, seoMeta } from "../../components/catalog/seo.ts";
import { headerIn, pageIn } from "../../components/info/content.ts";
import { HeaderFields } from "../../components/info/content-fields.ts";
import { InfoLayout, Prose } from "../../components/info/info-layout.tsx";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/about";

const ABOUT = graphql(
  `
  query About {
    getAbout { status_code data { slug title arTitle body arBody updatedAt facts { value label arLabel } } }
    header: getHeaderDescriptionByPage(page: "about") { status_code data { ...HeaderFields } }
  }
`,
  [HeaderFields],
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const r = await gql(context, locale, ABOUT);
  const about = r.getAbout.data;
  if (!about) throw data(null, { status: 404 });
  const ui = INFO_UI[locale.lang];
  const page = pageIn(locale.lang, about);
  const header = headerIn(locale.lang, r.header.data, { title: page.title, text: ui.about.description });
  return {
    messages: pageMessages(locale.lang, ["info"]),
    about,
    header,
    seo: seoFor({ request, context }, locale, {
      title: header.title,
      description: ui.about.description,
      path: "/about",
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("info");
  const { locale } = useRootData();
  const { about, header } = loaderData;
  const ar = locale.lang === "ar";
  return (
    <InfoLayout current="about" title={header.title} lead={header.text}>
      {about.facts.length > 0 && (
        <section aria-labelledby="about-facts" className="mb-10">
          <h2 id="about-facts" className="sr-only">
            {t("about.factsTitle")}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {about.facts.map((fact) => (
              <li key={fact.value} className="rounded-2xl bg-sand p-5 text-center">
                <span className="block text-3xl font-semibold text-accent-dark tabular-nums" dir="ltr">
                  {fact.value}
                </span>
                <span className="mt-1 block text-sm text-ink/80">{ar ? fact.arLabel : fact.label}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Prose text={pageIn(locale.lang, about).body} className="text-lg" />
      <section aria-labelledby="about-start" className="mt-10 rounded-2xl bg-surface p-6 ring-1 ring-line">
        <h2 id="about-start" className="mb-4 text-xl font-semibold">
          {t("about.promiseTitle")}
        </h2>
        <div className="flex flex-wrap gap-3">
          <Link
            to={localePath(locale, "/categories")}
            className="inline-flex h-11 items-center rounded-full bg-accent px-5 font-semibold text-white hover:bg-accent-dark"
          >
            {t("about.shop")}
          </Link>
          <Link
            to={localePath(locale, "/designers")}
            className="inline-flex h-11 items-center rounded-full px-5 font-semibold ring-1 ring-ink/30 hover:bg-sand"
          >
            {t("about.designers")}
          </Link>
        </div>
      </section>
    </InfoLayout>
  );
}
