/**
 * profile/profits: net profit per month as a server-drawn SVG bar chart (the last 12 months, in
 * reading order: right to left in Arabic), with the same figures in a table for screen readers
 * and anyone who wants the numbers.
 */
import { dateFormat, formatMoney } from "#i18n/format.ts";
import { intlLocale } from "#i18n/locales.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { countryOfCurrency } from "./money.ts";
import type { ProfitMonth } from "./wallet-types.ts";

const MONTHS = 12;
const W = 600;
const H = 220;
const TOP = 16;
const BOTTOM = 36;

/** The last MONTHS months up to today, `YYYY-MM`, oldest first. */
function lastMonths(today: Date): string[] {
  return Array.from({ length: MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (MONTHS - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

export function ProfitChart({
  months,
  currency,
  today,
}: {
  months: ProfitMonth[];
  currency: string;
  today: string;
}) {
  const { t } = useTranslation("earnings");
  const { locale } = useRootData();
  const country = countryOfCurrency(currency);
  const byMonth = new Map(months.filter((m) => m.currency === currency).map((m) => [m.month, m.amount]));
  const rows = lastMonths(new Date(today)).map((month) => ({ month, amount: byMonth.get(month) ?? 0 }));
  const most = Math.max(1, ...rows.map((r) => Math.abs(r.amount)));
  const label = (month: string, style: "short" | "long") =>
    dateFormat(intlLocale(locale), {
      month: style,
      year: style === "long" ? "numeric" : undefined,
      timeZone: "UTC",
    }).format(new Date(`${month}-01T00:00:00Z`));
  const slot = W / MONTHS;
  const rtl = locale.lang === "ar";
  const scale = (H - TOP - BOTTOM) / most;
  const id = `chart-${currency}`;
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={id}
        className="h-auto w-full"
        data-testid="profit-chart"
      >
        <title id={id}>{t("wallet.chartLabel", { currency })}</title>
        <line x1={0} x2={W} y1={H - BOTTOM} y2={H - BOTTOM} className="stroke-line" strokeWidth={1} />
        {rows.map((r, i) => {
          const x = (rtl ? MONTHS - 1 - i : i) * slot;
          const height = Math.max(r.amount ? 2 : 0, Math.abs(r.amount) * scale);
          return (
            <g key={r.month}>
              <rect
                x={x + slot * 0.2}
                y={H - BOTTOM - (r.amount > 0 ? height : 0)}
                width={slot * 0.6}
                height={height}
                rx={4}
                className={r.amount < 0 ? "fill-danger" : "fill-accent"}
              >
                <title>{`${label(r.month, "long")}: ${formatMoney(r.amount, country, locale.lang)}`}</title>
              </rect>
              {/* Every other month is named (the newest always), so names never overlap on a phone. */}
              {(MONTHS - 1 - i) % 2 === 0 && (
                <text x={x + slot / 2} y={H - 10} textAnchor="middle" className="fill-muted text-[18px]">
                  {label(r.month, "short")}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-muted hover:text-ink">{t("wallet.showTable")}</summary>
        <table className="mt-2 w-full text-start">
          <thead>
            <tr className="text-muted">
              <th className="py-1 text-start font-normal">{t("wallet.month")}</th>
              <th className="py-1 text-end font-normal">{t("wallet.amount")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.month} className="border-t border-line">
                <td className="py-1">{label(r.month, "long")}</td>
                <td className="py-1 text-end tabular-nums">{formatMoney(r.amount, country, locale.lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
