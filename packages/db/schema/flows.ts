import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./common.ts";

export const flowStatuses = ["running", "done", "failed", "compensating"] as const;

/**
 * One run of a multi-step flow (decision 0050): its idempotency key, the step it reached and the
 * outputs so far, so a repeated call returns the same result and a crashed run can be resumed.
 */
export const flowRuns = pgTable(
  "flow_runs",
  {
    id: id(),
    name: text("name").notNull(),
    key: text("key").notNull(),
    status: text("status", { enum: flowStatuses }).notNull().default("running"),
    /** The last step that finished. */
    step: text("step"),
    input: jsonb("input").notNull().default(sql`'{}'::jsonb`),
    /** Each finished step's output by step name. */
    outputs: jsonb("outputs").notNull().default(sql`'{}'::jsonb`),
    /** The flow's result once done. */
    result: jsonb("result"),
    /** The error code a failed run ended with. */
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("flow_runs_name_key_uq").on(t.name, t.key),
    index("flow_runs_status_idx").on(t.status, t.updatedAt),
  ],
);

export const jobStatuses = ["pending", "done", "dead"] as const;

/**
 * The transactional outbox (decision 0053): a job written in the same transaction as the change
 * that causes it, run by the worker with retries and backoff.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    topic: text("topic").notNull(),
    payload: jsonb("payload").notNull().default(sql`'{}'::jsonb`),
    /** A job with a key is queued once (a second enqueue with the same key is a no-op). */
    key: text("key"),
    status: text("status", { enum: jobStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    /** Not run before this time (a later delivery date, or the next retry). */
    availableAt: timestamp("available_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the job until then; after it, another worker may take it again. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("outbox_key_uq").on(t.key),
    index("outbox_due_idx").on(t.availableAt).where(sql`${t.status} = 'pending'`),
    check("outbox_attempts_ck", sql`${t.attempts} >= 0 and ${t.maxAttempts} > 0`),
  ],
);
