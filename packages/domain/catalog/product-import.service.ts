/**
 * The products CSV import (decision 0120): the file is checked and kept with its mode, a job
 * (`catalog.import`) reads it in batches, recording progress after each; a dry run only reports
 * each row's errors and changes, an apply writes the valid rows through `updateProduct` (the same
 * rules, audit and `catalog.changed`), one transaction per batch.
 */

import { parse } from "csv-parse/sync";
import { and, eq, inArray } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import { type ErrorCode, errorMessage } from "#i18n/messages/errors.ts";
import { audit } from "#kernel/audit.ts";
import type { RequestContext, SessionUser } from "#kernel/context.ts";
import { DomainError, notFound } from "#kernel/errors.ts";
import { enqueue } from "#kernel/jobs.ts";
import { requirePermission } from "#kernel/permissions.ts";
import { withTransaction } from "#kernel/tx.ts";
import { isUuid } from "./ids.ts";
import { priceRowProblems } from "./product-admin.rules.ts";
import { productUpdateInput } from "./product-admin.schema.ts";
import {
  type CellError,
  CSV_COUNTRIES,
  columnOf,
  flagOf,
  headerProblems,
  IMPORT_BATCH,
  MAX_IMPORT_ROWS,
  minorOf,
} from "./product-csv.rules.ts";
import { updateProduct } from "./product-edit.service.ts";

export const IMPORT_TOPIC = "catalog.import";
type Mode = "dry" | "apply";

/** One row's outcome: its errors, or what it changes (`column: [before, after]`). */
export interface RowReport {
  row: number;
  slug: string;
  errors: CellError[];
  changes: Record<string, [unknown, unknown]>;
  applied: boolean;
}

/** Reads the file; refuses one that is not CSV, has unknown columns, no rows or too many. */
function readCsv(csv: string): { header: string[]; rows: string[][] } {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch {
    throw new DomainError("CSV_INVALID", 400, { file: "CSV_INVALID" });
  }
  const [header = [], ...rows] = records;
  const problems = headerProblems(header);
  const first = problems[0]?.code as ErrorCode | undefined;
  if (first) throw new DomainError(first, 400, { file: first });
  if (!rows.length) throw new DomainError("CSV_EMPTY", 400, { file: "CSV_EMPTY" });
  if (rows.length > MAX_IMPORT_ROWS)
    throw new DomainError("CSV_TOO_MANY_ROWS", 400, { file: "CSV_TOO_MANY_ROWS" });
  return { header, rows };
}

/** Keeps the file and queues its job; answers the import to poll. */
export async function startProductImport(
  ctx: RequestContext,
  args: { csv: string; fileName?: string; mode: Mode },
): Promise<{ id: string }> {
  requirePermission(ctx, "update:product:any");
  const { rows } = readCsv(args.csv);
  return withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .insert(s.catalogImports)
      .values({
        userId: ctx.user!.id,
        mode: args.mode,
        fileName: (args.fileName ?? "").slice(0, 200),
        csv: args.csv,
        total: rows.length,
      })
      .returning({ id: s.catalogImports.id });
    await audit(tx, {
      action: "product.import",
      entity: "product",
      entityId: row!.id,
      before: null,
      after: { mode: args.mode, fileName: args.fileName ?? "", rows: rows.length },
    });
    await enqueue(
      tx,
      IMPORT_TOPIC,
      { importId: row!.id },
      { key: `${IMPORT_TOPIC}:${row!.id}`, maxAttempts: 2 },
    );
    return { id: row!.id };
  });
}

/** Applies the file a finished dry run checked (the same file, started again as an apply). */
export async function applyProductImport(ctx: RequestContext, dryRunId: string): Promise<{ id: string }> {
  requirePermission(ctx, "update:product:any");
  if (!isUuid(dryRunId)) throw notFound("IMPORT_NOT_FOUND");
  const [dry] = await ctx.db
    .select()
    .from(s.catalogImports)
    .where(and(eq(s.catalogImports.id, dryRunId), eq(s.catalogImports.userId, ctx.user!.id)));
  if (!dry || dry.mode !== "dry" || dry.status !== "done") throw notFound("IMPORT_NOT_FOUND");
  return startProductImport(ctx, { csv: dry.csv, fileName: dry.fileName, mode: "apply" });
}

export interface ProductImportView {
  id: string;
  mode: Mode;
  status: "queued" | "running" | "done" | "failed";
  fileName: string;
  total: number;
  done: number;
  rows: Array<Omit<RowReport, "errors"> & { errors: Array<CellError & { message: string }> }>;
}

/** An import its starter polls: progress, and each row's report with messages in their language. */
export async function getProductImport(ctx: RequestContext, id: string): Promise<ProductImportView> {
  requirePermission(ctx, "update:product:any");
  if (!isUuid(id)) throw notFound("IMPORT_NOT_FOUND");
  const [row] = await ctx.db
    .select()
    .from(s.catalogImports)
    .where(and(eq(s.catalogImports.id, id), eq(s.catalogImports.userId, ctx.user!.id)));
  if (!row) throw notFound("IMPORT_NOT_FOUND");
  const report = row.report as RowReport[];
  return {
    id: row.id,
    mode: row.mode,
    status: row.status,
    fileName: row.fileName,
    total: row.total,
    done: row.done,
    rows: report.map((r) => ({
      ...r,
      errors: r.errors.map((e) => ({ ...e, message: errorMessage(e.code as ErrorCode, ctx.language) })),
    })),
  };
}

type Product = typeof s.products.$inferSelect;
type Price = typeof s.productPrices.$inferSelect;

/** Checks one row against its product; answers the input to save and what it changes. */
function checkRow(
  cells: Record<string, string>,
  product: Product | undefined,
  prices: Price[],
  categories: Map<string, string>,
): { errors: CellError[]; input?: Record<string, unknown>; changes: Record<string, [unknown, unknown]> } {
  const errors: CellError[] = [];
  const changes: Record<string, [unknown, unknown]> = {};
  if (!cells.slug) return { errors: [{ column: "slug", code: "FIELD_REQUIRED" }], changes };
  if (!product) return { errors: [{ column: "slug", code: "PRODUCT_NOT_FOUND" }], changes };
  const input: Record<string, unknown> = {};
  for (const k of ["name", "arName"] as const) if (cells[k]) input[k] = cells[k];
  if (cells.category) {
    const id = categories.get(cells.category.toLowerCase());
    if (!id) errors.push({ column: "category", code: "CATEGORY_NOT_FOUND" });
    else input.category = id;
  }
  if (cells.availableEdition) input.availableEdition = cells.availableEdition;
  const rows: Record<string, unknown> = {};
  for (const c of CSV_COUNTRIES) {
    const price = minorOf(cells[`${c}.price`] ?? "");
    const available = flagOf(cells[`${c}.available`] ?? "");
    if (Number.isNaN(price)) errors.push({ column: `${c}.price`, code: "CSV_NUMBER_INVALID" });
    if (available === undefined) errors.push({ column: `${c}.available`, code: "CSV_YES_NO_INVALID" });
    if (price === null && (available === null || available === undefined)) continue;
    const current = prices.find((p) => p.country === c);
    if (!current && price === null) {
      errors.push({ column: `${c}.price`, code: "FIELD_REQUIRED" });
      continue;
    }
    const {
      productId: _p,
      country: _c,
      salesNumber: _s,
      ...kept
    } = current ?? {
      productId: "",
      country: c,
      salesNumber: 0,
      available: false,
      price: 0,
    };
    rows[c] = { ...kept, ...(price !== null ? { price } : {}), ...(available != null ? { available } : {}) };
  }
  if (Object.keys(rows).length) input.prices = rows;
  const parsed = productUpdateInput.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      errors.push({ column: columnOf(issue.path.join(".")), code: issue.message });
    return { errors, changes };
  }
  const merged = Object.fromEntries(prices.map(({ country, ...r }) => [country, r]));
  for (const [path, code] of Object.entries(
    priceRowProblems({ ...merged, ...parsed.data.prices }, product.egyptOnly),
  ))
    errors.push({ column: columnOf(path), code });
  if (errors.length) return { errors, changes };
  const note = (column: string, before: unknown, after: unknown) => {
    if (after !== undefined && before !== after) changes[column] = [before, after];
  };
  const p = parsed.data;
  note("name", product.name, p.name);
  note("arName", product.arName, p.arName);
  note("category", product.subCategoryId ?? product.categoryId, p.category);
  note("availableEdition", product.availableEdition, p.availableEdition);
  for (const c of CSV_COUNTRIES) {
    const before = prices.find((r) => r.country === c);
    note(`${c}.price`, before?.price ?? null, p.prices?.[c]?.price);
    note(`${c}.available`, before?.available ?? null, p.prices?.[c]?.available);
  }
  return { errors, input, changes };
}

/** The job: reads the import's rows in batches, reports each, applies the valid ones when asked. */
export async function runProductImport(ctx: RequestContext, importId: string): Promise<void> {
  const [job] = await ctx.db.select().from(s.catalogImports).where(eq(s.catalogImports.id, importId));
  if (!job || job.status === "done") return;
  const [user] = await ctx.db
    .select({
      id: s.users.id,
      role: s.users.role,
      privilageType: s.users.privilageType,
      status: s.users.status,
    })
    .from(s.users)
    .where(eq(s.users.id, job.userId));
  const asUser: RequestContext = { ...ctx, user: (user as SessionUser) ?? null };
  const finish = (status: "done" | "failed", report: RowReport[]) =>
    ctx.db
      .update(s.catalogImports)
      .set({ status, report, updatedAt: new Date() })
      .where(eq(s.catalogImports.id, importId));
  try {
    requirePermission(asUser, "update:product:any");
  } catch {
    await finish("failed", []);
    return;
  }
  await ctx.db
    .update(s.catalogImports)
    .set({ status: "running", done: 0, report: [] })
    .where(eq(s.catalogImports.id, importId));
  const { header, rows } = readCsv(job.csv);
  const categoryRows = await ctx.db
    .select({ id: s.categories.id, slug: s.categories.slug })
    .from(s.categories);
  const categories = new Map(categoryRows.map((c) => [c.slug, c.id]));
  const report: RowReport[] = [];
  for (let start = 0; start < rows.length; start += IMPORT_BATCH) {
    const batch = rows.slice(start, start + IMPORT_BATCH).map((cells, i) => ({
      row: start + i + 2,
      cells: Object.fromEntries(header.map((h, j) => [h, cells[j] ?? ""])),
    }));
    await withTransaction(asUser, async (tx) => {
      const slugs = batch.map((b) => b.cells.slug?.toLowerCase() ?? "").filter(Boolean);
      const products = slugs.length
        ? await tx.db.select().from(s.products).where(inArray(s.products.slug, slugs))
        : [];
      const prices = products.length
        ? await tx.db
            .select()
            .from(s.productPrices)
            .where(
              inArray(
                s.productPrices.productId,
                products.map((p) => p.id),
              ),
            )
        : [];
      for (const { row, cells } of batch) {
        const slug = cells.slug?.toLowerCase() ?? "";
        const product = products.find((p) => p.slug === slug);
        const checked = checkRow(
          cells,
          product,
          prices.filter((p) => p.productId === product?.id),
          categories,
        );
        const changed = Object.keys(checked.changes).length > 0;
        const apply = job.mode === "apply" && !checked.errors.length && changed && !!product;
        const errors = checked.errors;
        if (apply) {
          try {
            await updateProduct(tx, product.id, checked.input);
          } catch (error) {
            // Refusals come before any write, so the batch's transaction goes on.
            if (!(error instanceof DomainError)) throw error;
            const fields = Object.entries(error.fields ?? {});
            errors.push(
              ...(fields.length ? fields : [["slug", error.code]]).map(([f, code]) => ({
                column: columnOf(f),
                code: String(code),
              })),
            );
          }
        }
        report.push({ row, slug, errors, changes: checked.changes, applied: apply && !errors.length });
      }
      await tx.db
        .update(s.catalogImports)
        .set({ done: Math.min(start + IMPORT_BATCH, rows.length), report, updatedAt: new Date() })
        .where(eq(s.catalogImports.id, importId));
    });
  }
  await finish("done", report);
}
