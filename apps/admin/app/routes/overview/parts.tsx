/**
 * The Overview's sections (decision 0121): each figure is a link to the list behind it with the
 * matching filter, when the viewer's permissions open that list; amounts in their own currency
 * (formatMoney), days and counts through Intl in the admin's language.
 */

import { type ReactNode, useMemo } from "react";
import { Form, Link } from "react-router";
import { OVERVIEW_RANGES } from "#domain/reports/overview.rules.ts";
import { SalesChart, useDayFormat } from "../../components/sales-chart.tsx";
import { areaOfPath } from "../../lib/areas.ts";
import { useT } from "../../lib/i18n.ts";
import type { MessageKey } from "../../lib/messages.ts";
import { formatMoney } from "../../lib/money.ts";
import { useViewer } from "../shell.tsx";
import type { OverviewData } from "./documents.ts";

type Amounts = ReadonlyArray<{ currency: string; amount: number }>;

/** One colour per country, the same on every chart. */
const COLOURS: Record<string, string> = { eg: "#b4532a", sa: "#4f6b3a", ae: "#6b625a" };

/** A figure: a link to its list when the viewer may open that list, else the figure alone. */
function Figure({ to, className, children }: { to: string | null; className?: string; children: ReactNode }) {
  const me = useViewer();
  const area = to ? areaOfPath(to.split("?")[0]!) : null;
  if (!to || (area && !me.permissions.includes(area.permission)))
    return <span className={className}>{children}</span>;
  return (
    <Link to={to} className={`${className ?? ""} underline-offset-4 hover:underline`}>
      {children}
    </Link>
  );
}

function useCount() {
  const { locale } = useT();
  return useMemo(() => new Intl.NumberFormat(locale), [locale]).format;
}

const card = "min-w-0 rounded-lg border border-line bg-white p-4";

/** A titled part of the Overview, named by its heading for screen readers (a region). */
function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {lead && <p className="mt-1 text-sm text-muted">{lead}</p>}
      {children}
    </section>
  );
}

/** A count and what it counts, as one link. */
function Stat({
  count,
  label,
  to,
  extra,
}: {
  count: number;
  label: string;
  to: string | null;
  extra?: ReactNode;
}) {
  const number = useCount();
  return (
    <li className={card}>
      <Figure to={to} className="block">
        <span
          className={`block text-2xl font-semibold tabular-nums ${count ? "text-accent-dark" : "text-muted"}`}
        >
          {number(count)}
        </span>
        <span className="mt-1 block text-sm">{label}</span>
      </Figure>
      {extra}
    </li>
  );
}

function AmountLines({ amounts }: { amounts: Amounts }) {
  const { locale } = useT();
  return (
    <>
      {amounts.map((a) => (
        <span key={a.currency} className="block whitespace-nowrap tabular-nums">
          {formatMoney(a.amount, a.currency, locale)}
        </span>
      ))}
    </>
  );
}

export function WorkWaiting({ work }: { work: OverviewData["work"] }) {
  const { t } = useT();
  const items: Array<{ key: string; count: number; label: string; to: string | null; extra?: ReactNode }> =
    [];
  const stageLabel: Record<string, MessageKey> = {
    confirmed: "ov.work.confirmed",
    ready_for_shipping: "ov.work.ready",
    out_for_delivery: "ov.work.onTheWay",
  };
  for (const stage of work.ordersToMove ?? [])
    items.push({
      key: stage.status,
      count: stage.count,
      label: t(stageLabel[stage.status] ?? "ov.work.confirmed"),
      to: `/orders?status=${stage.status}`,
    });
  if (work.returnsRequested !== null && work.returnsRequested !== undefined)
    items.push({
      key: "returns",
      count: work.returnsRequested,
      label: t("ov.work.returns"),
      to: "/returns?status=requested",
    });
  if (work.ticketsWaiting !== null && work.ticketsWaiting !== undefined)
    items.push({
      key: "tickets",
      count: work.ticketsWaiting,
      label: t("ov.work.tickets"),
      to: "/tickets?status=waiting",
    });
  if (work.payoutsPending)
    items.push({
      key: "payouts",
      count: work.payoutsPending.count,
      label: t("ov.work.payouts"),
      // No list yet: the finance area comes later (decision 0121).
      to: null,
      extra: (
        <span className="mt-1 block text-sm text-muted">
          <AmountLines amounts={work.payoutsPending.amounts} />
        </span>
      ),
    });
  if (work.stock)
    items.push(
      {
        key: "low",
        count: work.stock.low,
        label: t("ov.work.lowStock", { threshold: work.stock.threshold }),
        to: "/products?status=active&stock=low",
      },
      {
        key: "out",
        count: work.stock.out,
        label: t("ov.work.outOfStock"),
        to: "/products?status=active&stock=out",
      },
    );
  if (!items.length) return null;
  return (
    <Section id="ov-work" title={t("ov.work")}>
      <ul className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
        {items.map(({ key, ...item }) => (
          <Stat key={key} {...item} />
        ))}
      </ul>
    </Section>
  );
}

/**
 * The presets as links, and two days as a GET form: the range lives in the address. `typed` fills
 * the fields (what was asked, refused or not); `shown` is the range the figures below are for.
 */
export function RangePicker({
  range,
  typed,
  shown,
  errors,
}: {
  range: string | null;
  typed: { from: string | null; to: string | null };
  shown: { from: string; to: string } | null;
  errors?: ReadonlyArray<{ field: string; message: string }>;
}) {
  const { t, locale } = useT();
  const date = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
    [locale],
  );
  const errorOf = (field: string) => errors?.find((e) => e.field === field)?.message;
  const input = "mt-1 block rounded-md border border-line bg-white px-3 py-2";
  const chip = (current: boolean) =>
    `inline-block rounded-full border px-4 py-2 text-sm font-semibold ${
      current ? "border-accent bg-accent text-white" : "border-line bg-white hover:border-accent"
    }`;
  return (
    <div className="mt-4 space-y-3">
      <nav aria-label={t("ov.period")}>
        <ul className="flex flex-wrap gap-2">
          {OVERVIEW_RANGES.map((r) => (
            <li key={r}>
              <Link
                to={`?range=${r}`}
                aria-current={range === r ? "page" : undefined}
                className={chip(range === r)}
              >
                {t(`ov.range.${r}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form
        key={`${typed.from}|${typed.to}`}
        className="flex flex-wrap items-start gap-3"
        aria-label={t("ov.range.custom")}
      >
        {(["from", "to"] as const).map((name) => {
          const error = errorOf(name);
          return (
            <label key={name} className="text-sm font-semibold">
              {t(`ov.${name}`)}
              <input
                type="date"
                name={name}
                required
                defaultValue={typed[name] ?? ""}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `ov-${name}-error` : undefined}
                className={input}
              />
              {error && (
                <span id={`ov-${name}-error`} role="alert" className="mt-1 block font-normal text-danger">
                  {error}
                </span>
              )}
            </label>
          );
        })}
        <button
          type="submit"
          className={`mt-6 rounded-md border px-4 py-2 text-sm font-semibold ${
            range === "custom"
              ? "border-accent bg-accent text-white"
              : "border-line bg-white hover:border-accent"
          }`}
        >
          {t("ov.show")}
        </button>
      </Form>
      {shown && (
        <p className="text-sm text-muted">
          <span className="font-semibold text-ink">
            {t("ov.showing", {
              from: date.format(new Date(`${shown.from}T00:00:00Z`)),
              to: date.format(new Date(`${shown.to}T00:00:00Z`)),
            })}
          </span>{" "}
          · {t("ov.days")}
        </p>
      )}
    </div>
  );
}

type CountrySales = NonNullable<OverviewData["sales"]>[number];

export function Sales({ sales, from, to }: { sales: readonly CountrySales[]; from: string; to: string }) {
  const { t } = useT();
  return (
    <Section id="ov-sales" title={t("ov.sales")} lead={t("ov.sales.lead")}>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        {sales.map((c) => (
          <CountryFigure key={`${c.country}-${c.currency}`} sales={c} from={from} to={to} />
        ))}
      </div>
    </Section>
  );
}

function CountryFigure({ sales: c, from, to }: { sales: CountrySales; from: string; to: string }) {
  const { t, locale } = useT();
  const longDay = useDayFormat("long");
  const best = c.days.reduce((top, d) => (d.amount > top.amount ? d : top), c.days[0]!);
  const country = t(`country.${c.country}` as MessageKey);
  return (
    <figure className={card}>
      <figcaption>
        <span className="block font-semibold">{t("ov.sales.in", { country })}</span>
        <Figure
          to={`/orders?country=${c.country}&from=${from}&to=${to}`}
          className="mt-1 block text-2xl font-semibold tabular-nums"
        >
          {formatMoney(c.amount, c.currency, locale)}
        </Figure>
        <span className="block text-sm text-muted tabular-nums">
          {t("ov.ordersCount", { count: c.orders })}
        </span>
      </figcaption>
      {c.orders ? (
        <>
          <div className="mt-3">
            <SalesChart days={c.days} currency={c.currency} colour={COLOURS[c.country] ?? COLOURS.ae!} />
          </div>
          {c.days.length > 1 && (
            <p className="mt-2 text-sm text-muted">
              {t("ov.sales.best", {
                day: longDay(best.day),
                amount: formatMoney(best.amount, c.currency, locale),
              })}
            </p>
          )}
        </>
      ) : (
        <p className="mt-3 text-sm text-muted">{t("ov.sales.none")}</p>
      )}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-accent-dark">
          {t("ov.sales.table")}
        </summary>
        <SalesTable sales={c} caption={t("ov.sales.in", { country })} />
      </details>
    </figure>
  );
}

/** The chart's text alternative: every day of the range, newest first, each day a link to its orders. */
function SalesTable({ sales: c, caption }: { sales: CountrySales; caption: string }) {
  const { t, locale } = useT();
  const longDay = useDayFormat("long");
  const number = useCount();
  const cell = "px-3 py-2 text-start";
  return (
    <div className="mt-2 max-h-80 overflow-auto rounded-md border border-line">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-canvas">
          <tr>
            <th scope="col" className={cell}>
              {t("ov.col.day")}
            </th>
            <th scope="col" className={cell}>
              {t("ov.col.orders")}
            </th>
            <th scope="col" className={cell}>
              {t("ov.col.amount")}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-t border-line font-semibold">
            <th scope="row" className={cell}>
              {t("ov.total")}
            </th>
            <td className={`${cell} tabular-nums`}>{number(c.orders)}</td>
            <td className={`${cell} whitespace-nowrap tabular-nums`}>
              {formatMoney(c.amount, c.currency, locale)}
            </td>
          </tr>
          {[...c.days].reverse().map((d) => (
            <tr key={d.day} className="border-t border-line">
              <th scope="row" className={`${cell} font-normal`}>
                <Figure to={d.orders ? `/orders?country=${c.country}&from=${d.day}&to=${d.day}` : null}>
                  {longDay(d.day)}
                </Figure>
              </th>
              <td className={`${cell} tabular-nums`}>{number(d.orders)}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>
                {formatMoney(d.amount, c.currency, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Stages({
  stages,
  from,
  to,
}: {
  stages: NonNullable<OverviewData["stages"]>;
  from: string;
  to: string;
}) {
  const { t } = useT();
  const total = stages.reduce((n, s) => n + s.count, 0);
  return (
    <Section id="ov-stages" title={t("ov.stages")} lead={t("ov.stages.lead")}>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat count={total} label={t("ov.stages.all")} to={`/orders?from=${from}&to=${to}`} />
        {stages.map((s) => (
          <Stat
            key={s.status}
            count={s.count}
            label={t(`stage.${s.status}` as MessageKey)}
            to={`/orders?status=${s.status}&from=${from}&to=${to}`}
          />
        ))}
      </ul>
    </Section>
  );
}

type Top = NonNullable<OverviewData["topProducts"]>[number];

export function Tops({
  products,
  designers,
}: {
  products: readonly Top[] | null;
  designers: readonly Top[] | null;
}) {
  const { t } = useT();
  return (
    <div className="mt-8 grid gap-4 lg:grid-cols-2">
      {products && (
        <TopTable id="ov-top-products" title={t("ov.top.products")} rows={products} path="/products" />
      )}
      {designers && (
        <TopTable id="ov-top-designers" title={t("ov.top.designers")} rows={designers} path="/people" />
      )}
    </div>
  );
}

function TopTable({
  id,
  title,
  rows,
  path,
}: {
  id: string;
  title: string;
  rows: readonly Top[];
  path: string;
}) {
  const { t, lang } = useT();
  const number = useCount();
  const cell = "px-3 py-2 text-start align-top";
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("ov.top.lead")}</p>
      {rows.length ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="text-muted">
                <th scope="col" className={cell}>
                  <span className="sr-only">{t("ov.col.rank")}</span>
                </th>
                <th scope="col" className={cell}>
                  {path === "/products" ? t("col.product") : t("col.designer")}
                </th>
                <th scope="col" className={cell}>
                  {t("ov.col.units")}
                </th>
                <th scope="col" className={cell}>
                  {t("ov.col.revenue")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={row._id} className="border-t border-line">
                  <td className={`${cell} text-muted tabular-nums`}>{number(i + 1)}</td>
                  <th scope="row" className={`${cell} font-semibold`}>
                    <Figure to={`${path}/${row._id}`} className="text-accent-dark">
                      <bdi>{(lang === "ar" && row.arName) || row.name}</bdi>
                    </Figure>
                  </th>
                  <td className={`${cell} tabular-nums`}>{number(row.units)}</td>
                  <td className={cell}>
                    <AmountLines amounts={row.amounts} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted">{t("ov.sales.none")}</p>
      )}
    </section>
  );
}

export function NewCustomers({ count, from, to }: { count: number; from: string; to: string }) {
  const { t } = useT();
  return (
    <Section id="ov-customers" title={t("ov.newCustomers")} lead={t("ov.newCustomers.lead")}>
      <ul className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
        <Stat
          count={count}
          label={t("ov.newCustomers")}
          to={`/people?role=customer&staff=no&from=${from}&to=${to}`}
        />
      </ul>
    </Section>
  );
}
