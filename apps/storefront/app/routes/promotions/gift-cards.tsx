import { data, redirect } from "react-router";
import { toWesternDigits } from "#i18n/format.ts";
import { PROMOTIONS_UI } from "#i18n/messages/ui-promotions.ts";
import { pageTitle } from "../../components/layout/page-title.ts";
import {
  type GiftCardDraft,
  GiftCardForm,
  initialDraft,
} from "../../components/promotions/gift-card-form.tsx";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import { formErrors, formValues, guard, refused, secureCookies } from "../account/lib/session.server.ts";
import type { Route } from "./+types/gift-cards";
import { clearDraftCookie, draftCookie, draftOf } from "./lib/gift-draft.server.ts";

const OPTIONS = graphql(`query GiftCardOptions($c: String) { getGiftCardOptions(currentCountry: $c) {
  data { currency presets min max themes today lastDay } } }`);
const CREATE = graphql(`
  mutation CreateGiftCard($amount: Float, $theme: String, $recipientName: String, $recipientEmail: String,
    $senderName: String, $message: String, $language: String, $startAt: String, $agree: Boolean, $c: String) {
    createGiftCard(amount: $amount, theme: $theme, recipientName: $recipientName, recipientEmail: $recipientEmail,
      senderName: $senderName, message: $message, language: $language, startAt: $startAt, agree: $agree, currentCountry: $c) {
      status_code message code errors fieldErrors { field code message } data { _id } } }
`);

export function meta({ loaderData }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? "ar";
  return [
    { title: pageTitle(loaderData?.title, lang) },
    { name: "description", content: loaderData?.description ?? "" },
  ];
}

/** Anyone sees the page; a guest who submitted it comes back from signing in to what they typed. */
export async function loader(args: Route.LoaderArgs) {
  const { locale, user } = await guard(args);
  const r = await gql(args.context, locale, OPTIONS, {
    c: locale.country,
  });
  const draft = draftOf(args.request);
  const body = {
    messages: pageMessages(locale.lang, ["promotions"]),
    lang: locale.lang,
    title: PROMOTIONS_UI[locale.lang].gift.title,
    description: PROMOTIONS_UI[locale.lang].gift.metaDescription,
    options: r.getGiftCardOptions.data!,
    draft,
    signedIn: !!user,
    userName: user?.fName || user?.name || "",
  };
  return draft
    ? data(body, { headers: { "set-cookie": clearDraftCookie(secureCookies(args.context)) } })
    : body;
}

/** The amount the form means: a preset, or the custom field (Arabic digits read as Western). */
function amountOf(form: FormData): number | null {
  const choice = String(form.get("amount") ?? "");
  const text = toWesternDigits(
    String((choice === "custom" || !choice ? form.get("customAmount") : choice) ?? ""),
  )
    .replace(/[,\s٬]/g, "")
    .trim();
  return text && Number.isFinite(Number(text)) ? Number(text) : null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const values = formValues(form);
  const { user } = await guard({ request, context });
  if (!user) {
    const next = localePath(locale, "/gift-cards");
    throw redirect(localePath(locale, `/login?next=${encodeURIComponent(next)}`), {
      headers: { "set-cookie": draftCookie(values, secureCookies(context)) },
    });
  }
  const text = (k: string) => String(form.get(k) ?? "").trim() || null;
  const r = await gql(context, locale, CREATE, {
    amount: amountOf(form),
    theme: text("theme"),
    recipientName: text("recipientName"),
    recipientEmail: text("recipientEmail"),
    senderName: text("senderName"),
    message: text("message"),
    language: text("language"),
    startAt: text("startAt"),
    agree: form.get("agree") === "true",
    c: locale.country,
  });
  if (r.createGiftCard.status_code === 200) throw redirect(localePath(locale, "/cart"));
  return refused({ ...formErrors(r.createGiftCard), values });
}

export default function GiftCards({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("promotions");
  const { options, draft, signedIn, userName, lang } = loaderData;
  const fields = actionData?.fields ?? {};
  const values: GiftCardDraft = actionData?.values ?? draft ?? initialDraft(options, lang);
  const alert = actionData && !Object.keys(fields).length ? actionData.message : undefined;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 nav:px-6 nav:py-12">
      <header className="mb-8 max-w-2xl">
        <h1 className="text-3xl font-semibold nav:text-4xl">{t("gift.title")}</h1>
        <p className="mt-3 text-lg text-muted">{t("gift.lead")}</p>
      </header>
      <GiftCardForm
        key={actionData ? JSON.stringify(actionData.values) : "initial"}
        options={options}
        values={values}
        fields={fields}
        alert={alert}
        signedIn={signedIn}
        userName={userName}
      />
    </main>
  );
}
