import { Form, useSearchParams } from "react-router";
import { countryOptions, RegisterForm } from "../../components/account/auth-forms.tsx";
import { AuthCard } from "../../components/account/form.tsx";
import { pageTitle } from "../../components/layout/page-title.ts";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest } from "../../lib/locale.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/register";
import { signedIn } from "./lib/auth.server.ts";
import { formErrors, formValues, guard, refused } from "./lib/session.server.ts";

const REGISTER = graphql(`
  mutation Register($fName: String, $lName: String, $email: String, $password: String, $role: String,
    $discountCode: String, $mailLang: String, $favLang: String, $originMeta: String, $city: String, $country: String,
    $description: String, $image: String, $termsAccepted: Boolean, $robot: String) {
    register(fName: $fName, lName: $lName, email: $email, password: $password, role: $role, discountCode: $discountCode,
      mailLang: $mailLang, favLang: $favLang, originMeta: $originMeta, city: $city, country: $country,
      description: $description, image: $image, termsAccepted: $termsAccepted, robot: $robot) {
      status_code message errors data { jwt } } }
`);

export const handle = { layout: "auth" };

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData?.title, loaderData?.lang ?? "ar") }];
}

export async function loader(args: Route.LoaderArgs) {
  const { locale } = await guard(args, "guest");
  const lang = locale.lang;
  return {
    lang,
    title: lang === "ar" ? "إنشاء حساب" : "Create an account",
    countries: countryOptions(lang),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" && v.trim() ? v : undefined;
  };
  const role = text("role") === "designer" ? "designer" : "customer";
  const r = await gql(context, locale, REGISTER, {
    fName: text("fName") ?? "",
    lName: text("lName"),
    email: text("email") ?? "",
    password: String(form.get("password") ?? ""),
    role,
    discountCode: text("discountCode"),
    mailLang: locale.lang,
    favLang: locale.lang,
    originMeta: JSON.stringify({
      path: new URL(request.url).pathname,
      referrer: request.headers.get("referer") ?? "",
    }).slice(0, 1000),
    ...(role === "designer"
      ? {
          country: text("country"),
          city: text("city"),
          description: text("description"),
          image: text("image"),
          termsAccepted: form.get("termsAccepted") === "true",
        }
      : {}),
    robot: text("robot"),
  });
  const query = new URL(request.url).searchParams;
  // The header's overlay posts here with ?next=<its page>&reload (as on login).
  if (r.register.status_code === 200 && r.register.data)
    return signedIn(context, locale, r.register.data.jwt, query.get("next"), query.has("reload"));
  return refused({ ...formErrors(r.register), values: formValues(form) });
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const [params] = useSearchParams();
  const values: Record<string, string> = {
    discountCode: params.get("discount_code") ?? "",
    ...(actionData?.values ?? {}),
  };
  const role = values.role ?? (params.get("type") === "designer" ? "designer" : "customer");
  const hrefFor = (type: string) => {
    const next = new URLSearchParams(params);
    next.set("type", type);
    return `?${next.toString()}`;
  };
  return (
    <AuthCard title={t("auth.registerTitle")} lead={t("auth.registerLead")}>
      <RegisterForm
        host={{ Form }}
        result={actionData}
        role={role === "designer" ? "designer" : "customer"}
        values={values}
        countries={loaderData.countries}
        hrefFor={hrefFor}
      />
    </AuthCard>
  );
}
