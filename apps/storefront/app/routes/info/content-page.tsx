/**
 * The content pages (decision 0063), one module for four routes; the route's path is the page:
 * - /about: the about page, its facts (2 countries, 500+ brands, 50K products) and where to start;
 * - /terms and /terms?type=designer: the customer's and the designer's terms;
 * - /privacy: the privacy policy, from getPolicies;
 * - /shipping: shipping and returns (15 days, same address, original condition), from getPolicies.
 */
import { data, Link } from "react-router";
import { INFO_UI } from "#i18n/messages/ui-info.ts";
import { seoFor, seoMeta } from "../../components/catalog/seo.ts";
import { type ContentPage, type HeaderText, headerIn, pageIn } from "../../components/info/content.ts";
import { ContentPageFields, HeaderFields } from "../../components/info/content-fields.ts";
import { InfoLayout, PageSection, Prose } from "../../components/info/info-layout.tsx";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql, type ResultOf } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/content-page";

const ABOUT = graphql(
  `
  query About {
    getAbout { status_code data { slug title arTitle body arBody updatedAt facts { value label arLabel } } }
    header: getHeaderDescriptionByPage(page: "about") { status_code data { ...HeaderFields } }
  }
`,
  [HeaderFields],
);

const TERMS = graphql(
  `
  query Terms($type: String) {
    getTerms(type: $type) { status_code data { ...ContentPageFields } }
    header: getHeaderDescriptionByPage(page: "terms") { status_code data { ...HeaderFields } }
  }
`,
  [ContentPageFields, HeaderFields],
);

/** The privacy and shipping pages: the policies, and the header of the page asked. */
const POLICIES = graphql(
  `
  query Policies($page: String!) {
    getPolicies { status_code data { ...ContentPageFields } }
    header: getHeaderDescriptionByPage(page: $page) { status_code data { ...HeaderFields } }
  }
`,
  [ContentPageFields, HeaderFields],
);

const PAGES = ["about", "terms", "privacy", "shipping"] as const;
type PageName = (typeof PAGES)[number];
const TYPES = ["customer", "designer"] as const;
type About = NonNullable<ResultOf<typeof ABOUT>["getAbout"]["data"]>;

/** The page a route serves: the last segment of its pattern (`/about`, `/:locale/about`). */
function pageOf(pattern: string): PageName {
  const name = pattern.split("/").filter(Boolean).at(-1);
  const page = PAGES.find((p) => p === name);
  if (!page) throw new Error(`content-page.tsx serves no route ${pattern}`);
  return page;
}

/** What a page reads: its content (the loader data's own fields), its header, its fallback title. */
interface Read<Content> {
  content: Content;
  header: HeaderText | null | undefined;
  fallbackTitle: string;
  /** The title for search engines when it is not the header's. */
  title?: string;
  keep?: string[];
}

const READ = {
  async about({ context }, locale): Promise<Read<{ about: About }>> {
    const r = await gql(context, locale, ABOUT);
    const about = r.getAbout.data;
    if (!about) throw data(null, { status: 404 });
    return { content: { about }, header: r.header.data, fallbackTitle: pageIn(locale.lang, about).title };
  },
  async terms({ url, context }, locale): Promise<Read<{ type: (typeof TYPES)[number]; terms: ContentPage }>> {
    const type = url.searchParams.get("type") === "designer" ? "designer" : "customer";
    const r = await gql(context, locale, TERMS, { type });
    const terms = r.getTerms.data;
    if (!terms) throw data(null, { status: 404 });
    return {
      content: { type, terms },
      header: r.header.data,
      fallbackTitle: INFO_UI[locale.lang].nav.terms,
      title: type === "designer" ? pageIn(locale.lang, terms).title : undefined,
      keep: ["type"],
    };
  },
  async privacy({ context }, locale): Promise<Read<{ privacy: ContentPage }>> {
    const r = await gql(context, locale, POLICIES, { page: "privacy" });
    const privacy = r.getPolicies.data?.find((p) => p.slug === "privacy");
    if (!privacy) throw data(null, { status: 404 });
    return { content: { privacy }, header: r.header.data, fallbackTitle: INFO_UI[locale.lang].nav.privacy };
  },
  async shipping({ context }, locale): Promise<Read<{ policies: ContentPage[] }>> {
    const r = await gql(context, locale, POLICIES, { page: "shipping" });
    const policies = (r.getPolicies.data ?? []).filter((p) => p.slug === "shipping" || p.slug === "returns");
    if (!policies.length) throw data(null, { status: 404 });
    return { content: { policies }, header: r.header.data, fallbackTitle: INFO_UI[locale.lang].nav.shipping };
  },
} satisfies Record<
  PageName,
  (args: Route.LoaderArgs, locale: ReturnType<typeof localeOfRequest>) => Promise<Read<object>>
>;

export async function loader(args: Route.LoaderArgs) {
  const { request, context, pattern } = args;
  const locale = localeOfRequest(request);
  const page = pageOf(pattern);
  const read = await READ[page](args, locale);
  const description = INFO_UI[locale.lang][page].description;
  const header = headerIn(locale.lang, read.header, { title: read.fallbackTitle, text: description });
  return {
    messages: pageMessages(locale.lang, ["info"]),
    ...read.content,
    header,
    seo: seoFor({ request, context }, locale, {
      title: read.title ?? header.title,
      description,
      path: `/${page}`,
      keep: read.keep,
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  const { header } = loaderData;
  const [current, content] =
    "about" in loaderData
      ? (["about", <AboutContent key="about" about={loaderData.about} />] as const)
      : "terms" in loaderData
        ? (["terms", <TermsContent key="terms" type={loaderData.type} terms={loaderData.terms} />] as const)
        : "privacy" in loaderData
          ? (["privacy", <PolicySection key="privacy" policy={loaderData.privacy} />] as const)
          : ([
              "shipping",
              <div key="shipping" className="space-y-8">
                {loaderData.policies.map((policy) => (
                  <PolicySection key={policy.slug} policy={policy} />
                ))}
              </div>,
            ] as const);
  return (
    <InfoLayout current={current} title={header.title} lead={header.text}>
      {content}
    </InfoLayout>
  );
}

function AboutContent({ about }: { about: About }) {
  const { t } = useTranslation("info");
  const { locale } = useRootData();
  const ar = locale.lang === "ar";
  return (
    <>
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
    </>
  );
}

function TermsContent({ type, terms }: { type: (typeof TYPES)[number]; terms: ContentPage }) {
  const { t } = useTranslation("info");
  const { locale } = useRootData();
  const page = pageIn(locale.lang, terms);
  return (
    <>
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
    </>
  );
}

/** A policy's section; the returns policy leads with its facts in a highlighted box. */
function PolicySection({ policy }: { policy: ContentPage }) {
  const { locale } = useRootData();
  const page = pageIn(locale.lang, policy);
  return (
    <PageSection id={policy.slug} title={page.title} body={page.body} updatedAt={policy.updatedAt}>
      {policy.slug === "returns" && <ReturnsFacts />}
    </PageSection>
  );
}

function ReturnsFacts() {
  const { t } = useTranslation("info");
  const { locale } = useRootData();
  return (
    <div className="mb-6 rounded-xl bg-sand p-5">
      <h3 className="mb-3 font-semibold">{t("shipping.returnsFacts")}</h3>
      <ul className="grid gap-2 sm:grid-cols-3">
        {(["factDays", "factAddress", "factCondition"] as const).map((k) => (
          <li key={k} className="flex items-start gap-2">
            <span aria-hidden="true" className="mt-0.5 font-bold text-success">
              ✓
            </span>
            <span>{t(`shipping.${k}`)}</span>
          </li>
        ))}
      </ul>
      <Link
        to={localePath(locale, "/profile/orders")}
        className="mt-4 inline-block font-semibold text-accent-dark underline underline-offset-4"
      >
        {t("shipping.ordersCta")}
      </Link>
    </div>
  );
}
