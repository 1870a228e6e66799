/**
 * The products CSV import (decision 0120): choose a file, run a dry run (each row's errors and
 * changes, nothing written), then apply it. Both run as a job; the page polls its progress.
 */
import { useEffect } from "react";
import { Link, redirect, useFetcher, useRevalidator } from "react-router";
import { Badge, Button, FilePicker, Notice } from "../../components/ui.tsx";
import { dataOf, failed, request } from "../../lib/graphql.ts";
import { currentLanguage, translate, useT } from "../../lib/i18n.ts";
import type { Route } from "./+types/import";
import { APPLY_IMPORT, IMPORT, type ImportReport, START_IMPORT } from "./documents.ts";

export async function clientLoader({ request: req }: Route.ClientLoaderArgs) {
  const id = new URL(req.url).searchParams.get("import");
  return { report: id ? dataOf((await request(IMPORT, { id })).productImport) : null };
}

export async function clientAction({ request: req }: Route.ClientActionArgs) {
  const form = await req.formData();
  const from = form.get("from");
  if (from) {
    const r = (await request(APPLY_IMPORT, { dryRun: String(from) })).applyProductImport;
    if (r.status_code !== 200 || !r.data) return failed(r);
    return redirect(`/products/import?import=${r.data._id}`);
  }
  const mode = form.get("mode") === "apply" ? "apply" : "dry";
  const file = form.get("file");
  let csv = "";
  let fileName = "";
  if (file instanceof File && file.size > 0) {
    csv = await file.text();
    fileName = file.name;
  }
  if (!csv) {
    const message = translate(currentLanguage(), "csv.chooseFile");
    return { ok: false as const, message, fields: { file: message } };
  }
  const r = (await request(START_IMPORT, { csv, fileName, mode })).startProductImport;
  if (r.status_code !== 200 || !r.data) return failed(r);
  return redirect(`/products/import?import=${r.data._id}`);
}

const RUNNING = new Set(["queued", "running"]);

export default function ProductImport({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  const { t } = useT();
  const start = useFetcher<typeof clientAction>();
  const revalidator = useRevalidator();
  const running = !!report && RUNNING.has(report.status);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => revalidator.revalidate(), 1000);
    return () => clearInterval(timer);
  }, [running, revalidator]);
  const result = start.data;
  return (
    <>
      <Link to="/products" className="text-sm text-accent-dark underline">
        <span aria-hidden className="inline-block rtl:-scale-x-100">
          ←
        </span>{" "}
        {t("backToProducts")}
      </Link>
      <h1 className="mt-3 text-2xl font-semibold">{t("csv.title")}</h1>
      <p className="mt-1 max-w-3xl text-muted">{t("csv.lead")}</p>
      <p className="mt-2 text-sm text-muted">
        {t("csv.columns")}{" "}
        <code dir="ltr" className="font-mono text-xs">
          slug, name, arName, category, eg.price, eg.available, sa.price, sa.available, availableEdition
        </code>
      </p>
      <start.Form
        method="post"
        encType="multipart/form-data"
        className="mt-6 space-y-4 rounded-lg border border-line bg-white p-5"
      >
        <input type="hidden" name="mode" value="dry" />
        {result && "ok" in result && !result.ok && <Notice tone="danger">{result.message}</Notice>}
        <FilePicker label={t("csv.file")} name="file" />
        <Button type="submit" busy={start.state !== "idle"} busyLabel={t("csv.starting")}>
          {t("csv.dryRun")}
        </Button>
      </start.Form>
      {report && <Report report={report} />}
    </>
  );
}

function Report({ report }: { report: ImportReport }) {
  const { t } = useT();
  const apply = useFetcher<typeof clientAction>();
  const bad = report.rows.filter((r) => r.errors.length);
  const changing = report.rows.filter((r) => !r.errors.length && r.changes.length);
  const done = report.status === "done";
  const percent = report.total ? Math.round((report.done / report.total) * 100) : 0;
  return (
    <section className="mt-6 space-y-4 rounded-lg border border-line bg-white p-5" aria-live="polite">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-semibold">{report.mode === "dry" ? t("csv.dryReport") : t("csv.applyReport")}</h2>
        <Badge tone={report.status === "failed" ? "danger" : done ? "success" : "accent"}>
          {t(`csv.status.${report.status}`)}
        </Badge>
        <bdi className="text-sm text-muted">{report.fileName}</bdi>
      </div>
      <div>
        <progress className="h-2 w-full accent-accent" max={report.total} value={report.done} />
        <p className="mt-1 text-sm tabular-nums text-muted">
          {t("csv.progress", { done: report.done, total: report.total, percent })}
        </p>
      </div>
      {done && (
        <p className="text-sm">
          {t(report.mode === "dry" ? "csv.summaryDry" : "csv.summaryApply", {
            changing: report.mode === "dry" ? changing.length : report.rows.filter((r) => r.applied).length,
            bad: bad.length,
          })}
        </p>
      )}
      {bad.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="mb-2 text-start font-semibold">{t("csv.errors")}</caption>
            <thead>
              <tr className="border-b border-line text-start">
                <th className="p-2 text-start">{t("csv.row")}</th>
                <th className="p-2 text-start">{t("csv.column")}</th>
                <th className="p-2 text-start">{t("csv.message")}</th>
              </tr>
            </thead>
            <tbody>
              {bad.flatMap((r) =>
                r.errors.map((e) => (
                  <tr key={`${r.row}-${e.column}-${e.code}`} className="border-b border-line">
                    <td className="p-2 tabular-nums">{r.row}</td>
                    <td className="p-2 font-mono text-xs" dir="ltr">
                      {e.column}
                    </td>
                    <td className="p-2 text-danger">{e.message}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      )}
      {changing.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="mb-2 text-start font-semibold">{t("csv.changes")}</caption>
            <thead>
              <tr className="border-b border-line">
                <th className="p-2 text-start">{t("csv.row")}</th>
                <th className="p-2 text-start">slug</th>
                <th className="p-2 text-start">{t("csv.change")}</th>
              </tr>
            </thead>
            <tbody>
              {changing.map((r) => (
                <tr key={r.row} className="border-b border-line align-top">
                  <td className="p-2 tabular-nums">{r.row}</td>
                  <td className="p-2 font-mono text-xs" dir="ltr">
                    {r.slug}
                  </td>
                  <td className="p-2">
                    <ul dir="ltr" className="text-start font-mono text-xs">
                      {r.changes.map((c) => (
                        <li key={c.column}>
                          {c.column}: {c.before || "—"} → {c.after}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {done && report.mode === "dry" && changing.length > 0 && (
        <apply.Form method="post">
          <input type="hidden" name="from" value={report._id} />
          {apply.data && "ok" in apply.data && !apply.data.ok && (
            <Notice tone="danger">{apply.data.message}</Notice>
          )}
          <Button type="submit" busy={apply.state !== "idle"} busyLabel={t("csv.starting")}>
            {t("csv.apply", { count: changing.length })}
          </Button>
        </apply.Form>
      )}
    </section>
  );
}
