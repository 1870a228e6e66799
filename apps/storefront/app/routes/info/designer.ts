/**
 * /designer: the second specification's plain designers list is /designers (name, photo, city,
 * count, sortable); this address answers a permanent redirect there, same prefix and query
 * (decision 0063), so old links keep working and the list exists once.
 */
import { redirect } from "react-router";
import { safeRedirectPath } from "#kernel/safe-redirect.ts";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import type { Route } from "./+types/designer";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = `${url.pathname.replace(/\/designer\/?$/, "/designers")}${url.search}`;
  return redirect(safeRedirectPath(target, localePath(localeOfRequest(request), "/designers")), 301);
}
