import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The back office's pages. An area is a folder of routes (its documents beside them) under the
 * signed-in shell, which shows each area only to those whose permissions open it (areas.ts).
 */
export default [
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.ts"),
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
    // catalogue: categories (decision 0119)
    route("categories", "routes/categories/list.tsx"),
    route("categories/:id", "routes/categories/detail.tsx"),
  ]),
] satisfies RouteConfig;
