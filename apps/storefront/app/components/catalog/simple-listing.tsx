/** Listing pages without a scope object of their own: products, deals, new arrivals. */

import { useTranslation } from "../../lib/i18n.tsx";
import { localePath } from "../../lib/locale.ts";
import { useRootData } from "../../lib/root-data.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { ListingPage } from "./listing.tsx";
import type { loadSimpleListing } from "./simple-listing-loader.ts";

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
