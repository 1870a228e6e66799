import { Form, redirect } from "react-router";
import { clearSessionCookie } from "#domain/accounts/cookies.ts";
import { Checkbox, FormAlert, SubmitButton } from "../../../components/account/form.tsx";
import { pageTitle } from "../../../components/layout/page-title.ts";
import { gql } from "../../../lib/graphql.ts";
import { useTranslation } from "../../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../../lib/locale.ts";
import { graphql } from "../../../lib/shop-graphql.ts";
import { requireUser, secureCookies } from "../lib/session.server.ts";
import type { Route } from "./+types/deactivate";

const DEACTIVATE = graphql(
  `mutation Deactivate { changeRoleOrStatus(byUser: true, status: "deactivated") { status_code message errors } }`,
);

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: pageTitle(
        loaderData?.lang === "en" ? "Deactivate account" : "تعطيل الحساب",
        loaderData?.lang ?? "ar",
      ),
    },
  ];
}

export async function loader(args: Route.LoaderArgs) {
  const { locale } = await requireUser(args, "complete");
  return { lang: locale.lang };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  if (form.get("confirm") !== "true") return { error: "mustConfirm" as const, message: "" };
  const r = await gql(context, locale, DEACTIVATE);
  if (r.changeRoleOrStatus.status_code !== 200)
    return { error: null, message: r.changeRoleOrStatus.errors[0] ?? "" };
  throw redirect(localePath(locale, "/"), {
    headers: { "set-cookie": clearSessionCookie(secureCookies(context)) },
  });
}

export default function Deactivate({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  return (
    <section className="max-w-xl">
      <h1 className="text-2xl font-semibold nav:text-3xl">{t("deactivate.title")}</h1>
      <p className="mt-3 leading-7 text-muted">{t("deactivate.body")}</p>
      <FormAlert>{actionData?.message}</FormAlert>
      <Form method="post" className="mt-6 space-y-5 rounded-2xl bg-surface p-5 ring-1 ring-line">
        <Checkbox
          name="confirm"
          label={t("deactivate.confirm")}
          error={actionData?.error ? t("deactivate.mustConfirm") : undefined}
        />
        <SubmitButton variant="danger">{t("deactivate.button")}</SubmitButton>
      </Form>
    </section>
  );
}
