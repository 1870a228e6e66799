/** Listing pages without a scope object of their own: products, deals, new arrivals. */

import type { RouterContextProvider } from "react-router";
import { CATALOG_UI } from "#i18n/messages/ui-catalog.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { useRootData } from "../../lib/root-data.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { ListingPage } from "./listing.tsx";
import { type ListingScope, loadListing } from "./listing-loader.ts";
import { seoFor } from "./seo.ts";

type Pages = (typeof CATALOG_UI)["en"]["pages"];
export type SimpleKind = "products" | "deals" | "newArrivals";
const PATHS: Record<SimpleKind, string> = {
  products: "/products",
  deals: "/deals",
  newArrivals: "/new-arrivals",
};

export async function loadSimpleListing(
  kind: SimpleKind,
  context: Readonly<RouterContextProvider>,
  request: Request,
  scope: ListingScope,
  defaultSort = "newest",
) {
  const locale = localeOfRequest(request);
  const listing = await loadListing(context, request, locale, scope, defaultSort);
  const ui = CATALOG_UI[locale.lang].pages;
  const seo = seoFor({ request, context }, locale, {
    title: ui[kind],
    description: ui[`${kind}Description` as keyof Pages],
    path: PATHS[kind],
    keep: ["page"],
  });
  return { kind, ...listing, seo };
}

export function SimpleListing({ data }: { data: Awaited<ReturnType<typeof loadSimpleListing>> }) {
  const { t } = useTranslation("catalog");
  const { t: tt } = useTranslation();
  const { locale } = useRootData();
  return (
    <ListingPage
      heading={t(`pages.${data.kind}`)}
      intro={t(`pages.${data.kind}Description`)}
      breadcrumbs={
        <Breadcrumbs
          items={[{ name: tt("nav.home"), to: localePath(locale, "/") }, { name: t(`pages.${data.kind}`) }]}
        />
      }
      page={data.page}
      state={data.state}
      facets={data.facets}
    />
  );
}
