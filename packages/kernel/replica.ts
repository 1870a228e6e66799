import { type Executor, inTransaction } from "./tx.ts";

/**
 * The context a public catalogue or search read runs with (decision 0078): its `db` is the read
 * replica when the request was given one and no transaction is open, else the context unchanged.
 * Only reads of public catalogue data that may be a little behind use it; everything else reads
 * `ctx.db`.
 */
export function onReplica<C extends { db: Executor; replica?: Executor }>(ctx: C): C {
  if (!ctx.replica || ctx.db === ctx.replica || inTransaction(ctx.db)) return ctx;
  return { ...ctx, db: ctx.replica };
}
