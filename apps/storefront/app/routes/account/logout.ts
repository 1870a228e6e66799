import { redirect } from "react-router";
import { clearSessionCookie } from "#domain/accounts/cookies.ts";
import { gql } from "../../lib/graphql.ts";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/logout";
import { secureCookies } from "./lib/session.server.ts";

/** POST: ends the session (the token stops working everywhere) and goes home. */
const LOGOUT = graphql(`mutation Logout { logout { status_code } }`);

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  await gql(context, locale, LOGOUT).catch(() => null);
  return redirect(localePath(locale, "/"), {
    headers: { "set-cookie": clearSessionCookie(secureCookies(context)) },
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return redirect(localePath(localeOfRequest(request), "/"));
}
