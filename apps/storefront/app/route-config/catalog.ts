import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The catalog pages; `id` keeps the plain and prefixed copies apart (see routes.ts). */
export function catalogPages(id: string): RouteConfigEntry[] {
  const pages = [
    route("categories", "routes/catalog/categories.tsx", { id: `${id}categories` }),
    route("categories/:slug", "routes/catalog/category.tsx", { id: `${id}category` }),
    route("collections", "routes/catalog/collections.tsx", { id: `${id}collections` }),
    route("collections/:slug", "routes/catalog/collection.tsx", { id: `${id}collection` }),
    route("deals", "routes/catalog/deals.tsx", { id: `${id}deals` }),
    route("products", "routes/catalog/products.tsx", { id: `${id}products` }),
    route("products/:id", "routes/catalog/product.tsx", { id: `${id}product` }),
    // Who may review: asked after the shared product page (decision 0128).
    route("products/:id/can-review", "routes/catalog/can-review.ts", { id: `${id}can-review` }),
    route("designers", "routes/catalog/designers.tsx", { id: `${id}designers` }),
    route("designers/:slug", "routes/catalog/designer.tsx", { id: `${id}designer` }),
    route("tag/:id", "routes/catalog/tag.tsx", { id: `${id}tag` }),
    route("new-arrivals", "routes/catalog/new-arrivals.tsx", { id: `${id}new-arrivals` }),
    route("idesign", "routes/catalog/idesign.tsx", { id: `${id}idesign` }),
  ];
  // Sitemaps live at the site root only (not under a locale prefix).
  if (id === "plain-") {
    pages.push(
      route("robots.txt", "routes/catalog/robots.ts", { id: "robots" }),
      route("sitemap.xml", "routes/catalog/sitemap-index.ts", { id: "sitemap-index" }),
      route("sitemaps/:file", "routes/catalog/sitemap.ts", { id: "sitemap-file" }),
    );
  }
  return pages;
}
