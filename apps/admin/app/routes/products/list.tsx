/** The products list (decision 0117): searched, filtered, sorted and paged on the server. */
import { useMemo } from "react";
import { Form, Link } from "react-router";
import { columnsOf, DataTable } from "../../components/data-table.tsx";
import { ListScreen, SearchBox, StatusTabs } from "../../components/list.tsx";
import { Badge } from "../../components/ui.tsx";
import { dataOf, request } from "../../lib/graphql.ts";
import { useT } from "../../lib/i18n.ts";
import { listOptionsOf, listStateOf } from "../../lib/list-params.ts";
import type { Route } from "./+types/list";
import { ExportButton } from "./csv-export.tsx";
import { PRODUCTS, type ProductRow } from "./documents.ts";
import { COUNTRIES, COUNTRY_CODES, type Country } from "./form-data.ts";

const FILTERS = ["category", "stock", "availableIn", "notAvailableIn", "designer", "manufacturer"] as const;
type FilterName = (typeof FILTERS)[number];
const LOW_STOCK = 5;

export async function clientLoader({ request: req }: Route.ClientLoaderArgs) {
  const url = new URL(req.url);
  const state = listStateOf(url);
  const raw = url.searchParams.get("status");
  const status = raw === "active" || raw === "archived" ? raw : null;
  const filters = Object.fromEntries(FILTERS.map((f) => [f, url.searchParams.get(f) || null])) as Record<
    FilterName,
    string | null
  >;
  const variables = {
    options: listOptionsOf(state),
    filter: {
      ...filters,
      status,
      availableIn: filters.availableIn as Country | null,
      notAvailableIn: filters.notAvailableIn as Country | null,
    },
  };
  const r = await request(PRODUCTS, variables);
  return {
    state,
    status,
    filters,
    variables,
    list: dataOf(r.adminProducts),
    choices: dataOf(r.catalogChoices),
  };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { state, status, filters, variables, list, choices } = loaderData;
  const { t } = useT();
  const columns = useProductColumns();
  const keep = { status, ...filters };
  const filtered = !!state.search || Object.values(filters).some(Boolean);
  return (
    <>
      <div className="mb-2 flex flex-wrap justify-end gap-3">
        {/* products CSV (decision 0120) */}
        <ExportButton variables={variables} />
        <Link
          to="/products/import"
          className="inline-flex min-h-10 items-center rounded-md border border-line bg-white px-4 text-sm font-semibold hover:bg-canvas"
        >
          {t("csv.import")}
        </Link>
        <Link
          to="/products/new"
          className="inline-flex min-h-10 items-center rounded-md bg-accent px-4 text-sm font-semibold text-white hover:bg-accent-dark"
        >
          {t("products.new")}
        </Link>
      </div>
      <ListScreen
        title={t("area.products")}
        lead={t("area.products.lead")}
        tabs={
          <div className="space-y-3">
            <StatusTabs
              param="status"
              current={status}
              tabs={[
                { value: null, label: t("all") },
                { value: "active", label: t("status.active") },
                { value: "archived", label: t("status.archived") },
              ]}
            />
            <Filters state={state} status={status} filters={filters} choices={choices} />
          </div>
        }
        search={<SearchBox placeholder={t("searchProducts")} state={state} keep={keep} />}
        empty={list.items.length ? null : t("products.empty")}
        filtered={filtered}
        page={list.page}
        total={list.total}
      >
        <DataTable
          caption={t("area.products")}
          columns={columns}
          rows={list.items}
          rowId={(p) => p._id}
          state={state}
          sortable={["name", "price", "stock", "createdAt"]}
        />
      </ListScreen>
    </>
  );
}

type Data = Route.ComponentProps["loaderData"];

function Filters({
  state,
  status,
  filters,
  choices,
}: Pick<Data, "state" | "status" | "filters" | "choices">) {
  const { t, lang } = useT();
  const select = "min-w-0 max-w-full rounded-md border border-line bg-white px-2 py-2 text-sm";
  return (
    <Form aria-label={t("products.filters")} className="flex flex-wrap items-end gap-2">
      {status && <input type="hidden" name="status" value={status} />}
      {state.search && <input type="hidden" name="q" value={state.search} />}
      <select
        name="category"
        defaultValue={filters.category ?? ""}
        className={select}
        aria-label={t("col.category")}
      >
        <option value="">{t("products.anyCategory")}</option>
        {choices.categories.map((c) => (
          <option key={c._id} value={c._id}>
            {c.parentId ? "— " : ""}
            {lang === "ar" ? c.arName : c.name}
          </option>
        ))}
      </select>
      <select name="stock" defaultValue={filters.stock ?? ""} className={select} aria-label={t("col.stock")}>
        <option value="">{t("products.anyStock")}</option>
        <option value="low">{t("stock.low")}</option>
        <option value="out">{t("stock.out")}</option>
      </select>
      {(["availableIn", "notAvailableIn"] as const).map((name) => (
        <select
          key={name}
          name={name}
          defaultValue={filters[name] ?? ""}
          className={select}
          aria-label={t(`products.${name}`, { country: "" })}
        >
          <option value="">{t("products.anyCountry")}</option>
          {COUNTRY_CODES.map((c) => (
            <option key={c} value={c}>
              {t(`products.${name}`, { country: COUNTRIES[c].names[lang] })}
            </option>
          ))}
        </select>
      ))}
      <select
        name="designer"
        defaultValue={filters.designer ?? ""}
        className={select}
        aria-label={t("col.designer")}
      >
        <option value="">{t("products.anyDesigner")}</option>
        {choices.designers.map((d) => (
          <option key={d._id} value={d._id}>
            {d.name}
          </option>
        ))}
      </select>
      <select
        name="manufacturer"
        defaultValue={filters.manufacturer ?? ""}
        className={select}
        aria-label={t("col.manufacturer")}
      >
        <option value="">{t("products.anyManufacturer")}</option>
        {choices.manufacturers.map((d) => (
          <option key={d._id} value={d._id}>
            {d.name}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="rounded-md border border-line bg-white px-4 py-2 text-sm font-semibold hover:border-accent"
      >
        {t("products.apply")}
      </button>
    </Form>
  );
}

function useProductColumns() {
  const { t, lang, locale } = useT();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    const money = (minor: number, c: Country) =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency: COUNTRIES[c].currency,
        maximumFractionDigits: minor % 100 ? 2 : 0,
      }).format(minor / 100);
    const column = columnsOf<ProductRow>();
    return column.columns([
      column.display({
        id: "picture",
        header: t("col.picture"),
        cell: ({ row: { original: p } }) =>
          p.thumbnail ? (
            <img src={p.thumbnail} alt="" loading="lazy" className="size-12 rounded object-cover" />
          ) : (
            <span className="block size-12 rounded bg-canvas" aria-hidden />
          ),
      }),
      column.accessor("name", {
        header: t("col.name"),
        cell: ({ row: { original: p } }) => (
          <>
            <Link
              to={`/products/${p._id}`}
              className="font-semibold text-accent-dark underline-offset-2 hover:underline"
            >
              <bdi>{lang === "ar" ? p.arName : p.name}</bdi>
            </Link>
            <span className="block text-xs text-muted" dir="ltr">
              {p.slug}
            </span>
          </>
        ),
      }),
      column.accessor((p) => (lang === "ar" ? p.categoryArName : p.categoryName), {
        id: "category",
        header: t("col.category"),
        cell: (info) => info.getValue() ?? "—",
      }),
      column.accessor((p) => p.prices.find((r) => r.country === "eg")?.price ?? null, {
        id: "price",
        header: t("col.price"),
        cell: (info) => {
          const v = info.getValue();
          return <span className="whitespace-nowrap tabular-nums">{v === null ? "—" : money(v, "eg")}</span>;
        },
      }),
      column.accessor("availableEdition", {
        id: "stock",
        header: t("col.stock"),
        cell: (info) => {
          const n = info.getValue();
          if (n === 0) return <Badge tone="danger">{t("stock.out")}</Badge>;
          if (n <= LOW_STOCK) return <Badge tone="accent">{t("stock.left", { count: n })}</Badge>;
          return <span className="tabular-nums">{n}</span>;
        },
      }),
      column.display({
        id: "availability",
        header: t("col.availability"),
        cell: ({ row: { original: p } }) => (
          <span className="flex flex-wrap gap-1">
            {COUNTRY_CODES.filter((c) => p.prices.some((r) => r.country === c && r.available)).map((c) => (
              <Badge key={c} tone="neutral">
                {COUNTRIES[c].names[lang]}
              </Badge>
            ))}
          </span>
        ),
      }),
      column.accessor("status", {
        header: t("col.status"),
        cell: (info) => (
          <Badge tone={info.getValue() === "active" ? "success" : "neutral"}>
            {t(`status.${info.getValue()}`)}
          </Badge>
        ),
      }),
      column.accessor("createdAt", {
        header: t("col.added"),
        cell: (info) => (
          <span className="whitespace-nowrap tabular-nums">{date.format(new Date(info.getValue()))}</span>
        ),
      }),
    ]);
  }, [t, lang, locale]);
}
