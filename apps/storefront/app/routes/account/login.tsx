import { Form, redirect, useSearchParams } from "react-router";
import { LoginForm } from "../../components/account/auth-forms.tsx";
import { AuthCard } from "../../components/account/form.tsx";
import { pageTitle } from "../../components/layout/page-title.ts";
import { type CodedEnvelope, gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import type { Route } from "./+types/login";
import { signedIn } from "./lib/auth.server.ts";
import { formErrors, formValues, guard, refused } from "./lib/session.server.ts";

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    status_code message code errors fieldErrors { field code message } data { jwt } } }`;

export const handle = { layout: "auth" };

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.title, loaderData?.lang ?? "ar") },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader(args: Route.LoaderArgs) {
  const { locale } = await guard(args, "guest");
  const url = new URL(args.request.url);
  // ?register opens the signup form (the specs' login page with the register query).
  if (url.searchParams.has("register")) {
    const rest = new URLSearchParams(url.search);
    rest.delete("register");
    const q = rest.toString();
    throw redirect(localePath(locale, `/register${q ? `?${q}` : ""}`));
  }
  const lang = locale.lang;
  return { lang, title: lang === "ar" ? "تسجيل الدخول" : "Sign in" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const r = await gql<{ login: CodedEnvelope<{ jwt: string }> }>(context, locale, LOGIN, {
    email: String(form.get("email") ?? ""),
    password: String(form.get("password") ?? ""),
  });
  const result = r.login;
  const query = new URL(request.url).searchParams;
  // The header's overlay posts here with ?next=<its page>&reload: a full reload of that page.
  if (result.status_code === 200 && result.data)
    return signedIn(context, locale, result.data.jwt, query.get("next"), query.has("reload"));
  if (result.code === "USER_BLOCKED") throw redirect(`${localePath(locale, "/")}?msg=blockedUser`);
  return refused({ ...formErrors(result), values: formValues(form) });
}

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const [params] = useSearchParams();
  return (
    <AuthCard title={t("auth.loginTitle")} lead={t("auth.loginLead")}>
      <LoginForm
        host={{ Form }}
        result={actionData}
        notice={params.get("error") ? t("auth.socialError") : null}
      />
    </AuthCard>
  );
}
