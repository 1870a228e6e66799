import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./common.ts";
import { users } from "./users.ts";

/**
 * A products CSV import (decision 0120): the file, its mode (dry run or apply), its progress
 * (rows done of total, updated by the job after each batch) and its report (each row's errors
 * and changes). Owned by the catalog domain.
 */
export const catalogImports = pgTable(
  "catalog_imports",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mode: text("mode", { enum: ["dry", "apply"] }).notNull(),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    fileName: text("file_name").notNull().default(""),
    csv: text("csv").notNull(),
    total: integer("total").notNull().default(0),
    done: integer("done").notNull().default(0),
    report: jsonb("report").notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("catalog_imports_user_idx").on(t.userId, t.createdAt)],
);
