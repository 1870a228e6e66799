/** The collections or offers list (decision 0134): state tabs, search, sort and paging on the server. */
import { useMemo } from "react";
import { Link, useLocation } from "react-router";
import { columnsOf, DataTable } from "../../components/data-table.tsx";
import { ListScreen, SearchBox, StatusTabs } from "../../components/list.tsx";
import { Badge } from "../../components/ui.tsx";
import { dataOf, request } from "../../lib/graphql.ts";
import { useT } from "../../lib/i18n.ts";
import { listOptionsOf, listStateOf } from "../../lib/list-params.ts";
import type { Route } from "./+types/list";
import { basePath, COLLECTIONS, type Kind, kindOf, OFFERS, type SaleRow } from "./documents.ts";

const STATES = ["running", "scheduled", "ended", "paused"] as const;
type State = (typeof STATES)[number];

export async function clientLoader({ request: req }: Route.ClientLoaderArgs) {
  const url = new URL(req.url);
  const kind = kindOf(url.pathname);
  const state = listStateOf(url);
  const raw = url.searchParams.get("state");
  const tab = STATES.includes(raw as State) ? (raw as State) : null;
  const variables = { options: listOptionsOf(state), filter: { state: tab } };
  const list: { items: SaleRow[]; total: number; page: number } =
    kind === "offer"
      ? dataOf((await request(OFFERS, variables)).adminOffers)
      : dataOf((await request(COLLECTIONS, variables)).adminCollections);
  return { kind, state, tab, list };
}

const TONE = { running: "success", scheduled: "accent", ended: "neutral", paused: "danger" } as const;

export default function Sales({ loaderData }: Route.ComponentProps) {
  const { kind, state, tab, list } = loaderData;
  const { t } = useT();
  const columns = useSaleColumns(kind);
  const area = kind === "offer" ? "area.offers" : "area.collections";
  return (
    <>
      <div className="mb-2 flex flex-wrap justify-end gap-3">
        <Link
          to={`${basePath(kind)}/new`}
          className="inline-flex min-h-10 items-center rounded-md bg-accent px-4 text-sm font-semibold text-white hover:bg-accent-dark"
        >
          {t(`${kind}.new`)}
        </Link>
      </div>
      <ListScreen
        title={t(area)}
        lead={t(`${area}.lead`)}
        tabs={
          <StatusTabs
            param="state"
            current={tab}
            tabs={[
              { value: null, label: t("all") },
              ...STATES.map((s) => ({ value: s, label: t(`sale.state.${s}`) })),
            ]}
          />
        }
        search={<SearchBox placeholder={t("sale.search")} state={state} keep={{ state: tab }} />}
        empty={list.items.length ? null : t(`${kind}.empty`)}
        filtered={!!state.search || !!tab}
        page={list.page}
        total={list.total}
      >
        <DataTable
          caption={t(area)}
          columns={columns}
          rows={list.items}
          rowId={(s) => s._id}
          state={state}
          sortable={["title", "discount", "startDate", "endDate", "productCount"]}
        />
      </ListScreen>
    </>
  );
}

function useSaleColumns(kind: Kind) {
  const { t, lang, locale } = useT();
  const { pathname } = useLocation();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    const number = new Intl.NumberFormat(locale);
    const column = columnsOf<SaleRow>();
    const base = [
      column.accessor("title", {
        header: t("col.title"),
        cell: ({ row: { original: s } }) => (
          <>
            <Link
              to={`${basePath(kind)}/${s._id}`}
              className="font-semibold text-accent-dark underline-offset-2 hover:underline"
            >
              <bdi>{lang === "ar" ? s.arTitle : s.title}</bdi>
            </Link>
            <span className="block text-xs text-muted" dir="ltr">
              {s.slug}
            </span>
          </>
        ),
      }),
      column.accessor("discount", {
        header: t("col.discount"),
        cell: (info) => (
          <span className="tabular-nums">
            {new Intl.NumberFormat(locale, { style: "percent" }).format(info.getValue() / 100)}
          </span>
        ),
      }),
      column.accessor("state", {
        header: t("col.state"),
        cell: (info) => <Badge tone={TONE[info.getValue()]}>{t(`sale.state.${info.getValue()}`)}</Badge>,
      }),
      column.accessor("startDate", {
        header: t("sale.startDate"),
        cell: (info) => (
          <span className="whitespace-nowrap tabular-nums">{date.format(new Date(info.getValue()))}</span>
        ),
      }),
      column.accessor("endDate", {
        header: t("sale.endDate"),
        cell: (info) => (
          <span className="whitespace-nowrap tabular-nums">{date.format(new Date(info.getValue()))}</span>
        ),
      }),
      column.accessor("productCount", {
        header: t("col.products"),
        cell: (info) => <span className="tabular-nums">{number.format(info.getValue())}</span>,
      }),
    ];
    if (kind === "offer")
      base.push(
        column.accessor((s) => s.inHome, {
          id: "inHome",
          header: t("col.inHome"),
          cell: (info) => (info.getValue() ? t("yes") : t("no")),
        }) as never,
      );
    void pathname;
    return column.columns(base as never);
  }, [t, lang, locale, kind, pathname]);
}
