import { Link } from "react-router";
import { CATALOG_UI } from "#i18n/messages/ui-catalog.ts";
import { Breadcrumbs } from "../../components/catalog/breadcrumbs.tsx";
import { ProductImage } from "../../components/catalog/image.tsx";
import { seoFor, seoMeta } from "../../components/catalog/seo.ts";
import { categoryPath, localName, subCategoryPath } from "../../components/layout/links.ts";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/categories";

const GET_CATEGORIES = graphql(
  `query GetCategories { getCategories(isMain: true) { data { _id slug name arName image description arDescription subCategories { _id name arName } } } }`,
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const result = await gql(context, locale, GET_CATEGORIES);
  const ui = CATALOG_UI[locale.lang].pages;
  return {
    messages: pageMessages(locale.lang, ["catalog"]),
    categories: result.getCategories.data ?? [],
    seo: seoFor({ request, context }, locale, {
      title: ui.categories,
      description: ui.categoriesDescription,
      path: "/categories",
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function CategoriesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalog");
  const { t: tt } = useTranslation();
  const { locale } = useRootData();
  return (
    <main className="mx-auto max-w-screen-2xl px-4 pt-6 pb-16">
      <Breadcrumbs
        items={[{ name: tt("nav.home"), to: localePath(locale, "/") }, { name: t("pages.categories") }]}
      />
      <h1 className="mb-2 text-2xl font-semibold sm:text-3xl">{t("pages.categories")}</h1>
      <p className="mb-8 max-w-3xl text-muted">{t("pages.categoriesDescription")}</p>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.categories.map((c, i) => (
          <li
            key={c._id}
            className="overflow-hidden rounded-2xl bg-surface shadow-[0_1px_0_var(--color-line)]"
          >
            <Link to={categoryPath(locale, c.slug)} className="group flex items-center gap-4 p-4">
              {c.image ? (
                <ProductImage
                  path={c.image}
                  alt=""
                  width={600}
                  height={600}
                  sizes="96px"
                  eager={i < 6}
                  className="size-24 shrink-0 rounded-xl bg-sand object-cover"
                />
              ) : null}
              <span>
                <span className="block text-lg font-semibold group-hover:text-accent">
                  {localName(locale.lang, c)}
                </span>
                <span className="line-clamp-2 text-sm text-muted">
                  {locale.lang === "ar" ? c.arDescription : c.description}
                </span>
              </span>
            </Link>
            {c.subCategories.length ? (
              <ul className="flex flex-wrap gap-2 border-t border-line px-4 py-3">
                {c.subCategories.map((s) => (
                  <li key={s._id}>
                    <Link
                      to={subCategoryPath(locale, c.slug, s._id)}
                      className="inline-block rounded-full bg-sand px-3 py-1 text-sm hover:bg-accent hover:text-white"
                    >
                      {localName(locale.lang, s)}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </main>
  );
}
