/**
 * /designer: the second specification's plain designers list is /designers (name, photo, city,
 * count, sortable); this address answers a permanent redirect there, same prefix and query
 * (decision 0063), so old links keep working and the list exists once.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/designer";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`${url.pathname.replace(/\/designer\/?$/, "/designers")}${url.search}`, 301);
}
