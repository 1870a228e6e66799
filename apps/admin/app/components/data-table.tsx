/**
 * A staff list's table (decision 0110): columns declared once with TanStack Table's headless
 * column helper, rendered as a plain, accessible table; sorting and paging happen on the server,
 * so a sortable column's header is a link that changes the URL (`SortHeader`).
 */
import {
  type ColumnDef,
  createColumnHelper,
  type RowData,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { useNavigation } from "react-router";
import type { ListState } from "../lib/list-params.ts";
import { SortHeader } from "./list.tsx";

/** No client-side feature: the server sorts, filters and pages. */
const features = tableFeatures({});
type Features = typeof features;
// biome-ignore lint/suspicious/noExplicitAny: each column keeps its own value type (TanStack's own helper type).
export type Columns<Row extends RowData> = Array<ColumnDef<Features, Row, any>>;

/** The column helper for a list of `Row`: `columnsOf<Ticket>()`, then `.accessor`/`.display`. */
export const columnsOf = <Row extends RowData>() => createColumnHelper<Features, Row>();

export function DataTable<Row extends RowData>({
  caption,
  columns,
  rows,
  rowId,
  state,
  sortable = [],
  defaultSort,
}: {
  caption: string;
  /** Made with `columnsOf<Row>().columns([...])` inside a `useMemo` (a new array re-renders every row). */
  columns: Columns<Row>;
  rows: Row[];
  rowId: (row: Row) => string;
  state: ListState;
  /** The ids of the columns the server sorts by (each the list's sort field of the same name). */
  sortable?: readonly string[];
  defaultSort?: string;
}) {
  const navigation = useNavigation();
  const table = useTable({ features, columns, data: rows, getRowId: rowId });
  return (
    <div
      className={`overflow-x-auto rounded-lg border border-line bg-white ${navigation.state === "loading" ? "opacity-60" : ""}`}
    >
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-canvas">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const id = header.column.id;
                const label = header.column.columnDef.header;
                const text = typeof label === "string" ? label : "";
                return sortable.includes(id) ? (
                  <SortHeader key={id} field={id} label={text} state={state} defaultSort={defaultSort} />
                ) : (
                  <th key={id} scope="col" className="px-3 py-2 text-start font-semibold">
                    {text ? text : <span className="sr-only">{id}</span>}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-line">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="hover:bg-canvas">
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2 align-top">
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
