/** /idesign — customisable pieces with their steps, how it works, and the design competition (decision 0062). */
import { data, redirect } from "react-router";
import { IDESIGN_UI } from "#i18n/messages/ui-idesign.ts";
import { safeRedirectPath } from "#kernel/safe-redirect.ts";
import { Breadcrumbs } from "../../components/catalog/breadcrumbs.tsx";
import { LISTING_PAGE_SIZE, readListing } from "../../components/catalog/listing-query.ts";
import { Pager } from "../../components/catalog/pager.tsx";
import { seoFor, seoMeta } from "../../components/catalog/seo.ts";
import { CompetitionInvite } from "../../components/idesign/competition.tsx";
import {
  HowItWorks,
  IdesignBanner,
  IdesignEmpty,
  IdesignGrid,
} from "../../components/idesign/idesign-parts.tsx";
import { IDESIGN_QUERY } from "../../components/idesign/types.ts";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { settingText, useRootData } from "../../lib/root-data.ts";
import type { Route } from "./+types/idesign";

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { page } = readListing(new URL(request.url));
  const result = await gql(context, locale, IDESIGN_QUERY, { paginate: { page, limit: LISTING_PAGE_SIZE } });
  const products = result.getIdesignProducts;
  if (products.status_code !== 200 || !products.data) throw data(null, { status: 404 });
  // A page past the end (an old link) goes to the first page rather than an empty one.
  if (page > 1 && !products.data.products.length && products.data.pageInfo.totalCount)
    throw redirect(safeRedirectPath(new URL(request.url).pathname, localePath(locale, "/")));
  const ui = IDESIGN_UI[locale.lang];
  return {
    messages: pageMessages(locale.lang, ["catalog", "idesign"]),
    page: products.data,
    stages: result.getHowItWorksStages.data ?? [],
    seo: seoFor({ request, context }, locale, {
      title: ui.title,
      description: ui.description,
      path: "/idesign",
      keep: ["page"],
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function Idesign({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("idesign");
  const { t: tc } = useTranslation("catalog");
  const { t: tt } = useTranslation();
  const { locale, settings } = useRootData();
  const { page, stages } = loaderData;
  return (
    <main className="mx-auto max-w-screen-2xl px-4 pt-6 pb-16">
      <Breadcrumbs items={[{ name: tt("nav.home"), to: localePath(locale, "/") }, { name: t("title") }]} />
      <IdesignBanner image={settingText(settings, "idesignBanner")} />
      <header className="mb-8 flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{t("title")}</h1>
        <p className="max-w-3xl text-muted">{t("lead")}</p>
      </header>
      <HowItWorks stages={stages} />
      <section aria-labelledby="idesign-products">
        <div className="mb-5 flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="idesign-products" className="text-xl font-semibold">
            {t("productsTitle")}
          </h2>
          <p className="text-sm text-muted" role="status">
            {tc("listing.products", { count: page.pageInfo.totalCount })}
          </p>
        </div>
        {page.products.length ? <IdesignGrid products={page.products} /> : <IdesignEmpty />}
        <Pager pageInfo={page.pageInfo} />
      </section>
      <CompetitionInvite />
    </main>
  );
}
