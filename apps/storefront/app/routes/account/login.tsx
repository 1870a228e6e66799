import { Form, redirect, useSearchParams } from "react-router";
import { LoginForm } from "../../components/account/auth-forms.tsx";
import { AuthCard } from "../../components/account/form.tsx";
import { pageTitle } from "../../components/layout/page-title.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import type { Route } from "./+types/login";
import { signInFromForm } from "./lib/auth.server.ts";
import { guard } from "./lib/session.server.ts";

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
  const query = new URL(request.url).searchParams;
  // The header's overlay posts here with ?next=<its page>&reload: a full reload of that page.
  return signInFromForm(
    context,
    localeOfRequest(request),
    await request.formData(),
    query.get("next"),
    query.has("reload"),
  );
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
