/** The designers' request queue: by status with counts, searched, sorted and paged on the server. */
import { Link } from "react-router";
import {
  ColumnHeader,
  ListScreen,
  ListTable,
  SearchBox,
  SortHeader,
  StatusTabs,
} from "../../components/list.tsx";
import { Badge } from "../../components/ui.tsx";
import { dataOf, request } from "../../lib/graphql.ts";
import { useT } from "../../lib/i18n.ts";
import { listOptionsOf, listStateOf } from "../../lib/list-params.ts";
import type { Route } from "./+types/list";
import { TICKETS } from "./documents.ts";

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
  const { t, lang, locale } = useT();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  const money = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "EGP",
    maximumFractionDigits: 0,
  });
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
      <ListTable
        caption={t("area.tickets")}
        head={
          <>
            <SortHeader field="name" label={t("col.product")} state={state} />
            <ColumnHeader label={t("col.designer")} />
            <ColumnHeader label={t("col.category")} />
            <SortHeader field="basePrice" label={t("col.basePrice")} state={state} />
            <ColumnHeader label={t("col.status")} />
            <SortHeader field="createdAt" label={t("col.submitted")} state={state} />
          </>
        }
      >
        {list.items.map((ticket) => (
          <tr key={ticket._id} className="hover:bg-canvas">
            <td className="px-3 py-2">
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
            </td>
            <td className="px-3 py-2">
              <bdi>{ticket.designer.name}</bdi>
            </td>
            <td className="px-3 py-2">
              {ticket.category ? (lang === "ar" ? ticket.category.arName : ticket.category.name) : "—"}
            </td>
            <td className="px-3 py-2 tabular-nums">{money.format(ticket.basePrice / 100)}</td>
            <td className="px-3 py-2">
              <Badge tone={statusTone[ticket.productStatus as Status] ?? "neutral"}>
                {t(`ticket.${ticket.productStatus as Status}`)}
              </Badge>
            </td>
            <td className="px-3 py-2 tabular-nums">{date.format(new Date(ticket.createdAt))}</td>
          </tr>
        ))}
      </ListTable>
    </ListScreen>
  );
}
