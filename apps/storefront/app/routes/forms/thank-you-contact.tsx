/** /thankYouContact: after a contact message, an application (?sent=career) or a B2B enquiry (?sent=b2b). */
import { Link, useSearchParams } from "react-router";
import { pageTitle } from "../../components/layout/page-title.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { Route } from "./+types/thank-you-contact";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.lang === "en" ? "Thank you" : "شكرًا لك", loaderData?.lang ?? "ar") },
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = localeOfRequest(request);
  return { lang, messages: pageMessages(lang, ["forms"]) };
}

export default function ThankYouContact() {
  const { t } = useTranslation("forms");
  const { locale } = useRootData();
  const [params] = useSearchParams();
  const sent = params.get("sent");
  const text =
    sent === "career" ? t("thanks.career") : sent === "b2b" ? t("thanks.b2b") : t("thanks.contact");
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <div
        aria-hidden="true"
        className="mx-auto grid size-16 place-items-center rounded-full bg-success/15 text-3xl text-success"
      >
        ✓
      </div>
      <h1 className="mt-6 text-3xl font-semibold">{t("thanks.title")}</h1>
      <p className="mt-3 text-lg text-muted">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={localePath(locale, "/")}
          className="inline-flex h-12 items-center rounded-full bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
        >
          {t("thanks.home")}
        </Link>
        <Link
          to={localePath(locale, "/categories")}
          className="inline-flex h-12 items-center rounded-full border border-ink/20 px-6 font-semibold hover:border-ink"
        >
          {t("thanks.shop")}
        </Link>
      </div>
    </main>
  );
}
