import { Form, useSubmit } from "react-router";
import { CATALOG_UI } from "#i18n/messages/ui-catalog.ts";
import { Breadcrumbs } from "../../components/catalog/breadcrumbs.tsx";
import { DesignerTile } from "../../components/catalog/designer-tile.tsx";
import { seoFor, seoMeta } from "../../components/catalog/seo.ts";
import { DesignerFields } from "../../components/catalog/types.ts";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/designers";

const SORTS = ["name", "products", "sales", "newest"] as const;

const SORT_DESIGNERS = graphql(
  `
  query Designers($sort: String) { sortDesigners(sort: $sort) { data { ...DesignerFields } } }
`,
  [DesignerFields],
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const asked = new URL(request.url).searchParams.get("sort") ?? "";
  const sort = (SORTS as readonly string[]).includes(asked) ? asked : "name";
  const result = await gql(context, locale, SORT_DESIGNERS, { sort });
  const ui = CATALOG_UI[locale.lang].pages;
  return {
    messages: pageMessages(locale.lang, ["catalog"]),
    sort,
    designers: result.sortDesigners.data ?? [],
    seo: seoFor({ request, context }, locale, {
      title: ui.designers,
      description: ui.designersDescription,
      path: "/designers",
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function DesignersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalog");
  const { t: tt } = useTranslation();
  const { locale } = useRootData();
  const submit = useSubmit();
  const labels: Record<string, string> = {
    name: t("pages.sortName"),
    products: t("pages.sortProducts"),
    sales: t("pages.sortSales"),
    newest: t("pages.sortNewest"),
  };
  return (
    <main className="mx-auto max-w-screen-2xl px-4 pt-6 pb-16">
      <Breadcrumbs
        items={[{ name: tt("nav.home"), to: localePath(locale, "/") }, { name: t("pages.designers") }]}
      />
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="mb-2 text-2xl font-semibold sm:text-3xl">{t("pages.designers")}</h1>
          <p className="max-w-3xl text-muted">{t("pages.designersDescription")}</p>
        </div>
        <Form method="get" onChange={(e) => submit(e.currentTarget)} className="flex items-center gap-2">
          <label htmlFor="designer-sort" className="text-sm text-muted">
            {t("pages.designerSort")}
          </label>
          <select
            id="designer-sort"
            name="sort"
            defaultValue={loaderData.sort}
            className="rounded-lg border border-line bg-surface px-3 py-2 text-sm"
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {labels[s]}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="rounded-full border border-line px-3 py-1.5 text-sm">
              {t("listing.apply")}
            </button>
          </noscript>
        </Form>
      </div>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {loaderData.designers.map((d, i) => (
          <li key={d._id}>
            <DesignerTile d={d} eager={i < 5} />
          </li>
        ))}
      </ul>
    </main>
  );
}
