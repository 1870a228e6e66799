/**
 * Instant-search suggestions as JSON, for the header's search box: GET /search/suggest?q=...
 * (plain or prefixed). Personal (the user's recent searches come first), so cached privately.
 */
import { formatMoney } from "#i18n/format.ts";
import { productPath } from "../../components/catalog/links.ts";
import { type SuggestPayload, searchPagePath } from "../../components/search/suggest.ts";
import { gql } from "../../lib/graphql.ts";
import { localeOfRequest } from "../../lib/locale.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/suggest";

const SUGGEST_QUERY = graphql(`
  query Suggest($text: String) {
    searchSuggestions(text: $text) {
      status_code
      data {
        keywords { keyword source }
        products { _id slug name arName image price afterOffersPrice discountPercent }
      }
    }
  }
`);

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  const result = await gql(context, locale, SUGGEST_QUERY, {
    text: query,
  });
  const data = result.searchSuggestions.data ?? { keywords: [], products: [] };
  const money = (minor: number | null) =>
    minor === null ? null : formatMoney(minor, locale.country, locale.lang);
  const payload: SuggestPayload = {
    query,
    keywords: data.keywords.map((k) => ({ ...k, href: searchPagePath(locale, k.keyword) })),
    products: data.products.map((p) => ({
      id: p._id,
      name: (locale.lang === "ar" ? p.arName : p.name) || p.name,
      image: p.image,
      price: money(p.afterOffersPrice),
      was: p.discountPercent > 0 ? money(p.price) : null,
      href: productPath(locale, p.slug),
    })),
  };
  return Response.json(payload, { headers: { "Cache-Control": "private, max-age=60", Vary: "Cookie" } });
}
