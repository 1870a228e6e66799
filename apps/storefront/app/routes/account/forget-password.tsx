import { useEffect, useState } from "react";
import { Form, useSearchParams } from "react-router";
import {
  type AuthFormResult,
  ForgotForm,
  NewPasswordForm,
  useFollowUp,
} from "../../components/account/auth-forms.tsx";
import { AuthCard } from "../../components/account/form.tsx";
import { pageTitle } from "../../components/layout/page-title.ts";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest } from "../../lib/locale.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/forget-password";
import { resetAction } from "./lib/reset.server.ts";
import { formErrors, guard, refused } from "./lib/session.server.ts";

const FORGOT = graphql(
  `mutation Forgot($email: String!, $lang: String) { forgotPassword(email: $email, mailLang: $lang) { status_code message errors } }`,
);

export const handle = { layout: "auth" };

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.title, loaderData?.lang ?? "ar") },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader(args: Route.LoaderArgs) {
  const { locale } = await guard(args, "guest");
  return { lang: locale.lang, title: locale.lang === "ar" ? "نسيت كلمة المرور؟" : "Forgot password" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "reset") return resetAction(request, context, form);
  const locale = localeOfRequest(request);
  const email = String(form.get("email") ?? "");
  const r = await gql(context, locale, FORGOT, {
    email,
    lang: locale.lang,
  });
  if (r.forgotPassword.status_code === 200)
    return { step: "sent" as const, message: "", fields: {}, values: { email } };
  return refused({ step: "email" as const, ...formErrors(r.forgotPassword), values: { email } });
}

export default function ForgetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const [params] = useSearchParams();
  const [step, setStep] = useState<"email" | "sent" | "code">(
    params.get("step") === "code" ? "code" : "email",
  );
  useEffect(() => {
    if (actionData?.step) setStep(actionData.step);
  }, [actionData]);
  const current = actionData?.step === "code" ? "code" : step;
  useFollowUp(current === "sent", () => setStep("code"));
  const result = actionData as AuthFormResult | undefined;

  if (current === "code")
    return (
      <AuthCard title={t("auth.newPasswordTitle")} lead={t("auth.newPasswordLead")}>
        <NewPasswordForm host={{ Form }} result={result} />
      </AuthCard>
    );
  return (
    <AuthCard title={t("auth.forgotTitle")} lead={current === "sent" ? undefined : t("auth.forgotLead")}>
      <ForgotForm host={{ Form }} result={result} sent={current === "sent"} onCode={() => setStep("code")} />
    </AuthCard>
  );
}
