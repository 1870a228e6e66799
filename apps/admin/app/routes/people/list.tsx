/**
 * People (decision 0112): customers, designers and manufacturers by role with counts, searched by
 * name, e-mail or phone, filtered by status and by team membership, sorted and paged on the server.
 */
import { useMemo } from "react";
import { Form, Link } from "react-router";
import { columnsOf, DataTable } from "../../components/data-table.tsx";
import { ListScreen, SearchBox, StatusTabs } from "../../components/list.tsx";
import { Badge } from "../../components/ui.tsx";
import { dataOf, request } from "../../lib/graphql.ts";
import { useT } from "../../lib/i18n.ts";
import { listOptionsOf, listStateOf } from "../../lib/list-params.ts";
import type { MessageKey } from "../../lib/messages.ts";
import type { Route } from "./+types/list";
import { PEOPLE, type PersonRow } from "./documents.ts";

export const ROLES = ["customer", "designer", "manufacturer"] as const;
export const STATUSES = ["active", "blocked", "deactivated"] as const;
type Role = (typeof ROLES)[number];
type Status = (typeof STATUSES)[number];
const STAFF = { yes: true, no: false } as const;

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null =>
  values.includes(raw as T) ? (raw as T) : null;

export async function clientLoader({ request: req }: Route.ClientLoaderArgs) {
  const url = new URL(req.url);
  const state = listStateOf(url);
  const p = url.searchParams;
  // The list opens on the customers.
  const role = p.get("role") === "all" ? null : (oneOf(ROLES, p.get("role")) ?? "customer");
  const status = oneOf(STATUSES, p.get("status"));
  const staffParam = oneOf(["yes", "no"] as const, p.get("staff"));
  // Joined between two days (the Overview's new customers link here, decision 0121).
  const day = (name: string) => (/^\d{4}-\d{2}-\d{2}$/.test(p.get(name) ?? "") ? p.get(name) : null);
  const joined = { from: day("from"), to: day("to") };
  const filter = { role, status, staff: staffParam ? STAFF[staffParam] : null, ...joined };
  const r = await request(PEOPLE, { options: listOptionsOf(state), filter });
  return {
    state,
    role,
    status,
    staff: staffParam,
    joined,
    list: dataOf(r.people),
    counts: dataOf(r.peopleCounts),
  };
}

export const statusTone = { active: "success", blocked: "danger", deactivated: "neutral" } as const;

export default function People({ loaderData }: Route.ComponentProps) {
  const { state, role, status, staff, joined, list, counts } = loaderData;
  const { t } = useT();
  const columns = usePeopleColumns();
  const keep = { role: role ?? "all", status, staff, ...joined };
  return (
    <ListScreen
      title={t("area.people")}
      lead={t("area.people.lead")}
      tabs={
        <StatusTabs
          param="role"
          current={role ?? "all"}
          tabs={[
            ...ROLES.map((r) => ({ value: r, label: t(`tab.${r}`), count: counts[r] })),
            { value: "all", label: t("all"), count: counts.customer + counts.designer + counts.manufacturer },
          ]}
        />
      }
      search={
        <div className="flex flex-col gap-3 md:items-end">
          <SearchBox placeholder={t("searchPeople")} state={state} keep={keep} />
          <Filters role={role} status={status} staff={staff} joined={joined} search={state.search} />
        </div>
      }
      empty={list.items.length ? null : t("peopleEmpty")}
      filtered={!!(state.search || status || staff || joined.from || joined.to)}
      page={list.page}
      total={list.total}
    >
      <DataTable
        caption={t("area.people")}
        columns={columns}
        rows={list.items}
        rowId={(person) => person._id}
        state={state}
        sortable={["name", "createdAt"]}
      />
    </ListScreen>
  );
}

/** Status and team membership, as a GET form that keeps the role and the search. */
function Filters(props: {
  role: Role | null;
  status: Status | null;
  staff: string | null;
  joined: { from: string | null; to: string | null };
  search: string | null;
}) {
  const { t } = useT();
  const select = "mt-1 block rounded-md border border-line bg-white px-3 py-2";
  return (
    <Form className="flex flex-wrap items-end gap-3" aria-label={t("filters")}>
      <input type="hidden" name="role" value={props.role ?? "all"} />
      {props.search && <input type="hidden" name="q" value={props.search} />}
      <label className="text-sm font-semibold">
        {t("filterStatus")}
        <select name="status" defaultValue={props.status ?? ""} className={select}>
          <option value="">{t("anyStatus")}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold">
        {t("filterStaff")}
        <select name="staff" defaultValue={props.staff ?? ""} className={select}>
          <option value="">{t("staffAny")}</option>
          <option value="yes">{t("staffOnly")}</option>
          <option value="no">{t("staffNone")}</option>
        </select>
      </label>
      {(["from", "to"] as const).map((name) => (
        <label key={name} className="text-sm font-semibold">
          {t(name === "from" ? "joinedFrom" : "joinedTo")}
          <input type="date" name={name} defaultValue={props.joined[name] ?? ""} className={select} />
        </label>
      ))}
      <button
        type="submit"
        className="rounded-md border border-line bg-white px-4 py-2 text-sm font-semibold hover:border-accent"
      >
        {t("apply")}
      </button>
    </Form>
  );
}

function usePeopleColumns() {
  const { t, locale } = useT();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    const column = columnsOf<PersonRow>();
    return column.columns([
      column.accessor("name", {
        header: t("col.name"),
        cell: ({ row: { original: person } }) => (
          <Link
            to={`/people/${person._id}`}
            className="font-semibold text-accent-dark underline-offset-2 hover:underline"
          >
            <bdi>{person.name}</bdi>
          </Link>
        ),
      }),
      column.accessor("email", {
        header: t("col.email"),
        cell: (info) => (info.getValue() ? <bdi dir="ltr">{info.getValue()}</bdi> : t("none")),
      }),
      column.accessor("phone", {
        header: t("col.phone"),
        cell: (info) =>
          info.getValue() ? (
            <bdi dir="ltr" className="tabular-nums">
              {info.getValue()}
            </bdi>
          ) : (
            t("none")
          ),
      }),
      column.accessor("role", { header: t("col.role"), cell: (info) => t(`role.${info.getValue()}`) }),
      column.accessor("status", {
        header: t("col.status"),
        cell: (info) => <Badge tone={statusTone[info.getValue()]}>{t(`status.${info.getValue()}`)}</Badge>,
      }),
      column.accessor("privilageType", {
        header: t("col.privilege"),
        cell: (info) =>
          info.getValue() ? (
            <Badge tone="accent">{t(`privilege.${info.getValue()}` as MessageKey)}</Badge>
          ) : (
            t("none")
          ),
      }),
      column.accessor("createdAt", {
        header: t("col.joined"),
        cell: (info) => <span className="tabular-nums">{date.format(new Date(info.getValue()))}</span>,
      }),
    ]);
  }, [t, locale]);
}
