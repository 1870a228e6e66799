import { data, Outlet, redirect } from "react-router";
import { localePrefix, parseLocalePrefix } from "#i18n/locales.ts";
import { safeRedirectPath } from "#kernel/safe-redirect.ts";
import type { Route } from "./+types/locale-layout";

/**
 * The language-country prefix: a valid one renders, /en-ae/... and /en/... redirect (the
 * Emirates are switched off; a language alone means Egypt), anything else is a 404.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const parsed = parseLocalePrefix(params.locale);
  if (parsed.kind === "invalid") throw data(null, { status: 404 });
  if (parsed.kind === "redirect") {
    const url = new URL(request.url);
    const rest = url.pathname.split("/").slice(2).join("/");
    const home = `/${localePrefix(parsed.locale)}/`;
    throw redirect(safeRedirectPath(`${home}${rest}${url.search}`, home), 302);
  }
  return null;
}

export default function LocaleLayout() {
  return <Outlet />;
}
