import { seoMeta } from "../../components/catalog/seo.ts";
import { loadSimpleListing, SimpleListing } from "../../components/catalog/simple-listing.tsx";
import type { Route } from "./+types/deals";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadSimpleListing("deals", context, request, { withDiscount: true }, "bestSelling");

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SimpleListing data={loaderData} />;
}
