import { redirect } from "react-router";
import { guestCartCookie } from "#domain/accounts/cookies.ts";
import { safeRedirectPath } from "#kernel/safe-redirect.ts";
import { gql } from "../../lib/graphql.ts";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/welcome";
import { guestCartOf, secureCookies } from "./lib/session.server.ts";

const MERGE = graphql(
  `mutation Merge($f: ID!, $c: String) { replaceFakeCart(fakeCartId: $f, currentCountry: $c) { status_code } }`,
);

/**
 * The step after login or register (the new session cookie is now sent): the guest cart merges
 * into the user's cart and is forgotten, then the visitor goes on (in the current language-country).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const to = safeRedirectPath(new URL(request.url).searchParams.get("to"), localePath(locale, "/"));
  const guest = guestCartOf(request);
  const headers = new Headers();
  if (guest) {
    await gql(context, locale, MERGE, { f: guest, c: locale.country }).catch(() => null);
    headers.append("set-cookie", guestCartCookie(null, secureCookies(context)));
  }
  return redirect(to, { headers });
}
