/** The pieces every staff list shares: status tabs, search, sortable headers and the pager (the table: data-table.tsx). */
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { useT } from "../lib/i18n.ts";
import { type ListState, PAGE_SIZE, withParams } from "../lib/list-params.ts";

export function StatusTabs({
  param,
  current,
  tabs,
}: {
  param: string;
  current: string | null;
  tabs: Array<{ value: string | null; label: string; count?: number }>;
}) {
  const { search } = useLocation();
  return (
    <nav className="flex flex-wrap gap-2" aria-label={param}>
      {tabs.map((tab) => {
        const active = tab.value === current;
        return (
          <Link
            key={tab.value ?? "all"}
            to={withParams(search, { [param]: tab.value })}
            aria-current={active ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${active ? "border-accent bg-accent text-white" : "border-line bg-white hover:border-accent"}`}
          >
            {tab.label}
            {tab.count !== undefined && <span className="ms-1.5 tabular-nums opacity-80">{tab.count}</span>}
          </Link>
        );
      })}
    </nav>
  );
}

/** A search box that keeps the list's other parameters (a GET form). */
export function SearchBox({
  placeholder,
  state,
  keep,
}: {
  placeholder: string;
  state: ListState;
  keep: Record<string, string | null>;
}) {
  const { t } = useT();
  return (
    <Form role="search" className="flex gap-2">
      {Object.entries(keep).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      <label className="sr-only" htmlFor="list-search">
        {placeholder}
      </label>
      <input
        id="list-search"
        type="search"
        name="q"
        defaultValue={state.search ?? ""}
        placeholder={placeholder}
        className="w-full min-w-0 rounded-md border border-line bg-white px-3 py-2 sm:w-80"
      />
      <button
        type="submit"
        className="rounded-md border border-line bg-white px-4 text-sm font-semibold hover:border-accent"
      >
        {t("search")}
      </button>
    </Form>
  );
}

/** A column header that sorts the list by its field (server side), and says how it is sorted. */
export function SortHeader({
  field,
  label,
  state,
  defaultSort = "createdAt",
}: {
  field: string;
  label: string;
  state: ListState;
  /** The list's default sort (the service's first sortable field). */
  defaultSort?: string;
}) {
  const { t } = useT();
  const { search } = useLocation();
  const active = (state.sort ?? defaultSort) === field;
  const direction = state.direction ?? "desc";
  const next = active && direction === "desc" ? "asc" : "desc";
  return (
    <th
      scope="col"
      aria-sort={active ? (direction === "asc" ? "ascending" : "descending") : "none"}
      className="px-3 py-2 text-start font-semibold"
    >
      <Link
        to={withParams(search, { sort: field, dir: next })}
        className="inline-flex items-center gap-1 hover:text-accent"
        aria-label={t("sortBy", { column: label })}
      >
        {label}
        <span aria-hidden className={active ? "" : "opacity-30"}>
          {active && direction === "asc" ? "▲" : "▼"}
        </span>
      </Link>
    </th>
  );
}

export function Pager({ page, total }: { page: number; total: number }) {
  const { t } = useT();
  const { search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (pages <= 1) return <p className="text-sm text-muted">{t("results", { count: total })}</p>;
  const link = "rounded-md border border-line bg-white px-3 py-1.5 text-sm hover:border-accent";
  return (
    <nav className="flex flex-wrap items-center gap-3" aria-label={t("page", { page, pages })}>
      <span className="text-sm text-muted">
        {t("results", { count: total })} · {t("page", { page, pages })}
      </span>
      {page > 1 && (
        <Link className={link} to={withParams(search, { page: page - 1 })}>
          {t("previous")}
        </Link>
      )}
      {page < pages && (
        <Link className={link} to={withParams(search, { page: page + 1 })}>
          {t("next")}
        </Link>
      )}
    </nav>
  );
}

/** What an empty list says, and the way back when a search found nothing. */
export function EmptyState({ text, filtered }: { text: string; filtered: boolean }) {
  const { t } = useT();
  return (
    <div className="rounded-lg border border-dashed border-line bg-white p-8 text-center text-muted">
      <p>{filtered ? t("emptyFiltered") : text}</p>
      {filtered && (
        <Link to="?" className="mt-3 inline-block text-accent underline">
          {t("showAll")}
        </Link>
      )}
    </div>
  );
}

/**
 * A staff list's screen: its title and lead, the status tabs and search box, then the table (or
 * what an empty list says) and the pager.
 */
export function ListScreen({
  title,
  lead,
  tabs,
  search,
  empty,
  filtered,
  page,
  total,
  children,
}: {
  title: string;
  lead: string;
  tabs: ReactNode;
  search: ReactNode;
  /** What the list says when it has nothing (null: it has rows). */
  empty: string | null;
  filtered: boolean;
  page: number;
  total: number;
  children: ReactNode;
}) {
  return (
    <>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-1 text-muted">{lead}</p>
      <div className="mt-6 flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        {tabs}
        {search}
      </div>
      <div className="mt-4 space-y-4">
        {empty !== null ? <EmptyState text={empty} filtered={filtered} /> : children}
        <Pager page={page} total={total} />
      </div>
    </>
  );
}
