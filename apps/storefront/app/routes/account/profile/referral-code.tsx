/**
 * profile/referral-code: the user's code and invitation link, what a friend gets and what the user
 * earns, the referral balance with a payout form (works without JavaScript: the route's action),
 * and the payout requests with their state (decision 0059).
 */
import { useState } from "react";
import { useOutletContext } from "react-router";
import { formatMoney } from "#i18n/format.ts";
import { localePrefix } from "#i18n/locales.ts";
import { ReferralPayoutFields } from "../../../components/account/account-documents.ts";
import { type PayoutAnswer, PayoutForm, PayoutList } from "../../../components/account/referral-payouts.tsx";
import { pageTitle } from "../../../components/layout/page-title.ts";
import { gql } from "../../../lib/graphql.ts";
import { useTranslation } from "../../../lib/i18n.tsx";
import { localeOfRequest } from "../../../lib/locale.ts";
import { useRootData } from "../../../lib/root-data.ts";
import { graphql } from "../../../lib/shop-graphql.ts";
import { amountOf } from "../../../lib/typed-amount.ts";
import { refused, requireUser } from "../lib/session.server.ts";
import type { Route } from "./+types/referral-code";
import type { ProfileOutlet } from "./layout.tsx";

const Q = graphql(
  `
  query Referral {
    getReferralTerms { data { discountValue discountByValue profit } }
    getReferralProfitRequests { data { ...ReferralPayoutFields } }
  }
`,
  [ReferralPayoutFields],
);
const REQUEST = graphql(`mutation RequestPayout($amount: Float) { requestReferralCodeProfit(amount: $amount) {
  status_code code message fieldErrors { field code message } data { _id amount } } }`);

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: pageTitle(loaderData?.lang === "en" ? "Referral code" : "كود الإحالة", loaderData?.lang ?? "ar"),
    },
  ];
}

export async function loader(args: Route.LoaderArgs) {
  const { locale } = await requireUser(args, "complete");
  const r = await gql(args.context, locale, Q);
  return {
    lang: locale.lang,
    terms: r.getReferralTerms.data,
    payouts: r.getReferralProfitRequests.data ?? [],
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const typed = String((await request.formData()).get("amount") ?? "");
  const r = await gql(context, locale, REQUEST, {
    amount: amountOf(typed),
  });
  const answer = r.requestReferralCodeProfit;
  if (answer.status_code === 200)
    return { sent: answer.data!, typed: "", error: "", message: "" } satisfies PayoutAnswer;
  const error = answer.fieldErrors.find((f) => f.field === "amount")?.message ?? "";
  return refused<PayoutAnswer>({ sent: null, typed, error, message: error ? "" : answer.message });
}

export default function ReferralCode({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { locale } = useRootData();
  const { user } = useOutletContext<ProfileOutlet>();
  const { terms, payouts } = loaderData;
  const card = "mt-6 rounded-2xl bg-surface p-5 ring-1 ring-line nav:p-6";
  return (
    <section className="max-w-2xl">
      <h1 className="text-2xl font-semibold nav:text-3xl">{t("referral.title")}</h1>
      {user.discountCode ? (
        <CodeCard code={user.discountCode} />
      ) : (
        <p className="mt-6 text-muted">{t("referral.none")}</p>
      )}
      {terms && terms.discountValue > 0 && (
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          <Term figure={`${terms.discountValue}%`}>
            {t("referral.friendGets", {
              percent: terms.discountValue,
              max: formatMoney(terms.discountByValue, locale.country, locale.lang),
            })}
          </Term>
          <Term figure={formatMoney(terms.profit, "eg", locale.lang)}>
            {t("referral.youEarn", { profit: formatMoney(terms.profit, "eg", locale.lang) })}
          </Term>
        </div>
      )}
      <div className={card}>
        <h2 className="text-lg font-semibold">{t("referral.howTitle")}</h2>
        <ol className="mt-3 list-decimal space-y-2 ps-5 leading-7">
          <li>{t("referral.how1")}</li>
          <li>{t("referral.how2")}</li>
          <li>{t("referral.how3")}</li>
        </ol>
      </div>
      <div className={card}>
        <p className="text-sm text-muted">{t("referral.wallet")}</p>
        <p className="mb-5 text-3xl font-semibold tabular-nums" data-testid="referral-balance">
          {formatMoney(user.wallet, "eg", locale.lang)}
        </p>
        <h2 className="mb-3 text-lg font-semibold">{t("referral.payoutTitle")}</h2>
        <PayoutForm answer={actionData} />
      </div>
      <div className={card}>
        <h2 className="text-lg font-semibold">{t("referral.requestsTitle")}</h2>
        <PayoutList payouts={payouts} />
      </div>
    </section>
  );
}

/** One side of the deal: its figure large, then the sentence that says it. */
function Term({ figure, children }: { figure: string; children: string }) {
  return (
    <div className="rounded-2xl bg-sand p-5">
      <p className="text-2xl font-semibold tabular-nums text-accent-dark">{figure}</p>
      <p className="mt-1 leading-7">{children}</p>
    </div>
  );
}

function CodeCard({ code }: { code: string }) {
  const { t } = useTranslation("account");
  const { locale, origin } = useRootData();
  const [copied, setCopied] = useState(false);
  const link = `${origin}/${localePrefix(locale)}/register?discount_code=${code}`;
  return (
    <div className="mt-6 rounded-2xl bg-surface p-5 ring-1 ring-line nav:p-6">
      <p className="text-sm text-muted">{t("referral.yourCode")}</p>
      <p className="mt-1 text-3xl font-semibold tracking-[0.2em]" dir="ltr">
        {code}
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
  );
}
