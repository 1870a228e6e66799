/** profile/profits: per product and country, the sales count, the seller's share, profit and price. */
import { formatMoney } from "#i18n/format.ts";
import type { CountryCode } from "#i18n/locales.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import type { ProductProfit } from "./wallet-types.ts";

export function ProductProfits({ products }: { products: ProductProfit[] }) {
  const { t } = useTranslation("earnings");
  const { locale } = useRootData();
  if (!products.length) return <p className="mt-3 text-muted">{t("wallet.noProducts")}</p>;
  return (
    <ul className="mt-3 divide-y divide-line">
      {products.map((p) => {
        const country = p.country as CountryCode;
        const money = (minor: number) => formatMoney(minor, country, locale.lang);
        const figures: Array<[string, string]> = [
          [t("wallet.sales"), String(p.salesCount)],
          [t("wallet.percentage"), `${p.percentage}%`],
          [t("wallet.profit"), money(p.profit)],
          [t("wallet.price"), p.price == null ? "—" : money(p.price)],
        ];
        return (
          <li key={`${p.product}-${p.country}`} className="py-4" data-testid="product-profit">
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold">{locale.lang === "ar" ? p.arName || p.name : p.name}</p>
              <span className="shrink-0 rounded-full bg-sand px-3 py-0.5 text-xs">
                {t(`payment.countries.${p.country}`)}
              </span>
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
              {figures.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs text-muted">{label}</dt>
                  <dd className="font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
