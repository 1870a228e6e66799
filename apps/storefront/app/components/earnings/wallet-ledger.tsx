/** profile/profits: every credit and debit of the wallet, newest first, and their sum: the balance. */
import { formatDate, formatMoney } from "#i18n/format.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { countryOfCurrency } from "./money.ts";
import type { Profit, WalletEntry } from "./wallet-types.ts";

export function WalletLedger({
  ledger,
  profits,
  today,
}: {
  ledger: WalletEntry[];
  profits: Profit[];
  today: string;
}) {
  const { t } = useTranslation("earnings");
  const { locale } = useRootData();
  const money = (minor: number, currency: string) =>
    formatMoney(minor, countryOfCurrency(currency), locale.lang);
  const date = (at: string) => formatDate(at, locale.lang, locale.country);
  return (
    <div className="mt-3">
      <ul className="divide-y divide-line" data-testid="wallet-ledger">
        {ledger.map((e) => (
          <li key={`${e.kind}-${e._id}`} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="font-semibold">{t(`wallet.kinds.${e.kind}`)}</p>
              <p className="text-sm leading-6 text-muted">
                {date(e.createdAt)}
                {e.orderId && (
                  <>
                    {" · "}
                    {t("wallet.order")}{" "}
                    <bdi dir="ltr" className="whitespace-nowrap">
                      {e.orderId}
                    </bdi>
                  </>
                )}
                {(e.name || e.arName) && <> · {locale.lang === "ar" ? e.arName || e.name : e.name}</>}
              </p>
              {e.kind === "credit" && e.availableAt && e.availableAt > today && (
                <p className="text-sm text-muted">{t("wallet.availableOn", { date: date(e.availableAt) })}</p>
              )}
              {e.kind === "payout" && e.status && (
                <p className="text-sm text-muted">{t(`wallet.status.${e.status}`)}</p>
              )}
            </div>
            <p
              className={`shrink-0 font-semibold tabular-nums ${e.amount < 0 ? "text-danger" : "text-success"}`}
            >
              {/* English signs the amount; in Arabic the entry's name and colour say it (a sign beside an
                  RTL figure reads on the wrong side). */}
              {locale.lang === "en" && (e.amount > 0 ? "+" : "−")}
              {money(Math.abs(e.amount), e.currency)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 border-t-2 border-ink/20 pt-3">
        {profits.map((p) => (
          <div key={p.currency} className="flex justify-between gap-4 font-semibold">
            <dt>{t("wallet.balance")}</dt>
            <dd className="tabular-nums" data-testid={`ledger-balance-${p.currency}`}>
              {money(p.balance, p.currency)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
