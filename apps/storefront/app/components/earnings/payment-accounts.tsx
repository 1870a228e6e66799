/** profile/payment: the saved bank accounts, each with edit and a confirmed removal. */
import { Link } from "react-router";
import { printIban } from "#domain/earnings/iban.rules.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { ConfirmPopover } from "../account/confirm.tsx";
import type { PaymentAccount } from "./payment-form.tsx";

export function PaymentAccounts({ accounts }: { accounts: PaymentAccount[] }) {
  const { t } = useTranslation("earnings");
  if (!accounts.length)
    return (
      <p
        className="mt-6 rounded-2xl bg-surface p-6 leading-7 text-muted ring-1 ring-line"
        data-testid="payment-empty"
      >
        {t("payment.empty")}
      </p>
    );
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2">
      {accounts.map((a) => (
        <li
          key={a._id}
          className="min-w-0 rounded-2xl bg-surface p-5 ring-1 ring-line"
          data-testid="payment-account"
        >
          <div className="flex items-start justify-between gap-3">
            <p className="font-semibold">{a.bank}</p>
            <span className="shrink-0 rounded-full bg-sand px-3 py-0.5 text-xs">
              {t(`payment.countries.${a.country}`)}
            </span>
          </div>
          <dl className="mt-2 space-y-1 text-sm leading-6 text-muted">
            {a.name && (
              <dd>
                {a.name}
                {a.branch && ` · ${a.branch}`}
              </dd>
            )}
            {a.iban && (
              <dd className="break-all font-mono text-ink" dir="ltr">
                {printIban(a.iban)}
              </dd>
            )}
            {a.accountNo && (
              <dd>
                {t("payment.accountNo")}: <span dir="ltr">{a.accountNo}</span>
              </dd>
            )}
            {a.swiftCode && (
              <dd>
                {t("payment.swiftCode")}: <span dir="ltr">{a.swiftCode}</span>
              </dd>
            )}
          </dl>
          <div className="mt-4 flex items-center gap-2">
            <Link
              to={`?edit=${a._id}#payment-form`}
              className="rounded-full border border-ink/20 px-4 py-1.5 text-sm font-semibold hover:border-ink"
            >
              {t("payment.edit")}
            </Link>
            <ConfirmPopover
              action={t("payment.remove")}
              question={t("payment.confirmRemove")}
              yes={t("payment.confirmYes")}
              name="payment"
              value={a._id}
              intent="remove"
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
