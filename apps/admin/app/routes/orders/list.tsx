/**
 * Every order (decisions 0114, 0116): stage tabs with counts, filters by payment, country, dates,
 * customer and number, sorted and paged on the server; the state lives in the address.
 */
import { useMemo } from "react";
import { Form, Link, useLocation } from "react-router";
import { columnsOf, DataTable } from "../../components/data-table.tsx";
import { EmptyState, Pager, StatusTabs } from "../../components/list.tsx";
import { Badge } from "../../components/ui.tsx";
import { dataOf, request } from "../../lib/graphql.ts";
import { useT } from "../../lib/i18n.ts";
import { labelOf } from "../../lib/labels.ts";
import { listOptionsOf, listStateOf } from "../../lib/list-params.ts";
import type { MessageKey } from "../../lib/messages.ts";
import { formatDate, formatMoney } from "../../lib/money.ts";
import type { Route } from "./+types/list";
import { ORDERS, type OrderRow } from "./documents.ts";

export const STAGES = [
  "pending",
  "confirmed",
  "ready_for_shipping",
  "out_for_delivery",
  "delivered",
  "cancelled",
  "returned",
] as const;
type Stage = (typeof STAGES)[number];
const PAYMENT_STATUSES = [
  "pending",
  "captured",
  "authorized",
  "partially_refunded",
  "refunded",
  "declined",
  "error",
];
const METHODS = ["card", "cod", "fawry", "tabby", "wallet", "valu", "souhoola", "sympl", "aman", "halan"];
const FILTERS = ["paymentStatus", "paymentMethod", "country", "from", "to"] as const;

export const stageTone = (stage: string) =>
  stage === "delivered"
    ? "success"
    : stage === "cancelled" || stage === "returned"
      ? "danger"
      : stage === "pending"
        ? "neutral"
        : "accent";

export async function clientLoader({ request: req }: Route.ClientLoaderArgs) {
  const url = new URL(req.url);
  const state = listStateOf(url);
  const raw = url.searchParams.get("status");
  const status = STAGES.includes(raw as Stage) ? (raw as Stage) : null;
  const picked = Object.fromEntries(FILTERS.map((f) => [f, url.searchParams.get(f) || null])) as Record<
    (typeof FILTERS)[number],
    string | null
  >;
  const filter = { ...picked, status };
  const r = await request(ORDERS, { options: listOptionsOf(state), filter, countFilter: picked });
  return { state, status, filter: picked, list: dataOf(r.orders), counts: dataOf(r.orderCounts) };
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { state, status, filter, list, counts } = loaderData;
  const { t } = useT();
  const columns = useOrderColumns();
  const total = STAGES.reduce((sum, s) => sum + counts[s], 0);
  const filtered = !!state.search || Object.values(filter).some(Boolean);
  return (
    <>
      <h1 className="text-2xl font-semibold">{t("area.orders")}</h1>
      <p className="mt-1 text-muted">{t("area.orders.lead")}</p>
      <div className="mt-6">
        <StatusTabs
          param="status"
          current={status ?? "all"}
          tabs={[
            { value: "all", label: t("all"), count: total },
            ...STAGES.map((s) => ({ value: s, label: t(`stage.${s}`), count: counts[s] })),
          ]}
        />
      </div>
      <div className="mt-4 space-y-4">
        <Filters filter={filter} search={state.search} status={status} />
        {list.items.length ? (
          <DataTable
            caption={t("area.orders")}
            columns={columns}
            rows={list.items}
            rowId={(order) => order._id}
            state={state}
            sortable={["orderId", "createdAt", "totalPrice"]}
          />
        ) : (
          <EmptyState text={t("ordersEmpty")} filtered={filtered} />
        )}
        <Pager page={list.page} total={list.total} />
      </div>
    </>
  );
}

/** The filters: a GET form that keeps the stage and the sort, and goes back to page 1. */
function Filters({
  filter,
  search,
  status,
}: {
  filter: Record<(typeof FILTERS)[number], string | null>;
  search: string | null;
  status: string | null;
}) {
  const { t } = useT();
  const { search: query } = useLocation();
  const params = new URLSearchParams(query);
  const box = "mt-1 w-full rounded-md border border-line bg-white px-3 py-2";
  const select = (
    name: "paymentStatus" | "paymentMethod" | "country",
    options: string[],
    key: (o: string) => MessageKey,
  ) => (
    <label className="block text-sm font-semibold">
      {t(`filter.${name}`)}
      <select name={name} defaultValue={filter[name] ?? ""} className={box}>
        <option value="">{t("filter.any")}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {t(key(o))}
          </option>
        ))}
      </select>
    </label>
  );
  const open = FILTERS.some((f) => filter[f]);
  return (
    <Form role="search" aria-label={t("filter.title")} className="rounded-lg border border-line bg-white p-4">
      {status && <input type="hidden" name="status" value={status} />}
      {["sort", "dir"].map((k) =>
        params.get(k) ? <input key={k} type="hidden" name={k} value={params.get(k)!} /> : null,
      )}
      <div className="flex flex-wrap items-end gap-3">
        <label className="block min-w-0 flex-1 basis-64 text-sm font-semibold">
          {t("search")}
          <input
            type="search"
            name="q"
            defaultValue={search ?? ""}
            placeholder={t("searchOrders")}
            className={box}
          />
        </label>
        <button
          type="submit"
          className="min-h-10 rounded-md bg-accent px-4 text-sm font-semibold text-white hover:bg-accent-dark"
        >
          {t("filter.apply")}
        </button>
        <Link to={status ? `?status=${status}` : "?"} className="py-2 text-sm text-accent-dark underline">
          {t("filter.clear")}
        </Link>
      </div>
      <details className="mt-3" open={open}>
        <summary className="cursor-pointer text-sm font-semibold text-accent-dark">
          {t("filter.title")}
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {select("paymentStatus", PAYMENT_STATUSES, (o) => `pay.${o}` as MessageKey)}
          {select("paymentMethod", METHODS, (o) => `method.${o}` as MessageKey)}
          {select("country", ["eg", "sa"], (o) => `country.${o}` as MessageKey)}
          <label className="block text-sm font-semibold">
            {t("filter.from")}
            <input type="date" name="from" defaultValue={filter.from ?? ""} className={box} />
          </label>
          <label className="block text-sm font-semibold">
            {t("filter.to")}
            <input type="date" name="to" defaultValue={filter.to ?? ""} className={box} />
          </label>
        </div>
      </details>
    </Form>
  );
}

function useOrderColumns() {
  const { t, lang, locale } = useT();
  return useMemo(() => {
    const column = columnsOf<OrderRow>();
    return column.columns([
      column.accessor("orderId", {
        header: t("col.order"),
        cell: ({ row: { original: order } }) => (
          <Link
            to={`/orders/${order._id}`}
            className="whitespace-nowrap font-semibold text-accent-dark underline-offset-2 hover:underline"
          >
            <bdi dir="ltr">{order.orderId}</bdi>
          </Link>
        ),
      }),
      column.accessor((order) => order.customer?.name ?? "", {
        id: "customer",
        header: t("col.customer"),
        cell: ({ row: { original: order } }) =>
          order.customer ? (
            <>
              <bdi className="block">{order.customer.name}</bdi>
              <bdi className="block text-xs text-muted" dir="ltr">
                {order.customer.email}
              </bdi>
            </>
          ) : (
            <span className="text-muted">{t("noCustomer")}</span>
          ),
      }),
      column.accessor("createdAt", {
        header: t("col.placed"),
        cell: (info) => (
          <span className="whitespace-nowrap tabular-nums">{formatDate(info.getValue(), locale, true)}</span>
        ),
      }),
      column.accessor("status", {
        header: t("col.stage"),
        cell: (info) => (
          <Badge tone={stageTone(info.getValue())}>{t(`stage.${info.getValue() as Stage}`)}</Badge>
        ),
      }),
      column.accessor("paymentMethod", {
        header: t("col.payment"),
        cell: ({ row: { original: order } }) => (
          <>
            <span className="block">{labelOf(lang, "method", order.paymentMethod)}</span>
            {order.paymentStatus && (
              <span className="block text-xs text-muted">{labelOf(lang, "pay", order.paymentStatus)}</span>
            )}
          </>
        ),
      }),
      column.accessor("itemCount", {
        header: t("col.items"),
        cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      }),
      column.accessor("totalPrice", {
        header: t("col.total"),
        cell: ({ row: { original: order } }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatMoney(order.totalPrice, order.currency, locale)}
          </span>
        ),
      }),
    ]);
  }, [t, lang, locale]);
}
