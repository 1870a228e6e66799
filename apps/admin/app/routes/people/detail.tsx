/**
 * One person (decision 0112): their profile, orders (read through the orders domain), addresses
 * and product requests, each section shown when the viewer's permissions open it; the actions
 * beside them (actions.tsx). Never a password or a token: the admin API has none to give.
 */
import { useMemo } from "react";
import { Link } from "react-router";
import { columnsOf, DataTable } from "../../components/data-table.tsx";
import { Badge } from "../../components/ui.tsx";
import { type ActionResult, dataOf, failed, request } from "../../lib/graphql.ts";
import { useT } from "../../lib/i18n.ts";
import type { MessageKey } from "../../lib/messages.ts";
import { formatMoney } from "../../lib/money.ts";
import { statusTone as ticketTone } from "../tickets/list.tsx";
import type { Route } from "./+types/detail";
import { PersonActions } from "./actions.tsx";
import {
  END_SESSIONS,
  PERSON,
  PERSON_ORDERS,
  PERSON_TICKETS,
  type Person,
  SET_PRIVILEGE,
  SET_STATUS,
} from "./documents.ts";
import { statusTone } from "./list.tsx";

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const [{ person }, { personOrders }] = await Promise.all([
    request(PERSON, { id: params.id }),
    request(PERSON_ORDERS, { user: params.id }),
  ]);
  const found = dataOf(person);
  // A section the viewer's privilege does not open is left out (403), not an error.
  const tickets =
    found.role === "designer" ? (await request(PERSON_TICKETS, { designer: found._id })).tickets : null;
  return {
    person: found,
    orders: personOrders.status_code === 200 ? (personOrders.data ?? []) : null,
    tickets: tickets?.status_code === 200 ? (tickets.data?.items ?? []) : null,
  };
}

export async function clientAction({
  request: req,
  params,
}: Route.ClientActionArgs): Promise<ActionResult & { intent: string }> {
  const form = await req.formData();
  const intent = String(form.get("intent"));
  const user = params.id;
  const value = String(form.get("value") ?? "");
  const r =
    intent === "sessions"
      ? (await request(END_SESSIONS, { user })).endUserSessions
      : intent === "privilege"
        ? (await request(SET_PRIVILEGE, { user, privilege: value || null })).setUserPrivilege
        : intent === "role"
          ? (await request(SET_STATUS, { user, role: value })).setUserStatus
          : (await request(SET_STATUS, { user, status: value })).setUserStatus;
  return { intent, ...(r.status_code === 200 ? { ok: true } : failed(r)) };
}

export default function PersonPage({ loaderData }: Route.ComponentProps) {
  const { person, orders, tickets } = loaderData;
  const { t } = useT();
  return (
    <>
      <Link to="/people" className="text-sm text-accent-dark underline">
        <span aria-hidden className="inline-block rtl:-scale-x-100">
          ←
        </span>{" "}
        {t("backToPeople")}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">
          <bdi>{person.name}</bdi>
        </h1>
        <Badge tone={statusTone[person.status]}>{t(`status.${person.status}`)}</Badge>
        <Badge tone="neutral">{t(`role.${person.role}`)}</Badge>
        {person.privilageType && (
          <Badge tone="accent">{t(`privilege.${person.privilageType}` as MessageKey)}</Badge>
        )}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Profile person={person} />
        <PersonActions person={person} />
      </div>
      <div className="mt-6 space-y-6">
        {orders && <Orders orders={orders} />}
        <Addresses person={person} />
        {tickets && <Tickets tickets={tickets} />}
      </div>
    </>
  );
}

const section = "rounded-lg border border-line bg-white p-5";

function Profile({ person }: { person: Person }) {
  const { t, locale } = useT();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long" });
  const rows: Array<[string, React.ReactNode]> = [
    [
      t("col.name"),
      <bdi key="n">{[person.fName, person.lName].filter(Boolean).join(" ") || person.name}</bdi>,
    ],
    [
      t("col.email"),
      person.email ? (
        <bdi key="e" dir="ltr">
          {person.email}
        </bdi>
      ) : (
        t("none")
      ),
    ],
    [
      t("col.phone"),
      person.phone ? (
        <bdi key="p" dir="ltr">
          {person.phone}
        </bdi>
      ) : (
        t("none")
      ),
    ],
    [t("country"), person.country ? <bdi key="c">{person.country.toUpperCase()}</bdi> : t("none")],
    [t("city"), person.city ? <bdi key="ci">{person.city}</bdi> : t("none")],
    [t("col.role"), t(`role.${person.role}`)],
    [t("col.status"), t(`status.${person.status}`)],
    [
      t("col.privilege"),
      person.privilageType ? t(`privilege.${person.privilageType}` as MessageKey) : t("none"),
    ],
    [
      t("col.joined"),
      <span key="j" className="tabular-nums">
        {date.format(new Date(person.createdAt))}
      </span>,
    ],
    [t("siteLanguage"), t(`lang.${person.favLang as "ar" | "en"}`)],
    [t("mailLanguage"), t(`lang.${person.mailLang as "ar" | "en"}`)],
    [
      t("ordersCount"),
      <span key="o" className="tabular-nums">
        {person.orderNum}
      </span>,
    ],
  ];
  return (
    <section className={`${section} min-w-0`} aria-labelledby="profile">
      <h2 id="profile" className="font-semibold">
        {t("profile")}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type Order = NonNullable<Route.ComponentProps["loaderData"]["orders"]>[number];
const NO_LIST_STATE = { page: 1, sort: null, direction: null, search: null };

function Orders({ orders }: { orders: readonly Order[] }) {
  const { t, locale } = useT();
  const columns = useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    const column = columnsOf<Order>();
    return column.columns([
      column.accessor("orderId", {
        header: t("col.orderNumber"),
        cell: (info) => (
          <bdi dir="ltr" className="font-semibold tabular-nums">
            {info.getValue()}
          </bdi>
        ),
      }),
      column.accessor("createdAt", {
        header: t("col.date"),
        cell: (info) => <span className="tabular-nums">{date.format(new Date(info.getValue()))}</span>,
      }),
      column.accessor("status", {
        header: t("col.stage"),
        cell: (info) => t(`personOrder.${info.getValue()}` as MessageKey),
      }),
      column.accessor("itemCount", {
        header: t("col.items"),
        cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      }),
      column.accessor("totalPrice", {
        header: t("col.total"),
        cell: ({ row: { original: o } }) => (
          <span className="tabular-nums">{formatMoney(o.totalPrice, o.currency, locale)}</span>
        ),
      }),
    ]);
  }, [t, locale]);
  return (
    <section className={section} aria-labelledby="orders">
      <h2 id="orders" className="mb-3 font-semibold">
        {t("personOrders")}
      </h2>
      {orders.length ? (
        <DataTable
          caption={t("personOrders")}
          columns={columns}
          rows={[...orders]}
          rowId={(o) => o._id}
          state={NO_LIST_STATE}
        />
      ) : (
        <p className="text-muted">{t("noOrders")}</p>
      )}
    </section>
  );
}

function Addresses({ person }: { person: Person }) {
  const { t } = useT();
  return (
    <section className={section} aria-labelledby="addresses">
      <h2 id="addresses" className="font-semibold">
        {t("addresses")}
      </h2>
      {person.addresses.length ? (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {person.addresses.map((a) => (
            <li key={a._id} className="rounded-md border border-line p-3 text-sm">
              <p className="font-semibold">
                <bdi>{[a.fName, a.lName].filter(Boolean).join(" ")}</bdi>
              </p>
              <p>
                <bdi>{[a.streetName, a.building, a.address1].filter(Boolean).join("، ")}</bdi>
              </p>
              <p>
                <bdi>{[a.area, a.city, a.country.toUpperCase()].filter(Boolean).join("، ")}</bdi>
              </p>
              <p>
                <bdi dir="ltr" className="tabular-nums">
                  {a.phone}
                </bdi>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-muted">{t("noAddresses")}</p>
      )}
    </section>
  );
}

type Ticket = NonNullable<Route.ComponentProps["loaderData"]["tickets"]>[number];

function Tickets({ tickets }: { tickets: readonly Ticket[] }) {
  const { t, locale } = useT();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  return (
    <section className={section} aria-labelledby="tickets">
      <h2 id="tickets" className="font-semibold">
        {t("personTickets")}
      </h2>
      {tickets.length ? (
        <ul className="mt-3 divide-y divide-line">
          {tickets.map((ticket) => (
            <li key={ticket._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                to={`/tickets/${ticket._id}`}
                className="font-semibold text-accent-dark underline-offset-2 hover:underline"
              >
                <bdi>{ticket.name}</bdi>
              </Link>
              <span className="flex items-center gap-3 text-sm">
                <Badge tone={ticketTone[ticket.productStatus as keyof typeof ticketTone] ?? "neutral"}>
                  {t(`ticket.${ticket.productStatus as "waiting"}`)}
                </Badge>
                <span className="tabular-nums text-muted">{date.format(new Date(ticket.createdAt))}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-muted">{t("noTickets")}</p>
      )}
    </section>
  );
}
