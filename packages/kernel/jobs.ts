import { and, asc, desc, eq, ilike, sql } from "drizzle-orm";
import { z } from "zod";
import { jobStatuses, outbox } from "#db/schema/index.ts";
import { audit } from "./audit.ts";
import type { RequestContext } from "./context.ts";
import { DomainError } from "./errors.ts";
import { isRowId } from "./ids.ts";
import { type ListArgs, type ListPage, type ListSpec, likeText, pageOf, parseList } from "./list.ts";
import { requirePermission } from "./permissions.ts";
import { afterCommit, withTransaction } from "./tx.ts";

interface EnqueueOptions {
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

/** The jobs list (decision 0106's list contract): newest first by default; by status, by topic. */
export const JOBS_LIST = {
  sortable: ["createdAt", "availableAt", "attempts"],
  filter: z.object({
    status: z.enum(jobStatuses, { error: "INVALID_VALUE" }).nullish(),
    topic: z.string().max(100, "INVALID_VALUE").nullish(),
  }),
} as const satisfies ListSpec<string, z.ZodType>;

const JOB_SORT = { createdAt: outbox.createdAt, availableAt: outbox.availableAt, attempts: outbox.attempts };

/** The outbox's jobs, a page at a time (administrators: `read:job:any`). */
export async function listJobs(
  ctx: Pick<RequestContext, "db" | "user">,
  args: ListArgs,
): Promise<ListPage<JobView>> {
  requirePermission(ctx, "read:job:any");
  const q = parseList(JOBS_LIST, args);
  const where = and(
    q.filter.status ? eq(outbox.status, q.filter.status) : undefined,
    q.filter.topic ? eq(outbox.topic, q.filter.topic) : undefined,
    q.search ? ilike(outbox.topic, `%${likeText(q.search)}%`) : undefined,
  );
  const order = (q.direction === "asc" ? asc : desc)(JOB_SORT[q.sort]);
  const [items, [count]] = await Promise.all([
    ctx.db
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
      .where(where)
      .orderBy(order, desc(outbox.id))
      .limit(q.pageSize)
      .offset(q.offset),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(where),
  ]);
  return pageOf(q, items, count?.n ?? 0);
}

/** Where a job may be moved by staff: a dead one may be retried. */
export const jobNextActions = (status: JobView["status"]): Array<"retry"> =>
  status === "dead" ? ["retry"] : [];

/** Gives a dead job new attempts now (administrators: `update:job:any`). */
export async function retryJob(
  ctx: Pick<RequestContext, "db" | "user" | "services" | "clientIp" | "auditTrail">,
  id: string,
): Promise<JobView> {
  requirePermission(ctx, "update:job:any");
  if (!isRowId(id)) throw new DomainError("JOB_NOT_FOUND", 404);
  const row = await withTransaction(ctx, async (tx) => {
    const [retried] = await tx.db
      .update(outbox)
      .set({
        status: "pending",
        availableAt: sql`now()`,
        maxAttempts: sql`${outbox.attempts} + 3`,
        lockedUntil: null,
      })
      .where(and(eq(outbox.id, id), eq(outbox.status, "dead")))
      .returning();
    if (!retried) throw new DomainError("JOB_NOT_FOUND", 404);
    await audit(tx, {
      action: "job.retry",
      entity: "job",
      entityId: id,
      before: { status: "dead" },
      after: { status: "pending", maxAttempts: retried.maxAttempts },
    });
    return retried;
  });
  ctx.services.jobs.wake();
  return row;
}

/** Forgets jobs done more than `days` ago (the recurring `outbox.prune` job). */
export async function pruneDoneJobs(ctx: Pick<RequestContext, "db">, days = 7): Promise<void> {
  await ctx.db.execute(
    sql`delete from outbox where status = 'done' and done_at < now() - make_interval(days => ${days})`,
  );
}
