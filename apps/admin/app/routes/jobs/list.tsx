/** The job outbox: what waits, what ran, what failed (and a retry for a failed one, where allowed). */
import { useFetcher } from "react-router";
import {
  ColumnHeader,
  ListScreen,
  ListTable,
  SearchBox,
  SortHeader,
  StatusTabs,
} from "../../components/list.tsx";
import { Badge, Button, Notice } from "../../components/ui.tsx";
import { type ActionResult, dataOf, failed, request } from "../../lib/graphql.ts";
import { useT } from "../../lib/i18n.ts";
import { listOptionsOf, listStateOf } from "../../lib/list-params.ts";
import { useViewer } from "../shell.tsx";
import type { Route } from "./+types/list";
import { JOBS, RETRY } from "./documents.ts";

const STATUSES = ["pending", "dead", "done"] as const;
type Status = (typeof STATUSES)[number];
const TONE = { pending: "accent", dead: "danger", done: "success" } as const;

export async function clientLoader({ request: req }: Route.ClientLoaderArgs) {
  const url = new URL(req.url);
  const state = listStateOf(url);
  const raw = url.searchParams.get("status");
  const status = STATUSES.includes(raw as Status) ? (raw as Status) : null;
  const { jobs } = await request(JOBS, { options: listOptionsOf(state), filter: { status } });
  return { state, status, list: dataOf(jobs) };
}

export async function clientAction({ request: req }: Route.ClientActionArgs): Promise<ActionResult> {
  const form = await req.formData();
  const { retryJob: r } = await request(RETRY, { job: String(form.get("job")) });
  return r.status_code === 200 ? { ok: true } : failed(r);
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { state, status, list } = loaderData;
  const { t, locale } = useT();
  const me = useViewer();
  const mayRetry = me.permissions.includes("update:job:any");
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "medium" });
  return (
    <ListScreen
      title={t("area.jobs")}
      lead={t("area.jobs.lead")}
      tabs={
        <StatusTabs
          param="status"
          current={status}
          tabs={[
            { value: null, label: t("all") },
            ...STATUSES.map((s) => ({ value: s, label: t(`job.${s}`) })),
          ]}
        />
      }
      search={<SearchBox placeholder={t("searchJobs")} state={state} keep={{ status }} />}
      empty={list.items.length ? null : t("jobsEmpty")}
      filtered={!!state.search}
      page={list.page}
      total={list.total}
    >
      <ListTable
        caption={t("area.jobs")}
        head={
          <>
            <ColumnHeader label={t("col.topic")} />
            <ColumnHeader label={t("col.status")} />
            <SortHeader field="attempts" label={t("col.attempts")} state={state} />
            <SortHeader field="createdAt" label={t("col.created")} state={state} />
            <SortHeader field="availableAt" label={t("col.runAt")} state={state} />
            <ColumnHeader label={t("col.lastError")} />
            {mayRetry && <ColumnHeader label={t("col.actions")} />}
          </>
        }
      >
        {list.items.map((job) => (
          <tr key={job._id}>
            <td className="px-3 py-2 font-mono text-xs" dir="ltr">
              {job.topic}
            </td>
            <td className="px-3 py-2">
              <Badge tone={TONE[job.status]}>{t(`job.${job.status}`)}</Badge>
            </td>
            <td className="px-3 py-2 tabular-nums">
              {job.attempts}/{job.maxAttempts}
            </td>
            <td className="px-3 py-2 tabular-nums">{date.format(new Date(job.createdAt))}</td>
            <td className="px-3 py-2 tabular-nums">{date.format(new Date(job.availableAt))}</td>
            <td
              className="max-w-64 truncate px-3 py-2 text-xs text-muted"
              dir="ltr"
              title={job.lastError ?? ""}
            >
              {job.lastError ?? "—"}
            </td>
            {mayRetry && (
              <td className="px-3 py-2">
                {job.nextActions.includes("retry") && <RetryButton job={job._id} />}
              </td>
            )}
          </tr>
        ))}
      </ListTable>
    </ListScreen>
  );
}

function RetryButton({ job }: { job: string }) {
  const { t } = useT();
  const fetcher = useFetcher<typeof clientAction>();
  if (fetcher.data?.ok) return <Notice tone="success">{t("retried")}</Notice>;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="job" value={job} />
      {fetcher.data && !fetcher.data.ok && <p className="text-sm text-danger">{fetcher.data.message}</p>}
      <Button type="submit" tone="secondary" busy={fetcher.state !== "idle"} busyLabel={t("retrying")}>
        {t("retry")}
      </Button>
    </fetcher.Form>
  );
}
