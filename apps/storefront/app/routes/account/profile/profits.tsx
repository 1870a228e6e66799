/**
 * profile/profits (designers and manufacturers, decision 0061): the wallet. What is available to
 * request, total, paid and remaining per currency; profits by month (an SVG chart with a table) and
 * by product; the ledger, whose sum is the balance; the payout form (the route's action, no
 * JavaScript needed) and the requests with their state and bank account.
 */
import { toWesternDigits } from "#i18n/format.ts";
import {
  type PayoutAnswer,
  PayoutForm,
  PayoutRequests,
} from "../../../components/earnings/payout-request.tsx";
import { ProductProfits } from "../../../components/earnings/product-profits.tsx";
import { ProfitChart } from "../../../components/earnings/profit-chart.tsx";
import { WalletFigures } from "../../../components/earnings/wallet-figures.tsx";
import { WalletLedger } from "../../../components/earnings/wallet-ledger.tsx";
import {
  PaymentAccountFields,
  type Wallet,
  WalletFields,
} from "../../../components/earnings/wallet-types.ts";
import { pageTitle } from "../../../components/layout/page-title.ts";
import { gql } from "../../../lib/graphql.ts";
import { useTranslation } from "../../../lib/i18n.tsx";
import { localeOfRequest } from "../../../lib/locale.ts";
import { pageMessages } from "../../../lib/messages.server.ts";
import { graphql } from "../../../lib/shop-graphql.ts";
import { formErrors, formValues, refused, requireUser } from "../lib/session.server.ts";
import type { Route } from "./+types/profits";

/** The wallet of a designer or a manufacturer, and the bank accounts a payout may go to. */
const WALLET = {
  getProfitByDesigner: graphql(
    `
    query DesignerWallet {
      wallet: getProfitByDesigner { status_code data { ...WalletFields } }
      getPayments { data { ...PaymentAccountFields } }
    }
  `,
    [WalletFields, PaymentAccountFields],
  ),
  getProfitByManufacturer: graphql(
    `
    query ManufacturerWallet {
      wallet: getProfitByManufacturer { status_code data { ...WalletFields } }
      getPayments { data { ...PaymentAccountFields } }
    }
  `,
    [WalletFields, PaymentAccountFields],
  ),
};
const REQUEST = graphql(`mutation RequestProfitPayout($amount: Float, $currency: String, $payment: ID) {
  requestProfitPayout(amount: $amount, currency: $currency, payment: $payment) {
    status_code code message errors fieldErrors { field code message } data { _id amount currency } } }`);

export function meta({ loaderData }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? "ar";
  return [{ title: pageTitle(lang === "en" ? "Profits and wallet" : "الأرباح والمحفظة", lang) }];
}

export async function loader(args: Route.LoaderArgs) {
  const { locale, user } = await requireUser(args, "complete", "seller");
  const field = user.role === "manufacturer" ? "getProfitByManufacturer" : "getProfitByDesigner";
  const r = await gql(args.context, locale, WALLET[field]);
  const empty: Wallet = { profits: [], products: [], months: [], ledger: [], payouts: [] };
  return {
    messages: pageMessages(locale.lang, ["earnings"]),
    lang: locale.lang,
    wallet: r.wallet.data ?? empty,
    accounts: r.getPayments.data ?? [],
    today: new Date().toISOString(),
  };
}

/** The typed amount as a number (Arabic digits and separators accepted); null when it is not one. */
function amountOf(typed: string): number | null {
  const plain = toWesternDigits(typed)
    .replace(/٫/g, ".")
    .replace(/[٬,\s]/g, "");
  const amount = plain === "" ? Number.NaN : Number(plain);
  return Number.isFinite(amount) ? amount : null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const r = await gql(context, locale, REQUEST, {
    amount: amountOf(String(form.get("amount") ?? "")),
    currency: String(form.get("currency") ?? ""),
    payment: String(form.get("payment") ?? "") || null,
  });
  const answer = r.requestProfitPayout;
  if (answer.status_code === 200)
    return { sent: answer.data!, values: {}, fields: {}, message: "" } satisfies PayoutAnswer;
  const { message, fields } = formErrors(answer);
  const shown = fields.amount || fields.payment;
  return refused<PayoutAnswer>({
    sent: null,
    values: formValues(form),
    fields,
    message: shown ? "" : message,
  });
}

export default function Profits({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("earnings");
  const { wallet, accounts, today } = loaderData;
  const card = "mt-6 rounded-2xl bg-surface p-5 ring-1 ring-line nav:p-6";
  const currencies = wallet.profits.map((p) => p.currency);
  return (
    <section className="max-w-3xl">
      <h1 className="text-2xl font-semibold nav:text-3xl">{t("wallet.title")}</h1>
      <p className="mt-1 text-muted">{t("wallet.lead")}</p>
      {wallet.profits.length === 0 ? (
        <p
          className="mt-6 rounded-2xl bg-surface p-6 leading-7 text-muted ring-1 ring-line"
          data-testid="wallet-empty"
        >
          {t("wallet.empty")}
        </p>
      ) : (
        <WalletFigures profits={wallet.profits} />
      )}
      <div className={card}>
        <h2 className="mb-3 text-lg font-semibold">{t("wallet.payoutTitle")}</h2>
        <PayoutForm profits={wallet.profits} accounts={accounts} answer={actionData} />
      </div>
      <div className={card}>
        <h2 className="text-lg font-semibold">{t("wallet.requestsTitle")}</h2>
        <PayoutRequests payouts={wallet.payouts} />
      </div>
      {currencies.length > 0 && (
        <div className={card}>
          <h2 className="text-lg font-semibold">{t("wallet.chartTitle")}</h2>
          {currencies.map((c) => (
            <ProfitChart key={c} months={wallet.months} currency={c} today={today} />
          ))}
        </div>
      )}
      <div className={card}>
        <h2 className="text-lg font-semibold">{t("wallet.productsTitle")}</h2>
        <ProductProfits products={wallet.products} />
      </div>
      {wallet.ledger.length > 0 && (
        <div className={card}>
          <h2 className="text-lg font-semibold">{t("wallet.ledgerTitle")}</h2>
          <p className="mt-1 text-sm text-muted">{t("wallet.ledgerHint")}</p>
          <WalletLedger ledger={wallet.ledger} profits={wallet.profits} today={today} />
        </div>
      )}
    </section>
  );
}
