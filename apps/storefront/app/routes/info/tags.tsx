/** /tag: every tag, each linking to /tag/{id} (decision 0063). */
import { Link } from "react-router";
import { INFO_UI } from "#i18n/messages/ui-info.ts";
import { Breadcrumbs } from "../../components/catalog/breadcrumbs.tsx";
import { seoFor, seoMeta } from "../../components/catalog/seo.ts";
import { headerIn } from "../../components/info/content.ts";
import { HeaderFields } from "../../components/info/content-fields.ts";
import { localName } from "../../components/layout/links.ts";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/tags";

const TAGS = graphql(
  `
  query Tags {
    getTags { data { _id name arName productsCount } }
    header: getHeaderDescriptionByPage(page: "tag") { status_code data { ...HeaderFields } }
  }
`,
  [HeaderFields],
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const r = await gql(context, locale, TAGS);
  const ui = INFO_UI[locale.lang];
  const header = headerIn(locale.lang, r.header.data, { title: ui.tags.title, text: ui.tags.description });
  const collator = new Intl.Collator(locale.lang);
  const tags = (r.getTags.data ?? []).sort((a, b) =>
    collator.compare(localName(locale.lang, a), localName(locale.lang, b)),
  );
  return {
    messages: pageMessages(locale.lang, ["catalog", "info"]),
    tags,
    header,
    seo: seoFor({ request, context }, locale, {
      title: header.title,
      description: ui.tags.description,
      path: "/tag",
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function TagsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("info");
  const { t: tc } = useTranslation("catalog");
  const { t: tt } = useTranslation();
  const { locale } = useRootData();
  const { tags, header } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 pt-6 pb-16">
      <Breadcrumbs items={[{ name: tt("nav.home"), to: localePath(locale, "/") }, { name: header.title }]} />
      <header className="mb-8 max-w-3xl">
        <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{header.title}</h1>
        <p className="mt-3 text-lg text-muted">{header.text}</p>
      </header>
      {tags.length ? (
        <ul className="flex flex-wrap gap-3">
          {tags.map((tag) => (
            <li key={tag._id}>
              <Link
                to={localePath(locale, `/tag/${tag._id}`)}
                className="inline-flex items-center gap-2 rounded-full bg-surface px-4 py-2 ring-1 ring-line hover:bg-sand hover:ring-ink/30"
              >
                <span className="font-semibold">{localName(locale.lang, tag)}</span>
                <span className="text-sm text-muted">
                  {tc("listing.products", { count: tag.productsCount })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{t("tags.empty")}</p>
      )}
    </main>
  );
}
