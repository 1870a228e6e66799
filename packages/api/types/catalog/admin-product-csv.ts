/**
 * The products CSV in the admin API (decision 0120): the export of the list's filter, and the
 * import (dry run or apply) started as a job whose progress and report the screen polls.
 */
import { exportProductsCsv } from "#domain/catalog/product-export.service.ts";
import {
  applyProductImport,
  getProductImport,
  type ProductImportView,
  startProductImport,
} from "#domain/catalog/product-import.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { ListOptions, listArgsOf } from "../../list.ts";
import { ProductFilter } from "./admin-products.ts";

type Row = ProductImportView["rows"][number];
type CellError = Row["errors"][number];
type Change = { column: string; before: string; after: string };

const show = (v: unknown) => (v === null || v === undefined ? "" : String(v));

const CellErrorType = builder.objectRef<CellError>("AdminImportError").implement({
  fields: (t) => ({
    column: t.exposeString("column"),
    code: t.exposeString("code"),
    message: t.exposeString("message", { description: "In the reader's language" }),
  }),
});

const ChangeType = builder.objectRef<Change>("AdminImportChange").implement({
  fields: (t) => ({
    column: t.exposeString("column"),
    before: t.exposeString("before"),
    after: t.exposeString("after"),
  }),
});

const RowType = builder.objectRef<Row>("AdminImportRow").implement({
  fields: (t) => ({
    row: t.exposeInt("row", { description: "The file's line number (the header is line 1)" }),
    slug: t.exposeString("slug"),
    errors: t.field({ type: [CellErrorType], resolve: (r) => r.errors }),
    changes: t.field({
      type: [ChangeType],
      resolve: (r) =>
        Object.entries(r.changes).map(([column, [before, after]]) => ({
          column,
          before: show(before),
          after: show(after),
        })),
    }),
    applied: t.exposeBoolean("applied"),
  }),
});

const ImportMode = builder.enumType("AdminImportMode", { values: ["dry", "apply"] as const });
const ImportStatus = builder.enumType("AdminImportStatus", {
  values: ["queued", "running", "done", "failed"] as const,
});

const ImportType = builder.objectRef<ProductImportView>("AdminProductImport").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    mode: t.field({ type: ImportMode, resolve: (i) => i.mode }),
    status: t.field({ type: ImportStatus, resolve: (i) => i.status }),
    fileName: t.exposeString("fileName"),
    total: t.exposeInt("total"),
    done: t.exposeInt("done", { description: "Rows checked so far (progress)" }),
    rows: t.field({ type: [RowType], resolve: (i) => i.rows }),
  }),
});

const Csv = builder.objectRef<{ csv: string }>("AdminCsv").implement({
  fields: (t) => ({ csv: t.exposeString("csv") }),
});

builder.queryField("exportProductsCsv", (t) =>
  t.field({
    ...guard.admin("update:product:any"),
    type: envelopeOf<{ csv: string }>("AdminProductsCsv", Csv),
    description: "Every product the list's filter and search select, as CSV (the import's columns)",
    args: {
      options: t.arg({ type: ListOptions }),
      filter: t.arg({ type: ProductFilter }),
    },
    resolve: (_r, args, ctx) =>
      reply(ctx, async () => ({ csv: await exportProductsCsv(ctx, listArgsOf(args)) })),
  }),
);

builder.queryField("productImport", (t) =>
  t.field({
    ...guard.admin("update:product:any"),
    type: envelopeOf<ProductImportView>("AdminProductImportOne", ImportType),
    description: "An import the caller started: its progress and each row's report",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => reply(ctx, () => getProductImport(ctx, String(a.id))),
  }),
);

const Started = builder.objectRef<{ id: string }>("AdminImportStarted").implement({
  fields: (t) => ({ _id: t.exposeID("id") }),
});

builder.mutationField("startProductImport", (t) =>
  t.field({
    ...guard.admin("update:product:any"),
    type: envelopeOf<{ id: string }>("AdminProductImportStarted", Started),
    description: "Checks a products CSV's header and queues its dry run or its apply as a job",
    args: {
      csv: t.arg.string({ required: true }),
      fileName: t.arg.string(),
      mode: t.arg({ type: ImportMode, required: true }),
    },
    resolve: (_r, a, ctx) =>
      reply(ctx, () => startProductImport(ctx, { csv: a.csv, fileName: a.fileName ?? "", mode: a.mode })),
  }),
);

builder.mutationField("applyProductImport", (t) =>
  t.field({
    ...guard.admin("update:product:any"),
    type: envelopeOf<{ id: string }>("AdminProductImportApplied", Started),
    description: "Applies the file a finished dry run checked, as a new import job",
    args: { dryRun: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => reply(ctx, () => applyProductImport(ctx, String(a.dryRun))),
  }),
);
