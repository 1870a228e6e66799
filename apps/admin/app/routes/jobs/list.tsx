/** The job outbox: what waits, what ran, what failed (and a retry for a failed one, where allowed). */
import { useMemo } from "react";
import { useFetcher } from "react-router";
import { columnsOf, DataTable } from "../../components/data-table.tsx";
import { ListScreen, SearchBox, StatusTabs } from "../../components/list.tsx";
import { Badge, Button, Notice } from "../../components/ui.tsx";
import { type ActionResult, dataOf, failed, request } from "../../lib/graphql.ts";
import { useT } from "../../lib/i18n.ts";
import { listOptionsOf, listStateOf } from "../../lib/list-params.ts";
import { useViewer } from "../shell.tsx";
import type { Route } from "./+types/list";
import { JOBS, type Job, RETRY } from "./documents.ts";

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
  const { t } = useT();
  const mayRetry = useViewer().permissions.includes("update:job:any");
  const columns = useJobColumns(mayRetry);
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
      <DataTable
        caption={t("area.jobs")}
        columns={columns}
        rows={list.items}
        rowId={(job) => job._id}
        state={state}
        sortable={["attempts", "createdAt", "availableAt"]}
      />
    </ListScreen>
  );
}

function useJobColumns(mayRetry: boolean) {
  const { t, locale } = useT();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "medium" });
    const column = columnsOf<Job>();
    const when = (value: string) => <span className="tabular-nums">{date.format(new Date(value))}</span>;
    return column.columns([
      column.accessor("topic", {
        header: t("col.topic"),
        cell: (info) => (
          <span className="font-mono text-xs" dir="ltr">
            {info.getValue()}
          </span>
        ),
      }),
      column.accessor("status", {
        header: t("col.status"),
        cell: (info) => (
          <Badge tone={TONE[info.getValue() as Status]}>{t(`job.${info.getValue() as Status}`)}</Badge>
        ),
      }),
      column.accessor("attempts", {
        header: t("col.attempts"),
        cell: ({ row: { original: job } }) => (
          <span className="tabular-nums">
            {job.attempts}/{job.maxAttempts}
          </span>
        ),
      }),
      column.accessor("createdAt", { header: t("col.created"), cell: (info) => when(info.getValue()) }),
      column.accessor("availableAt", { header: t("col.runAt"), cell: (info) => when(info.getValue()) }),
      column.accessor("lastError", {
        header: t("col.lastError"),
        cell: (info) => (
          <span
            className="block max-w-64 truncate text-xs text-muted"
            dir="ltr"
            title={info.getValue() ?? ""}
          >
            {info.getValue() ?? "—"}
          </span>
        ),
      }),
      ...(mayRetry
        ? [
            column.display({
              id: "actions",
              header: t("col.actions"),
              cell: ({ row: { original: job } }) =>
                job.nextActions.includes("retry") ? <RetryButton job={job._id} /> : null,
            }),
          ]
        : []),
    ]);
  }, [t, locale, mayRetry]);
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
