/**
 * profile/profits: the payout form (never above what is available; it needs a bank account) and
 * the requests with their state and the account each goes to. Works without JavaScript.
 */
import { Form, Link } from "react-router";
import { formatDate, formatMoney } from "#i18n/format.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath } from "../../lib/locale.ts";
import { useRootData } from "../../lib/root-data.ts";
import { FormAlert, SelectField, SubmitButton, TextField } from "../account/form.tsx";
import { countryOfCurrency } from "./money.ts";
import type { PaymentAccount } from "./payment-form.tsx";
import type { Profit, ProfitPayout } from "./wallet-types.ts";

/** What the page's action answers: the request sent, or what was typed with its messages. */
export interface PayoutAnswer {
  sent: { _id: string; amount: number; currency: string } | null;
  values: Record<string, string>;
  fields: Record<string, string>;
  message: string;
}

const BADGE: Record<string, string> = {
  pending: "bg-accent/10 text-accent-dark",
  approved: "bg-sand text-ink",
  paid: "bg-success/10 text-success",
  rejected: "bg-ink/10 text-ink",
};

export function PayoutForm({
  profits,
  accounts,
  answer,
}: {
  profits: Profit[];
  accounts: PaymentAccount[];
  answer: PayoutAnswer | undefined;
}) {
  const { t } = useTranslation("earnings");
  const { locale } = useRootData();
  const money = (minor: number, currency: string) =>
    formatMoney(minor, countryOfCurrency(currency), locale.lang);
  if (!accounts.length)
    return (
      <div className="rounded-xl bg-sand p-4" data-testid="payout-no-account">
        <p className="leading-7">{t("wallet.noAccount")}</p>
        <Link
          to={localePath(locale, "/profile/payment")}
          className="mt-3 inline-flex h-11 items-center rounded-full bg-ink px-5 text-sm font-semibold text-canvas hover:bg-accent-dark"
        >
          {t("wallet.addAccount")}
        </Link>
      </div>
    );
  const open = profits.filter((p) => p.available > 0);
  const values = answer?.values ?? {};
  return (
    <div aria-live="polite">
      <FormAlert tone="success">
        {answer?.sent
          ? t("wallet.payoutSent", { amount: money(answer.sent.amount, answer.sent.currency) })
          : null}
      </FormAlert>
      <FormAlert>{answer?.message}</FormAlert>
      {open.length === 0 ? (
        <p className="leading-7 text-muted" data-testid="payout-nothing">
          {t("wallet.nothingAvailable")}
        </p>
      ) : (
        <Form
          method="post"
          noValidate
          key={answer?.sent?._id ?? "payout"}
          className="grid gap-4 sm:grid-cols-2"
        >
          <TextField
            name="amount"
            label={t("wallet.payoutAmount")}
            hint={open.map((p) => t("wallet.upTo", { amount: money(p.available, p.currency) })).join(" · ")}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            error={answer?.fields.amount}
            values={values}
          />
          {open.length > 1 ? (
            <SelectField name="currency" label={t("wallet.payoutCurrency")} defaultValue={values.currency}>
              {open.map((p) => (
                <option key={p.currency} value={p.currency}>
                  {p.currency}
                </option>
              ))}
            </SelectField>
          ) : (
            <input type="hidden" name="currency" value={open[0]!.currency} />
          )}
          <SelectField
            name="payment"
            label={t("wallet.payoutAccount")}
            error={answer?.fields.payment}
            defaultValue={values.payment}
            className="sm:col-span-2"
          >
            {accounts.map((a) => (
              <option key={a._id} value={a._id}>
                {a.bank} · {t("payment.accountEnding", { end: (a.iban || a.accountNo).slice(-4) })}
              </option>
            ))}
          </SelectField>
          <div className="sm:col-span-2">
            <SubmitButton>{t("wallet.requestPayout")}</SubmitButton>
          </div>
        </Form>
      )}
    </div>
  );
}

export function PayoutRequests({ payouts }: { payouts: ProfitPayout[] }) {
  const { t } = useTranslation("earnings");
  const { locale } = useRootData();
  if (!payouts.length) return <p className="mt-3 leading-7 text-muted">{t("wallet.noRequests")}</p>;
  return (
    <>
      <ul className="mt-3 divide-y divide-line">
        {payouts.map((p) => (
          <li
            key={p._id}
            className="flex items-center justify-between gap-4 py-3"
            data-testid="profit-payout"
          >
            <div className="min-w-0">
              <p className="font-semibold tabular-nums">
                {formatMoney(p.amount, countryOfCurrency(p.currency), locale.lang)}
              </p>
              <p className="text-sm leading-6 text-muted">
                {t("wallet.requestedOn", { date: formatDate(p.createdAt, locale.lang, locale.country) })}
                {p.bank && (
                  <>
                    {" · "}
                    {t("wallet.toBank", { bank: p.bank })}
                    {p.accountEnd && ` (${t("payment.accountEnding", { end: p.accountEnd })})`}
                  </>
                )}
              </p>
            </div>
            <span
              className={`shrink-0 rounded-full px-3 py-1 text-sm font-semibold ${BADGE[p.status]}`}
              data-testid="payout-status"
            >
              {t(`wallet.status.${p.status}`)}
            </span>
          </li>
        ))}
      </ul>
      {payouts.some((p) => p.status === "rejected") && (
        <p className="mt-2 text-sm text-muted">{t("wallet.rejectedNote")}</p>
      )}
    </>
  );
}
