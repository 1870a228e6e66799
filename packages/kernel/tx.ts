import type { Db } from "#db/client.ts";

/** An open transaction: the same query surface as the database. */
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What services read and write through: the database, or the caller's open transaction. */
export type Executor = Db | Tx;

interface TxState {
  afterCommit: Array<() => void | Promise<void>>;
  /** The database the transaction was opened on. */
  root: Executor;
}
const open = new WeakMap<object, TxState>();

/** Whether `db` is a transaction opened by withTransaction. */
export const inTransaction = (db: Executor): boolean => open.has(db);

/** The database itself: `db`, or the database the transaction `db` was opened on. */
export const rootOf = (db: Executor): Executor => open.get(db)?.root ?? db;

/**
 * Runs `work` inside a transaction and hands it a context whose `db` is that transaction. When the
 * context already carries one, `work` joins it (one commit, one rollback for the whole of it):
 * this is how services of several domains change data together (decision 0050).
 */
export async function withTransaction<C extends { db: Executor }, T>(
  ctx: C,
  work: (ctx: C) => Promise<T>,
): Promise<T> {
  if (open.has(ctx.db)) return work(ctx);
  const state: TxState = { afterCommit: [], root: ctx.db };
  const result = await (ctx.db as Db).transaction(async (tx) => {
    open.set(tx, state);
    return work({ ...ctx, db: tx });
  });
  for (const fn of state.afterCommit) {
    try {
      await fn();
    } catch (error) {
      console.warn("an after-commit callback failed", error);
    }
  }
  return result;
}

/**
 * Runs `fn` after the transaction `ctx.db` belongs to has committed (never when it rolls back);
 * at once when `ctx.db` is not a transaction.
 */
export function afterCommit(ctx: { db: Executor }, fn: () => void | Promise<void>): void {
  const state = open.get(ctx.db);
  if (state) state.afterCommit.push(fn);
  else
    void Promise.resolve()
      .then(fn)
      .catch((error) => console.warn("an after-commit callback failed", error));
}
