import { seoMeta } from "../../components/catalog/seo.ts";
import { SimpleListing } from "../../components/catalog/simple-listing.tsx";
import { loadSimpleListing } from "../../components/catalog/simple-listing-loader.ts";
import { localeOfRequest } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import type { Route } from "./+types/deals";

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  ...(await loadSimpleListing("deals", context, request, { withDiscount: true }, "bestSelling")),
  messages: pageMessages(localeOfRequest(request).lang, ["catalog"]),
});

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SimpleListing data={loaderData} />;
}
