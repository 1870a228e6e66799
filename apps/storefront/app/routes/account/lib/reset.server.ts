import type { RouterContextProvider } from "react-router";
import { gql } from "../../../lib/graphql.ts";
import { localeOfRequest, localePath } from "../../../lib/locale.ts";
import { graphql } from "../../../lib/shop-graphql.ts";
import { signedIn } from "./auth.server.ts";
import { formErrors, refused } from "./session.server.ts";

const RESET = graphql(`mutation Reset($t: String!, $p: String!, $c: String) {
  resetForgotPassword(token: $t, password: $p, confirmPassword: $c) { status_code message errors data { jwt } } }`);

/** The new-password form of forgetPassword and resetPassword: sets it, signs in, goes home. */
export async function resetAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
) {
  const locale = localeOfRequest(request);
  const token = String(form.get("token") ?? "").trim();
  const r = await gql(context, locale, RESET, {
    t: token,
    p: String(form.get("password") ?? ""),
    c: String(form.get("confirmPassword") ?? ""),
  });
  const e = r.resetForgotPassword;
  // Home afterwards (the specs: the overlay closes and the user goes home); the overlay asks for
  // a full reload (?reload).
  if (e.status_code === 200 && e.data)
    return signedIn(
      context,
      locale,
      e.data.jwt,
      localePath(locale, "/"),
      new URL(request.url).searchParams.has("reload"),
    );
  return refused({ step: "code" as const, ...formErrors(e), values: { token } });
}
