/**
 * A country's sales per day as bars (decision 0122): Recharts, read right to left in Arabic (the
 * first day on the right, the value axis on the right), one currency per chart, amounts and days
 * written with Intl in the admin's language. The picture is for the eye: the table beside it
 * (SalesTable) is its text alternative, so the SVG is hidden from screen readers.
 */
import { useMemo } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Tooltip,
  type TooltipContentProps,
  type TooltipValueType,
  XAxis,
  YAxis,
} from "recharts";
import { useT } from "../lib/i18n.ts";
import { formatMoney } from "../lib/money.ts";

export interface SalesPoint {
  day: string;
  orders: number;
  amount: number;
}

/** A day (YYYY-MM-DD, the country's own calendar day) as "15 Mar", read in UTC so it never shifts. */
export function useDayFormat(style: "short" | "long") {
  const { locale } = useT();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(
      locale,
      style === "short"
        ? { day: "numeric", month: "short", timeZone: "UTC" }
        : { weekday: "short", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" },
    );
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  }, [locale, style]);
}

export function SalesChart({
  days,
  currency,
  colour,
}: {
  days: readonly SalesPoint[];
  currency: string;
  colour: string;
}) {
  const { lang, locale, t } = useT();
  const rtl = lang === "ar";
  const shortDay = useDayFormat("short");
  const longDay = useDayFormat("long");
  const compact = useMemo(
    () => new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }),
    [locale],
  );
  // Major units on the axis (compact: 12K); the tooltip writes the whole amount in the currency.
  const data = useMemo(() => days.map((d) => ({ ...d, major: d.amount / 100 })), [days]);
  const tooltip = ({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) => {
    const point = active ? (payload?.[0]?.payload as SalesPoint | undefined) : undefined;
    if (!point) return null;
    return (
      <div
        dir={rtl ? "rtl" : "ltr"}
        className="rounded-md border border-line bg-white px-3 py-2 text-sm shadow"
      >
        <p className="font-semibold">{longDay(point.day)}</p>
        <p className="tabular-nums">{formatMoney(point.amount, currency, locale)}</p>
        <p className="text-muted tabular-nums">{t("ov.ordersCount", { count: point.orders })}</p>
      </div>
    );
  };
  return (
    // Recharts places its tooltip by coordinates: the box keeps left-to-right, the words do not.
    <div dir="ltr" aria-hidden="true" className="h-56 w-full">
      <BarChart
        responsive
        style={{ width: "100%", height: "100%" }}
        data={data}
        margin={{ top: 8, right: 4, bottom: 0, left: 4 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="#e7e0d6" />
        <XAxis
          dataKey="day"
          reversed={rtl}
          tickFormatter={shortDay}
          tick={{ fontSize: 12, fill: "#6b625a" }}
          tickLine={false}
          axisLine={{ stroke: "#e7e0d6" }}
          minTickGap={16}
        />
        <YAxis
          orientation={rtl ? "right" : "left"}
          tickFormatter={(value: number) => compact.format(value)}
          tick={{ fontSize: 12, fill: "#6b625a" }}
          tickLine={false}
          axisLine={false}
          width={44}
          allowDecimals={false}
        />
        <Tooltip content={tooltip} cursor={{ fill: "rgba(180, 83, 42, 0.08)" }} isAnimationActive={false} />
        <Bar dataKey="major" fill={colour} radius={[3, 3, 0, 0]} maxBarSize={28} isAnimationActive={false} />
      </BarChart>
    </div>
  );
}
