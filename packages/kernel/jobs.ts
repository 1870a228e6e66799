import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { jobStatuses, outbox } from "#db/schema/index.ts";
import type { RequestContext } from "./context.ts";
import { DomainError } from "./errors.ts";
import { isRowId } from "./ids.ts";
import { parseInput } from "./input.ts";
import { requirePermission } from "./permissions.ts";
import { afterCommit } from "./tx.ts";

export interface EnqueueOptions {
  /** Not before this time (a delivery date). */
  runAt?: Date;
  /** Queue once: a second enqueue with the same key is a no-op. */
  key?: string;
  maxAttempts?: number;
}

/**
 * Queues a side effect in the caller's transaction (decision 0053): the job exists exactly when
 * the change that causes it commits. The worker is nudged after the commit.
 */
export async function enqueue(
  ctx: Pick<RequestContext, "db" | "services">,
  topic: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<void> {
  await ctx.db
    .insert(outbox)
    .values({
      topic,
      payload,
      key: options.key ?? null,
      availableAt: options.runAt ?? sql`now()`,
      maxAttempts: options.maxAttempts ?? 8,
    })
    .onConflictDoNothing();
  afterCommit(ctx, () => ctx.services.jobs.wake());
}

export interface JobView {
  id: string;
  topic: string;
  status: "pending" | "done" | "dead";
  attempts: number;
  maxAttempts: number;
  availableAt: Date;
  lastError: string | null;
  createdAt: Date;
}

export const ListJobsInput = z.object({
  status: z.enum(jobStatuses, { error: "INVALID_VALUE" }).nullish(),
  limit: z.number().int("INVALID_VALUE").min(1, "INVALID_VALUE").max(200, "INVALID_VALUE").nullish(),
});

/** The outbox's jobs by status, newest first (administrators: `read:job:any`). */
export async function listJobs(ctx: Pick<RequestContext, "db" | "user">, input: unknown): Promise<JobView[]> {
  requirePermission(ctx, "read:job:any");
  const args = parseInput(ListJobsInput, input);
  const limit = args.limit ?? 50;
  return ctx.db
    .select({
      id: outbox.id,
      topic: outbox.topic,
      status: outbox.status,
      attempts: outbox.attempts,
      maxAttempts: outbox.maxAttempts,
      availableAt: outbox.availableAt,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(args.status ? eq(outbox.status, args.status) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
}

/** Gives a dead job new attempts now (administrators: `update:job:any`). */
export async function retryJob(
  ctx: Pick<RequestContext, "db" | "user" | "services">,
  id: string,
): Promise<JobView> {
  requirePermission(ctx, "update:job:any");
  if (!isRowId(id)) throw new DomainError("JOB_NOT_FOUND", 404);
  const [row] = await ctx.db
    .update(outbox)
    .set({
      status: "pending",
      availableAt: sql`now()`,
      maxAttempts: sql`${outbox.attempts} + 3`,
      lockedUntil: null,
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, "dead")))
    .returning();
  if (!row) throw new DomainError("JOB_NOT_FOUND", 404);
  ctx.services.jobs.wake();
  return row;
}

/** Forgets jobs done more than `days` ago (the recurring `outbox.prune` job). */
export async function pruneDoneJobs(ctx: Pick<RequestContext, "db">, days = 7): Promise<void> {
  await ctx.db.execute(
    sql`delete from outbox where status = 'done' and done_at < now() - make_interval(days => ${days})`,
  );
}
