/**
 * What staff may do to an account (decision 0112), offered by the viewer's permissions and the
 * account's next statuses: block (after a confirmation), unblock, reactivate; change the role; end
 * every session (after a confirmation); and, for the super administrator only, grant or withdraw
 * a back-office privilege (after a confirmation). Nobody is offered their own account.
 */
import { useRef } from "react";
import { useFetcher } from "react-router";
import { Button, ConfirmDialog, Notice } from "../../components/ui.tsx";
import { useT } from "../../lib/i18n.ts";
import type { MessageKey } from "../../lib/messages.ts";
import { useViewer } from "../shell.tsx";
import type { clientAction } from "./detail.tsx";
import type { Person } from "./documents.ts";
import { ROLES } from "./list.tsx";

const PRIVILEGES = ["admin", "catalog", "orders", "finance", "content", "support"] as const;
const box = "rounded-lg border border-line bg-white p-5";
const select =
  "mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 data-[invalid]:border-danger";

export function PersonActions({ person }: { person: Person }) {
  const { t } = useT();
  const me = useViewer();
  const mayUpdate = me.permissions.includes("update:user:any");
  const mayGrant = me.permissions.includes("update:privilege:any");
  const self = me._id === person._id;
  let note: MessageKey | null = null;
  if (self) note = "ownAccountNote";
  else if (!mayUpdate) note = "readOnlyNote";
  else if (person.privilageType && !mayGrant) note = "staffAccountNote";
  return (
    <aside className="h-fit space-y-6" aria-label={t("actions")}>
      <div className={box}>
        <h2 className="font-semibold">{t("actions")}</h2>
        {note ? (
          <p className="mt-2 text-muted">{t(note)}</p>
        ) : (
          <div className="mt-3 space-y-5">
            <StatusActions person={person} />
            <RoleForm person={person} />
            <EndSessions />
          </div>
        )}
      </div>
      {mayGrant && !self && <PrivilegeForm person={person} />}
    </aside>
  );
}

type Fetcher = ReturnType<typeof useFetcher<typeof clientAction>>;
const outcome = (f: Fetcher) => (f.state === "idle" ? f.data : undefined);

/** The action's answer: done, or its message (and the field's). */
function Outcome({ fetcher, done, field }: { fetcher: Fetcher; done: MessageKey; field?: string }) {
  const { t } = useT();
  const data = outcome(fetcher);
  if (!data) return null;
  if (data.ok) return <Notice tone="success">{t(done)}</Notice>;
  const detail = field ? data.fields[field] : undefined;
  return (
    <Notice tone="danger">
      {detail && detail !== data.message ? `${data.message}: ${detail}` : data.message}
    </Notice>
  );
}

function StatusActions({ person }: { person: Person }) {
  const { t } = useT();
  const fetcher = useFetcher<typeof clientAction>();
  const busy = fetcher.state !== "idle";
  const send = (value: string) => fetcher.submit({ intent: "status", value }, { method: "post" });
  return (
    <div className="space-y-3">
      <Outcome fetcher={fetcher} done="statusChanged" field="status" />
      <div className="flex flex-wrap gap-3">
        {person.nextStatuses.includes("active") && (
          <Button
            tone="secondary"
            busy={busy}
            busyLabel={t(person.status === "blocked" ? "unblocking" : "reactivating")}
            onPress={() => send("active")}
          >
            {t(person.status === "blocked" ? "unblock" : "reactivate")}
          </Button>
        )}
        {person.nextStatuses.includes("blocked") && (
          <ConfirmDialog
            trigger={<Button tone="danger">{t("block")}</Button>}
            title={t("blockConfirmTitle")}
            body={t("blockConfirm")}
            confirmLabel={t("block")}
            busyLabel={t("blocking")}
            busy={busy}
            onConfirm={() => send("blocked")}
          />
        )}
      </div>
    </div>
  );
}

function RoleForm({ person }: { person: Person }) {
  const { t } = useT();
  const fetcher = useFetcher<typeof clientAction>();
  const error = outcome(fetcher);
  const invalid = error && !error.ok ? error.fields.role : undefined;
  return (
    <fetcher.Form method="post" className="space-y-2 border-t border-line pt-4">
      <input type="hidden" name="intent" value="role" />
      <label htmlFor="person-role" className="block text-sm font-semibold">
        {t("role")}
      </label>
      <select
        id="person-role"
        name="value"
        defaultValue={person.role}
        className={select}
        aria-invalid={invalid ? true : undefined}
        data-invalid={invalid ? "" : undefined}
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`role.${r}`)}
          </option>
        ))}
      </select>
      <Outcome fetcher={fetcher} done="roleChanged" />
      <Button type="submit" tone="secondary" busy={fetcher.state !== "idle"} busyLabel={t("savingRole")}>
        {t("saveRole")}
      </Button>
    </fetcher.Form>
  );
}

function EndSessions() {
  const { t } = useT();
  const fetcher = useFetcher<typeof clientAction>();
  return (
    <div className="space-y-2 border-t border-line pt-4">
      <Outcome fetcher={fetcher} done="sessionsEnded" />
      <ConfirmDialog
        trigger={<Button tone="secondary">{t("endSessions")}</Button>}
        title={t("endSessionsConfirmTitle")}
        body={t("endSessionsConfirm")}
        confirmLabel={t("endSessions")}
        busyLabel={t("endingSessions")}
        busy={fetcher.state !== "idle"}
        onConfirm={() => fetcher.submit({ intent: "sessions" }, { method: "post" })}
      />
    </div>
  );
}

function PrivilegeForm({ person }: { person: Person }) {
  const { t } = useT();
  const grant = useFetcher<typeof clientAction>();
  const withdraw = useFetcher<typeof clientAction>();
  const form = useRef<HTMLFormElement>(null);
  const result = outcome(grant);
  const invalid = result && !result.ok ? result.fields.privilege : undefined;
  return (
    <section className={box} aria-labelledby="privilege">
      <h2 id="privilege" className="font-semibold">
        {t("privilegeSection")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("privilegeLead")}</p>
      <grant.Form method="post" ref={form} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="privilege" />
        <label htmlFor="person-privilege" className="block text-sm font-semibold">
          {t("privilegeField")}
        </label>
        <select
          id="person-privilege"
          name="value"
          defaultValue={person.privilageType ?? "support"}
          className={select}
          aria-invalid={invalid ? true : undefined}
          data-invalid={invalid ? "" : undefined}
        >
          {PRIVILEGES.map((p) => (
            <option key={p} value={p}>
              {t(`privilege.${p}`)}
            </option>
          ))}
        </select>
        <Outcome fetcher={grant} done="privilegeChanged" field="privilege" />
        <Outcome fetcher={withdraw} done="privilegeChanged" field="privilege" />
        <div className="flex flex-wrap gap-3">
          <ConfirmDialog
            trigger={<Button>{t("grant")}</Button>}
            title={t("grantConfirmTitle")}
            body={t("grantConfirm")}
            confirmLabel={t("grant")}
            busyLabel={t("granting")}
            busy={grant.state !== "idle"}
            onConfirm={() => grant.submit(form.current)}
          />
          {person.privilageType && (
            <ConfirmDialog
              trigger={<Button tone="danger">{t("withdraw")}</Button>}
              title={t("withdrawConfirmTitle")}
              body={t("withdrawConfirm")}
              confirmLabel={t("withdraw")}
              busyLabel={t("withdrawing")}
              busy={withdraw.state !== "idle"}
              onConfirm={() => withdraw.submit({ intent: "privilege", value: "" }, { method: "post" })}
            />
          )}
        </div>
      </grant.Form>
    </section>
  );
}
