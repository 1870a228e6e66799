import { useState } from "react";
import { useOutletContext } from "react-router";
import { formatMoney } from "#i18n/format.ts";
import { localePrefix } from "#i18n/locales.ts";
import { pageTitle } from "../../../components/layout/page-title.ts";
import { useTranslation } from "../../../lib/i18n.tsx";
import { useRootData } from "../../../lib/root-data.ts";
import { requireUser } from "../lib/session.server.ts";
import type { Route } from "./+types/referral-code";
import type { ProfileOutlet } from "./layout.tsx";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: pageTitle(loaderData?.lang === "en" ? "Referral code" : "كود الإحالة", loaderData?.lang ?? "ar"),
    },
  ];
}

export async function loader(args: Route.LoaderArgs) {
  const { locale } = await requireUser(args, "complete");
  return { lang: locale.lang };
}

export default function ReferralCode() {
  const { t } = useTranslation("account");
  const { locale, origin } = useRootData();
  const { user } = useOutletContext<ProfileOutlet>();
  const [copied, setCopied] = useState(false);
  const link = user.discountCode
    ? `${origin}/${localePrefix(locale)}/register?discount_code=${user.discountCode}`
    : "";
  return (
    <section className="max-w-2xl">
      <h1 className="text-2xl font-semibold nav:text-3xl">{t("referral.title")}</h1>
      {user.discountCode ? (
        <div className="mt-6 rounded-2xl bg-surface p-6 ring-1 ring-line">
          <p className="text-sm text-muted">{t("referral.yourCode")}</p>
          <p className="mt-1 text-3xl font-semibold tracking-[0.2em]" dir="ltr">
            {user.discountCode}
          </p>
          <p className="mt-5 text-sm text-muted">{t("referral.link")}</p>
          <div className="mt-1 flex gap-2">
            <input
              readOnly
              value={link}
              dir="ltr"
              aria-label={t("referral.link")}
              className="h-11 min-w-0 flex-1 rounded-xl border border-line bg-canvas px-3 text-sm"
            />
            <button
              type="button"
              onClick={() => navigator.clipboard?.writeText(link).then(() => setCopied(true))}
              className="h-11 shrink-0 rounded-full bg-ink px-5 text-sm font-semibold text-canvas hover:bg-accent-dark"
            >
              {copied ? t("referral.copied") : t("referral.copy")}
            </button>
          </div>
        </div>
      ) : (
        <p className="mt-6 text-muted">{t("referral.none")}</p>
      )}
      <div className="mt-6 rounded-2xl bg-surface p-6 ring-1 ring-line">
        <h2 className="text-lg font-semibold">{t("referral.howTitle")}</h2>
        <ol className="mt-3 list-decimal space-y-2 ps-5 leading-7">
          <li>{t("referral.how1")}</li>
          <li>{t("referral.how2")}</li>
          <li>{t("referral.how3")}</li>
        </ol>
        <p className="mt-5 text-sm text-muted">{t("referral.wallet")}</p>
        <p className="text-xl font-semibold">{formatMoney(user.wallet, "eg", locale.lang)}</p>
      </div>
    </section>
  );
}
