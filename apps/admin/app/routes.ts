import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The back office's pages. An area is a folder of routes (its documents beside them) under the
 * signed-in shell, which shows each area only to those whose permissions open it (areas.ts).
 */
export default [
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.ts"),
  // A printable page: no shell (decision 0114).
  route("orders/:id/invoice", "routes/orders/invoice.tsx"),
  layout("routes/shell.tsx", [
    index("routes/home.tsx"),
    route("tickets", "routes/tickets/list.tsx"),
    route("tickets/:id", "routes/tickets/detail.tsx"),
    route("jobs", "routes/jobs/list.tsx"),
    // catalogue (decision 0117)
    route("products", "routes/products/list.tsx"),
    route("products/new", "routes/products/new.tsx"),
    // products CSV import (decision 0120)
    route("products/import", "routes/products/import.tsx"),
    route("products/:id", "routes/products/detail.tsx"),
    // People and Audit (issue 37, decision 0112)
    route("people", "routes/people/list.tsx"),
    route("people/:id", "routes/people/detail.tsx"),
    route("audit", "routes/audit/list.tsx"),
    // orders and returns (decision 0114)
    route("orders", "routes/orders/list.tsx"),
    route("orders/:id", "routes/orders/detail.tsx"),
    route("returns", "routes/returns/list.tsx"),
    // catalogue: categories (decision 0119)
    route("categories", "routes/categories/list.tsx"),
    route("categories/:id", "routes/categories/detail.tsx"),
    // catalogue: collections and offers, one set of screens (decision 0134)
    route("collections", "routes/sales/list.tsx", { id: "collections" }),
    route("collections/new", "routes/sales/new.tsx", { id: "collections-new" }),
    route("collections/:id", "routes/sales/detail.tsx", { id: "collection" }),
    route("offers", "routes/sales/list.tsx", { id: "offers" }),
    route("offers/new", "routes/sales/new.tsx", { id: "offers-new" }),
    route("offers/:id", "routes/sales/detail.tsx", { id: "offer" }),
    // catalogue: badges and tags, one screen (decision 0135)
    route("badges", "routes/labels/list.tsx", { id: "badges" }),
    route("tags", "routes/labels/list.tsx", { id: "tags" }),
  ]),
] satisfies RouteConfig;
