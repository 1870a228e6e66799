import { Form, Link } from "react-router";
import { AuthCard, FormAlert, PasswordField, SubmitButton } from "../../components/account/form.tsx";
import { pageTitle } from "../../components/layout/page-title.ts";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/reset-password";
import { resetAction } from "./lib/reset.server.ts";
import { guard } from "./lib/session.server.ts";

const CHECK = graphql(
  `mutation Check($t: String!) { isForgotUser(token: $t) { status_code data { email } } }`,
);

export const handle = { layout: "auth" };

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.title, loaderData?.lang ?? "ar") },
    { name: "robots", content: "noindex" },
  ];
}

/** resetPassword?token=...: the link of the mail. */
export async function loader(args: Route.LoaderArgs) {
  const { locale } = await guard(args, "guest");
  const token = new URL(args.request.url).searchParams.get("token") ?? "";
  const r = token ? await gql(args.context, locale, CHECK, { t: token }) : null;
  return {
    messages: pageMessages(locale.lang, ["account"]),
    lang: locale.lang,
    title: locale.lang === "ar" ? "كلمة مرور جديدة" : "New password",
    token,
    email: r?.isForgotUser.data?.email ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return resetAction(request, context, await request.formData());
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { locale } = useRootData();
  const fields = (actionData?.fields ?? {}) as Record<string, string>;
  if (!loaderData.email)
    return (
      <AuthCard title={t("auth.resetTitle")}>
        <FormAlert>{t("auth.resetInvalid")}</FormAlert>
        <Link
          to={localePath(locale, "/forgetPassword")}
          className="font-semibold text-accent hover:underline"
        >
          {t("auth.requestNew")}
        </Link>
      </AuthCard>
    );
  return (
    <AuthCard title={t("auth.resetTitle")} lead={t("auth.resetFor", { email: loaderData.email })}>
      <FormAlert>{actionData?.message && !Object.keys(fields).length ? actionData.message : null}</FormAlert>
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <PasswordField
          name="password"
          label={t("auth.newPassword")}
          autoComplete="new-password"
          required
          error={fields.password}
        />
        <PasswordField
          name="confirmPassword"
          label={t("auth.confirmPassword")}
          autoComplete="new-password"
          required
          error={fields.confirmPassword}
        />
        <SubmitButton className="w-full">{t("auth.savePassword")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
