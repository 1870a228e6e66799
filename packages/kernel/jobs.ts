import { sql } from "drizzle-orm";
import { outbox } from "#db/schema/index.ts";
import type { RequestContext } from "./context.ts";
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
