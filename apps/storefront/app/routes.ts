import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { accountPages } from "./route-config/account.ts";
import { blogPages } from "./route-config/blog.ts";
import { catalogPages } from "./route-config/catalog.ts";
import { checkoutPages } from "./route-config/checkout.ts";
import { formsPages } from "./route-config/forms.ts";
import { infoPages } from "./route-config/info.ts";
import { promotionsPages } from "./route-config/promotions.ts";
import { searchPages } from "./route-config/search.ts";

/**
 * Every page exists twice: under the language-country prefix (/ar-eg/..., /en-sa/...) and plain
 * (no prefix, Arabic by default or the remembered locale; see docs/decisions/0002).
 */
const pages = (id: string) => [
  index("routes/home.tsx", { id: `${id}home` }),
  ...catalogPages(id),
  ...accountPages(id),
  ...checkoutPages(id),
  ...searchPages(id),
  ...promotionsPages(id),
  ...infoPages(id),
  ...blogPages(id),
  ...formsPages(id),
  route("*", "routes/not-found.tsx", { id: `${id}not-found` }),
];

export default [
  route(":locale", "routes/locale-layout.tsx", pages("prefixed-")),
  layout("routes/plain-layout.tsx", pages("plain-")),
] satisfies RouteConfig;
