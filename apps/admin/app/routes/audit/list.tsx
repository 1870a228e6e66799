/**
 * The audit log (decisions 0111, 0112): every back-office write, newest first, found by actor,
 * action, record and dates; each row says who, what, when, from where, and each changed field
 * from its old value to its new one. Super administrators only.
 */
import { useMemo } from "react";
import { Form, Link } from "react-router";
import { columnsOf, DataTable } from "../../components/data-table.tsx";
import { ListScreen } from "../../components/list.tsx";
import { Badge } from "../../components/ui.tsx";
import { dataOf, request } from "../../lib/graphql.ts";
import { type Language, useT } from "../../lib/i18n.ts";
import { listOptionsOf, listStateOf } from "../../lib/list-params.ts";
import { MESSAGES, type MessageKey } from "../../lib/messages.ts";
import type { Route } from "./+types/list";
import { AUDIT, type AuditEntry } from "./documents.ts";

const FILTERS = ["actor", "action", "entity", "entityId", "from", "to"] as const;
type Filters = Record<(typeof FILTERS)[number], string | null>;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day of the admin's calendar as the instant it starts (`next`: the instant it ends). */
const startOf = (day: string | null, next = false) => {
  if (!day || !DAY.test(day)) return null;
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return null;
  if (next) date.setDate(date.getDate() + 1);
  return date.toISOString();
};

export async function clientLoader({ request: req }: Route.ClientLoaderArgs) {
  const url = new URL(req.url);
  const state = listStateOf(url);
  const filters = Object.fromEntries(
    FILTERS.map((f) => [f, url.searchParams.get(f)?.trim() || null]),
  ) as Filters;
  const filter = {
    actor: filters.actor,
    action: filters.action,
    entity: filters.entity,
    entityId: filters.entityId,
    from: startOf(filters.from),
    to: startOf(filters.to, true),
  };
  const { auditEntries } = await request(AUDIT, { options: listOptionsOf(state), filter });
  return { state, filters, list: dataOf(auditEntries) };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { state, filters, list } = loaderData;
  const { t } = useT();
  const columns = useAuditColumns();
  const filtered = FILTERS.some((f) => filters[f]);
  return (
    <ListScreen
      title={t("area.audit")}
      lead={t("area.audit.lead")}
      tabs={<AuditFilters filters={filters} />}
      search={null}
      empty={list.items.length ? null : t("auditEmpty")}
      filtered={filtered}
      page={list.page}
      total={list.total}
    >
      <DataTable
        caption={t("area.audit")}
        columns={columns}
        rows={list.items}
        rowId={(entry) => entry._id}
        state={state}
        sortable={["createdAt"]}
      />
    </ListScreen>
  );
}

/** The log's filters, a GET form: what was typed stays in the address and in the fields. */
export function AuditFilters({ filters }: { filters: Filters }) {
  const { t } = useT();
  const input = "mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 font-normal";
  const field = (
    name: keyof Filters,
    label: MessageKey,
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <label className="text-sm font-semibold">
      {t(label)}
      <input name={name} defaultValue={filters[name] ?? ""} className={input} {...props} />
    </label>
  );
  return (
    <Form
      className="grid w-full gap-3 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
      aria-label={t("filters")}
    >
      {field("actor", "filterActor", { type: "search", dir: "ltr", inputMode: "email" })}
      {field("action", "filterAction", { type: "search", dir: "ltr", list: "audit-actions" })}
      {field("entity", "filterEntity", { type: "search", dir: "ltr", list: "audit-entities" })}
      {field("entityId", "filterEntityId", { type: "search", dir: "ltr" })}
      {field("from", "filterFrom", { type: "date" })}
      {field("to", "filterTo", { type: "date" })}
      <datalist id="audit-actions">
        {[
          "user.status",
          "user.role",
          "user.sessions",
          "user.privilege",
          "order.status",
          "ticket.accept",
          "job.retry",
        ].map((a) => (
          <option key={a} value={a} />
        ))}
      </datalist>
      <datalist id="audit-entities">
        {["user", "order", "ticket", "job", "product", "payout"].map((e) => (
          <option key={e} value={e} />
        ))}
      </datalist>
      <div className="flex items-end gap-3">
        <button
          type="submit"
          className="rounded-md bg-accent px-4 py-2 text-sm font-semibold text-white hover:bg-accent-dark"
        >
          {t("apply")}
        </button>
        <Link to="?" className="py-2 text-sm text-accent-dark underline">
          {t("clearFilters")}
        </Link>
      </div>
    </Form>
  );
}

/** A message of the admin's language when there is one, else the text as it is. */
const known = (lang: Language, key: string, fallback: string) =>
  key in MESSAGES[lang] ? MESSAGES[lang][key as MessageKey] : fallback;

const VALUE_KEYS: Record<string, string> = { status: "status.", role: "role.", privilageType: "privilege." };

function useAuditColumns() {
  const { t, lang, locale } = useT();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium" });
    const value = (field: string, v: string | null) =>
      v === null ? t("none") : VALUE_KEYS[field] ? known(lang, `${VALUE_KEYS[field]}${v}`, v) : v;
    const column = columnsOf<AuditEntry>();
    return column.columns([
      column.accessor("createdAt", {
        header: t("col.when"),
        cell: (info) => (
          <span className="whitespace-nowrap tabular-nums">{date.format(new Date(info.getValue()))}</span>
        ),
      }),
      column.accessor("actorEmail", {
        header: t("col.who"),
        cell: ({ row: { original: e } }) => (
          <>
            <bdi dir="ltr" className="block">
              {e.actorEmail === "system" ? t("system") : e.actorEmail}
            </bdi>
            {e.actorPrivilege && (
              <Badge tone="neutral">{known(lang, `privilege.${e.actorPrivilege}`, e.actorPrivilege)}</Badge>
            )}
          </>
        ),
      }),
      column.accessor("action", {
        header: t("col.what"),
        cell: ({ row: { original: e } }) => (
          <>
            <span className="block font-semibold">{known(lang, `action.${e.action}`, e.action)}</span>
            <span className="text-muted">{known(lang, `entity.${e.entity}`, e.entity)} </span>
            {e.entity === "user" ? (
              <Link
                to={`/people/${e.entityId}`}
                className="text-accent-dark underline"
                aria-label={t("viewPerson")}
              >
                {t("viewPerson")}
              </Link>
            ) : (
              <bdi dir="ltr" className="font-mono text-xs">
                {e.entityId}
              </bdi>
            )}
          </>
        ),
      }),
      column.accessor("changes", {
        header: t("col.changes"),
        cell: (info) => (
          <ul className="space-y-1">
            {info.getValue().map((c) => (
              <li key={c.field}>
                <span className="text-muted">{known(lang, `field.${c.field}`, c.field)}: </span>
                <bdi>{value(c.field, c.before)}</bdi>{" "}
                <span role="img" aria-label={t("changedTo")} className="inline-block rtl:-scale-x-100">
                  →
                </span>{" "}
                <bdi className="font-semibold">{value(c.field, c.after)}</bdi>
              </li>
            ))}
          </ul>
        ),
      }),
      column.accessor("ip", {
        header: t("col.where"),
        cell: (info) => (
          <bdi dir="ltr" className="font-mono text-xs">
            {info.getValue() ?? t("none")}
          </bdi>
        ),
      }),
    ]);
  }, [t, lang, locale]);
}
