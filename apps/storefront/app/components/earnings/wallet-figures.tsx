/** profile/profits: total, paid, remaining and available per currency (the specs' Profit). */
import { formatMoney } from "#i18n/format.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { countryOfCurrency } from "./money.ts";
import type { Profit } from "./wallet-types.ts";

export function WalletFigures({ profits }: { profits: Profit[] }) {
  const { t } = useTranslation("earnings");
  const { locale } = useRootData();
  return (
    <div className="mt-6 space-y-4">
      {profits.map((p) => {
        const money = (minor: number) => formatMoney(minor, countryOfCurrency(p.currency), locale.lang);
        const figures: Array<[string, number]> = [
          [t("wallet.total"), p.total],
          [t("wallet.paid"), p.paid],
          [t("wallet.remain"), p.remain],
          ...(p.requested ? ([[t("wallet.requested"), p.requested]] as Array<[string, number]>) : []),
        ];
        return (
          <div
            key={p.currency}
            className="rounded-2xl bg-surface p-5 ring-1 ring-line nav:p-6"
            data-testid={`wallet-${p.currency}`}
          >
            <div className="rounded-xl bg-sand p-4">
              <p className="text-sm text-muted">{t("wallet.available")}</p>
              <p
                className="text-3xl font-semibold tabular-nums text-accent-dark"
                data-testid="wallet-available"
              >
                {money(p.available)}
              </p>
              <p className="mt-1 text-sm leading-6 text-muted">{t("wallet.availableHint")}</p>
            </div>
            <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
              {figures.map(([label, minor]) => (
                <div key={label}>
                  <dt className="text-sm text-muted">{label}</dt>
                  <dd className="text-lg font-semibold tabular-nums">{money(minor)}</dd>
                </div>
              ))}
            </dl>
          </div>
        );
      })}
    </div>
  );
}
