/**
 * /email: what a user sees after asking for a mail (decision 0063): check your inbox, the address,
 * the code step and a resend button (forgotPassword again). Never says whether an account exists.
 */
import { Form, Link, useNavigation } from "react-router";
import { INFO_UI } from "#i18n/messages/ui-info.ts";
import { FormAlert } from "../../components/account/form.tsx";
import { pageTitle } from "../../components/layout/page-title.ts";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/email";

const FORGOT = graphql(
  `mutation Resend($email: String!, $lang: String) { forgotPassword(email: $email, mailLang: $lang) { status_code message errors } }`,
);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const handle = { layout: "auth" };

export function meta({ loaderData }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? "ar";
  return [
    { title: pageTitle(INFO_UI[lang].email.metaTitle, lang) },
    { name: "description", content: INFO_UI[lang].email.lead },
    { name: "robots", content: "noindex" },
  ];
}

const emailOf = (value: unknown) => {
  const email = String(value ?? "")
    .trim()
    .slice(0, 200);
  return EMAIL.test(email) ? email : "";
};

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const params = new URL(request.url).searchParams;
  return {
    lang: locale.lang,
    email: emailOf(params.get("email")),
    messages: pageMessages(locale.lang, ["info"]),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const email = emailOf((await request.formData()).get("email"));
  if (!email) return { ok: false, message: "" };
  const r = await gql(context, locale, FORGOT, {
    email,
    lang: locale.lang,
  });
  const reply = r.forgotPassword;
  return reply.status_code === 200
    ? { ok: true, message: "" }
    : { ok: false, message: reply.errors[0] ?? reply.message };
}

export default function EmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("info");
  const { locale } = useRootData();
  const navigation = useNavigation();
  const { email } = loaderData;
  const sending = navigation.state === "submitting";
  const link = "font-semibold text-accent-dark underline underline-offset-4";
  return (
    <>
      <p aria-hidden="true" className="mb-5 grid size-14 place-items-center rounded-full bg-sand text-2xl">
        ✉
      </p>
      <h1 className="text-2xl font-semibold">{t("email.title")}</h1>
      {email ? (
        <>
          <p className="mt-2 text-muted">{t("email.resetLead")}</p>
          <p className="mt-4 text-sm text-muted">{t("email.sentTo")}</p>
          <p className="font-semibold break-all">
            <bdi dir="ltr">{email}</bdi>
          </p>
          <p className="mt-4 text-sm text-muted">{t("email.spam")}</p>
          <div className="mt-6">
            {actionData?.ok && <FormAlert tone="success">{t("email.resent")}</FormAlert>}
            {actionData && !actionData.ok && actionData.message && (
              <FormAlert>{actionData.message}</FormAlert>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Link
              to={`${localePath(locale, "/forgetPassword")}?step=code`}
              className="inline-flex h-11 items-center rounded-full bg-accent px-5 font-semibold text-white hover:bg-accent-dark"
            >
              {t("email.enterCode")}
            </Link>
            <Form method="post">
              <input type="hidden" name="email" value={email} />
              <button
                type="submit"
                disabled={sending}
                className="inline-flex h-11 items-center rounded-full px-5 font-semibold ring-1 ring-ink/30 hover:bg-sand disabled:opacity-60"
              >
                {sending ? t("email.resending") : t("email.resend")}
              </button>
            </Form>
          </div>
        </>
      ) : (
        <>
          <p className="mt-2 text-muted">{t("email.lead")}</p>
          <p className="mt-4 text-muted">{t("email.noEmail")}</p>
          <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
            <Link to={localePath(locale, "/forgetPassword")} className={link}>
              {t("email.forgot")}
            </Link>
            <Link to={localePath(locale, "/login")} className={link}>
              {t("email.login")}
            </Link>
          </p>
        </>
      )}
    </>
  );
}
