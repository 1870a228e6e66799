/** The designers' request queue: by status with counts, searched, sorted and paged on the server. */
import { useMemo } from "react";
import { Link } from "react-router";
import { columnsOf, DataTable } from "../../components/data-table.tsx";
import { ListScreen, SearchBox, StatusTabs } from "../../components/list.tsx";
import { Badge } from "../../components/ui.tsx";
import { dataOf, request } from "../../lib/graphql.ts";
import { useT } from "../../lib/i18n.ts";
import { listOptionsOf, listStateOf } from "../../lib/list-params.ts";
import type { Route } from "./+types/list";
import { TICKETS, type Ticket } from "./documents.ts";

const STATUSES = ["waiting", "accepted", "rejected"] as const;
type Status = (typeof STATUSES)[number];
const isStatus = (s: string | null): s is Status => STATUSES.includes(s as Status);

export async function clientLoader({ request: req }: Route.ClientLoaderArgs) {
  const url = new URL(req.url);
  const state = listStateOf(url);
  const raw = url.searchParams.get("status");
  // The queue opens on what waits for an answer.
  const status = raw === "all" ? null : isStatus(raw) ? raw : "waiting";
  const r = await request(TICKETS, { options: listOptionsOf(state), filter: { status } });
  return { state, status, list: dataOf(r.tickets), counts: dataOf(r.ticketCounts) };
}

export const statusTone = { waiting: "accent", accepted: "success", rejected: "danger" } as const;

export default function Tickets({ loaderData }: Route.ComponentProps) {
  const { state, status, list, counts } = loaderData;
  const { t } = useT();
  const columns = useTicketColumns();
  const total = counts.waiting + counts.accepted + counts.rejected;
  return (
    <ListScreen
      title={t("area.tickets")}
      lead={t("area.tickets.lead")}
      tabs={
        <StatusTabs
          param="status"
          current={status ?? "all"}
          tabs={[
            ...STATUSES.map((s) => ({ value: s, label: t(`ticket.${s}`), count: counts[s] })),
            { value: "all", label: t("all"), count: total },
          ]}
        />
      }
      search={<SearchBox placeholder={t("searchTickets")} state={state} keep={{ status: status ?? "all" }} />}
      empty={list.items.length ? null : t("ticketsEmpty")}
      filtered={!!state.search}
      page={list.page}
      total={list.total}
    >
      <DataTable
        caption={t("area.tickets")}
        columns={columns}
        rows={list.items}
        rowId={(ticket) => ticket._id}
        state={state}
        sortable={["name", "basePrice", "createdAt"]}
      />
    </ListScreen>
  );
}

function useTicketColumns() {
  const { t, lang, locale } = useT();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    const money = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "EGP",
      maximumFractionDigits: 0,
    });
    const column = columnsOf<Ticket>();
    return column.columns([
      column.accessor("name", {
        header: t("col.product"),
        cell: ({ row: { original: ticket } }) => (
          <>
            <Link
              to={`/tickets/${ticket._id}`}
              className="font-semibold text-accent-dark underline-offset-2 hover:underline"
            >
              <bdi>{ticket.name}</bdi>
            </Link>
            {ticket.teamUnreadCount > 0 && (
              <span className="ms-2">
                <Badge tone="accent">
                  {t("col.unread")}: {ticket.teamUnreadCount}
                </Badge>
              </span>
            )}
          </>
        ),
      }),
      column.accessor((ticket) => ticket.designer.name, {
        id: "designer",
        header: t("col.designer"),
        cell: (info) => <bdi>{info.getValue()}</bdi>,
      }),
      column.accessor((ticket) => (lang === "ar" ? ticket.category?.arName : ticket.category?.name), {
        id: "category",
        header: t("col.category"),
        cell: (info) => info.getValue() ?? "—",
      }),
      column.accessor("basePrice", {
        header: t("col.basePrice"),
        cell: (info) => <span className="tabular-nums">{money.format(info.getValue() / 100)}</span>,
      }),
      column.accessor("productStatus", {
        header: t("col.status"),
        cell: (info) => (
          <Badge tone={statusTone[info.getValue() as Status] ?? "neutral"}>
            {t(`ticket.${info.getValue() as Status}`)}
          </Badge>
        ),
      }),
      column.accessor("createdAt", {
        header: t("col.submitted"),
        cell: (info) => <span className="tabular-nums">{date.format(new Date(info.getValue()))}</span>,
      }),
    ]);
  }, [t, lang, locale]);
}
