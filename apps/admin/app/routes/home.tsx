/**
 * The back office's home (decisions 0121, 0122): the Overview's figures the viewer's permissions
 * open, for a range of days kept in the address (`?range=7d`, or `?from=…&to=…`), each linking to
 * the list behind it; then the areas of their privilege. A staff member whose privilege opens no
 * figure sees the welcome and their areas only.
 */

import { Link } from "react-router";
import { OVERVIEW_RANGES, type OverviewRange } from "#domain/reports/overview.rules.ts";
import { Notice } from "../components/ui.tsx";
import { areasOf } from "../lib/areas.ts";
import { dataOf, request } from "../lib/graphql.ts";
import { useT } from "../lib/i18n.ts";
import type { MessageKey } from "../lib/messages.ts";
import type { Route } from "./+types/home";
import { OVERVIEW } from "./overview/documents.ts";
import { NewCustomers, RangePicker, Sales, Stages, Tops, WorkWaiting } from "./overview/parts.tsx";
import { useViewer } from "./shell.tsx";

export async function clientLoader({ request: req }: Route.ClientLoaderArgs) {
  const params = new URL(req.url).searchParams;
  const raw = params.get("range");
  const asked = {
    range: OVERVIEW_RANGES.includes(raw as OverviewRange) ? raw : null,
    from: params.get("from")?.trim() || null,
    to: params.get("to")?.trim() || null,
  };
  const { overview } = await request(OVERVIEW, asked);
  // No figure for this privilege (content staff): the welcome alone.
  if (overview.code === "FORBIDDEN") return { overview: null, problem: null, asked };
  // Days that make no range: their fields say why, and the default range shows meanwhile.
  if (overview.status_code === 400) {
    const fallback = await request(OVERVIEW, {});
    return { overview: dataOf(fallback.overview), problem: overview, asked };
  }
  return { overview: dataOf(overview), problem: null, asked };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { overview: o, problem, asked } = loaderData;
  const me = useViewer();
  const { t } = useT();
  const areas = areasOf(me.permissions);
  const ranged = !!o && (o.sales || o.stages || o.topProducts || o.topDesigners || o.newCustomers !== null);
  return (
    <>
      <h1 className="text-2xl font-semibold">{t("welcome", { name: me.name || me.email })}</h1>
      <p className="mt-1 text-muted">
        {t("privilege", { type: t(`privilege.${me.privilageType ?? "none"}` as MessageKey) })}
      </p>
      {o && <WorkWaiting work={o.work} />}
      {(ranged || problem) && (
        <section aria-labelledby="ov-period" className="mt-8">
          <h2 id="ov-period" className="text-lg font-semibold">
            {t("ov.title")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("ov.lead")}</p>
          <RangePicker
            range={problem ? null : (o?.range ?? null)}
            typed={problem ? asked : { from: o?.from ?? null, to: o?.to ?? null }}
            shown={o ? { from: o.from, to: o.to } : null}
            errors={problem?.fieldErrors}
          />
          {problem && !problem.fieldErrors.length && (
            <div className="mt-3">
              <Notice tone="danger">{problem.message}</Notice>
            </div>
          )}
        </section>
      )}
      {o?.sales && <Sales sales={o.sales} from={o.from} to={o.to} />}
      {o?.stages && <Stages stages={o.stages} from={o.from} to={o.to} />}
      {o && (o.topProducts || o.topDesigners) && (
        <Tops products={o.topProducts ?? null} designers={o.topDesigners ?? null} />
      )}
      {o && o.newCustomers !== null && o.newCustomers !== undefined && (
        <NewCustomers count={o.newCustomers} from={o.from} to={o.to} />
      )}
      <section aria-labelledby="your-areas" className="mt-10">
        <h2 id="your-areas" className="text-lg font-semibold">
          {t("yourAreas")}
        </h2>
        {areas.length ? (
          <ul className={o ? "mt-3 flex flex-wrap gap-2" : "mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3"}>
            {areas.map((area) => (
              <li key={area.path}>
                {o ? (
                  // Below the figures: the areas as a compact row of links.
                  <Link
                    to={area.path}
                    className="inline-block rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold hover:border-accent"
                  >
                    {t(area.title)}
                  </Link>
                ) : (
                  <Link
                    to={area.path}
                    className="block h-full rounded-lg border border-line bg-white p-5 hover:border-accent"
                  >
                    <span className="font-semibold">{t(area.title)}</span>
                    <span className="mt-1 block text-sm text-muted">{t(area.lead)}</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-muted">{t("noAreas")}</p>
        )}
      </section>
    </>
  );
}
