/** /careers: the open positions (getCareers), each with its apply link (decision 0065). */
import { Link } from "react-router";
import { CareerFields } from "../../components/forms/career.ts";
import { pageTitle } from "../../components/layout/page-title.ts";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/careers";

const Q = graphql(
  `
  query Careers { getCareers { data { ...CareerFields } } }
`,
  [CareerFields],
);

export function meta({ loaderData }: Route.MetaArgs) {
  const en = loaderData?.lang === "en";
  return [
    { title: pageTitle(en ? "Careers" : "الوظائف", loaderData?.lang ?? "ar") },
    { name: "description", content: en ? "Open positions at Manzil." : "الوظائف المتاحة في منزل." },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const r = await gql(context, locale, Q);
  return {
    lang: locale.lang,
    careers: r.getCareers.data ?? [],
    messages: pageMessages(locale.lang, ["forms"]),
  };
}

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("forms");
  const { locale } = useRootData();
  const ar = locale.lang === "ar";
  return (
    <main className="mx-auto max-w-4xl px-4 py-8 nav:px-6 nav:py-12">
      <h1 className="text-3xl font-semibold nav:text-4xl">{t("careers.title")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">{t("careers.lead")}</p>
      {loaderData.careers.length === 0 ? (
        <p className="mt-8 rounded-2xl bg-surface p-8 text-center text-muted ring-1 ring-line">
          {t("careers.empty")}
        </p>
      ) : (
        <ul className="mt-8 space-y-4">
          {loaderData.careers.map((c) => (
            <li key={c._id} className="rounded-2xl bg-surface p-5 ring-1 ring-line nav:p-6">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="text-xl font-semibold">{ar ? c.arTitle : c.title}</h2>
                  <p className="mt-1 text-sm text-muted">
                    {(ar ? c.arLocation : c.location) || "—"} · {t(`careers.types.${c.employmentType}`)}
                  </p>
                </div>
                <Link
                  to={localePath(locale, `/careers/apply?career=${encodeURIComponent(c.slug)}`)}
                  className="inline-flex h-11 shrink-0 items-center rounded-full bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
                  aria-label={`${t("careers.apply")}: ${ar ? c.arTitle : c.title}`}
                >
                  {t("careers.apply")}
                </Link>
              </div>
              <p className="mt-4 whitespace-pre-line">{ar ? c.arDescription : c.description}</p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
