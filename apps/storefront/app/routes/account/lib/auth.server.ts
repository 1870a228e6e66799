import { type RouterContextProvider, redirect, redirectDocument } from "react-router";
import { sessionCookie } from "#domain/accounts/cookies.ts";
import { localePrefix } from "#i18n/locales.ts";
import type { PageLocale } from "../../../lib/locale.ts";
import { safeNext, secureCookies } from "./session.server.ts";

/**
 * After login, register or a password reset: set the session cookie and go through the welcome
 * step (which merges the guest cart with the new cookie), then to the page in the current
 * language-country with loginSuccess=true. `reload` (the header's overlay, which posts with a
 * fetcher) makes the browser load those pages as documents: the whole page reloads signed in.
 */
export function signedIn(
  context: Readonly<RouterContextProvider>,
  locale: PageLocale,
  jwt: string,
  next?: string | null,
  reload = false,
) {
  const home = `/${localePrefix(locale)}/?loginSuccess=true`;
  const to = safeNext(next, home);
  return (reload ? redirectDocument : redirect)(
    `/${localePrefix(locale)}/account/welcome?to=${encodeURIComponent(to)}`,
    {
      headers: { "set-cookie": sessionCookie(jwt, secureCookies(context)) },
    },
  );
}
