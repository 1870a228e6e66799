/**
 * The loader of the listing pages without a scope object of their own (products, deals, new
 * arrivals); a module of its own so that the pages' browser code carries neither it nor its
 * documents (decision 0105).
 */
import type { RouterContextProvider } from "react-router";
import { CATALOG_UI } from "#i18n/messages/ui-catalog.ts";
import { localeOfRequest } from "../../lib/locale.ts";
import { type ListingScope, loadListing } from "./listing-loader.ts";
import { seoFor } from "./seo.ts";

type Pages = (typeof CATALOG_UI)["en"]["pages"];
type SimpleKind = "products" | "deals" | "newArrivals";
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
