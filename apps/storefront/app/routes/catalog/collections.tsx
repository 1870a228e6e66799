import { Link } from "react-router";
import { CATALOG_UI } from "#i18n/messages/ui-catalog.ts";
import { Breadcrumbs } from "../../components/catalog/breadcrumbs.tsx";
import { CollectionStatus } from "../../components/catalog/collection-status.tsx";
import { ProductImage } from "../../components/catalog/image.tsx";
import { collectionPath } from "../../components/catalog/links.ts";
import { seoFor, seoMeta } from "../../components/catalog/seo.ts";
import { CollectionFields } from "../../components/catalog/types.ts";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/collections";

const COLLECTIONS = graphql(
  `
  query Collections { getCollections { data { ...CollectionFields } } }
`,
  [CollectionFields],
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const result = await gql(context, locale, COLLECTIONS);
  const ui = CATALOG_UI[locale.lang].pages;
  return {
    messages: pageMessages(locale.lang, ["catalog"]),
    collections: result.getCollections.data ?? [],
    seo: seoFor({ request, context }, locale, {
      title: ui.collections,
      description: ui.collectionsDescription,
      path: "/collections",
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function CollectionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalog");
  const { t: tt } = useTranslation();
  const { locale } = useRootData();
  const ar = locale.lang === "ar";
  return (
    <main className="mx-auto max-w-screen-2xl px-4 pt-6 pb-16">
      <Breadcrumbs
        items={[{ name: tt("nav.home"), to: localePath(locale, "/") }, { name: t("pages.collections") }]}
      />
      <h1 className="mb-2 text-2xl font-semibold sm:text-3xl">{t("pages.collections")}</h1>
      <p className="mb-8 max-w-3xl text-muted">{t("pages.collectionsDescription")}</p>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {loaderData.collections.map((c, i) => (
          <li key={c._id}>
            <Link
              to={collectionPath(locale, c.slug)}
              className="group block overflow-hidden rounded-2xl bg-surface"
            >
              {c.banner ? (
                <ProductImage
                  path={c.banner}
                  alt=""
                  width={1600}
                  height={600}
                  sizes="(min-width: 768px) 50vw, 100vw"
                  eager={i < 2}
                  className="aspect-[8/3] w-full bg-sand object-cover"
                />
              ) : null}
              <div className="flex flex-col gap-2 p-5">
                <h2 className="text-xl font-semibold group-hover:text-accent">{ar ? c.arTitle : c.title}</h2>
                <p className="text-muted">{ar ? c.arDescription : c.description}</p>
                <CollectionStatus c={c} />
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
