import { type RouterContextProvider, redirect, redirectDocument } from "react-router";
import { sessionCookie } from "#domain/accounts/cookies.ts";
import { localePrefix } from "#i18n/locales.ts";
import { safeRedirectPath } from "#kernel/safe-redirect.ts";
import { gql } from "../../../lib/graphql.ts";
import { localePath, type PageLocale } from "../../../lib/locale.ts";
import { graphql } from "../../../lib/shop-graphql.ts";
import { formErrors, formValues, refused, secureCookies } from "./session.server.ts";

const LOGIN = graphql(`mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    status_code message code errors fieldErrors { field code message } data { jwt } } }`);

/**
 * The sign-in form's action (the login page, and the checkout's shipping step, which signs a guest
 * in where they are): signed in → `next`; blocked → home; otherwise the messages and what was typed.
 */
export async function signInFromForm(
  context: Readonly<RouterContextProvider>,
  locale: PageLocale,
  form: FormData,
  next: string | null,
  reload = false,
) {
  const r = await gql(context, locale, LOGIN, {
    email: String(form.get("email") ?? ""),
    password: String(form.get("password") ?? ""),
  });
  const result = r.login;
  if (result.status_code === 200 && result.data)
    return signedIn(context, locale, result.data.jwt, next, reload);
  if (result.code === "USER_BLOCKED") throw redirect(`${localePath(locale, "/")}?msg=blockedUser`);
  return refused({ ...formErrors(result), values: formValues(form) });
}

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
  const to = safeRedirectPath(next, home);
  return (reload ? redirectDocument : redirect)(
    `/${localePrefix(locale)}/account/welcome?to=${encodeURIComponent(to)}`,
    {
      headers: { "set-cookie": sessionCookie(jwt, secureCookies(context)) },
    },
  );
}
