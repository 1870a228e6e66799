/**
 * Multi-step flows with undo (decision 0050), Medusa's workflows sized for one PostgreSQL:
 * - `local` steps run in one transaction; if one throws, the rollback is their undo;
 * - `remote` steps (a payment provider call) run after the commit, each with a compensation; when
 *   one fails, the done ones are compensated in reverse and `compensateLocal` undoes the committed
 *   local work in a new transaction;
 * - a run is recorded in `flow_runs` by (name, key): a repeated call with a finished key answers the
 *   recorded result, and a crash can be resumed from the last recorded step.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, lt } from "drizzle-orm";
import { flowRuns } from "#db/schema/index.ts";
import type { ErrorCode } from "#i18n/messages/errors.ts";
import type { RequestContext } from "./context.ts";
import { DomainError } from "./errors.ts";
import { withTransaction } from "./tx.ts";

/** A flow's state: its input and what its steps found or made; JSON, so a run can be resumed. */
type FlowState<I> = { input: I } & Record<string, unknown>;

interface LocalStep<S> {
  name: string;
  run(ctx: RequestContext, state: S): Promise<void>;
}

interface RemoteStep<S> {
  name: string;
  run(ctx: RequestContext, state: S): Promise<void>;
  /** Undoes `run` (called when a later remote step fails); must be safe to call twice. */
  compensate?(ctx: RequestContext, state: S): Promise<void>;
}

interface FlowDefinition<I, S extends FlowState<I>, R> {
  /** The idempotency key of a call; without one every call is a new run. */
  key?(input: I): string;
  local: Array<LocalStep<S>>;
  remote?: Array<RemoteStep<S>>;
  /** Undoes the committed local steps after a remote failure, in one new transaction. */
  compensateLocal?(ctx: RequestContext, state: S): Promise<void>;
  result(state: S): R;
}

type Run = typeof flowRuns.$inferSelect;

/** Thrown inside the local transaction when another call with the same key got there first. */
class AlreadyStarted extends Error {}

const codeOf = (error: unknown): ErrorCode => (error instanceof DomainError ? error.code : "INTERNAL");

/** Every flow defined in this process, by name (the resume job finds them here). */
const FLOWS = new Map<string, Flow<never, unknown>>();

export function flow<I, S extends FlowState<I>, R>(name: string, def: FlowDefinition<I, S, R>) {
  const remote = def.remote ?? [];

  const find = async (ctx: RequestContext, key: string) =>
    (
      await ctx.db
        .select()
        .from(flowRuns)
        .where(and(eq(flowRuns.name, name), eq(flowRuns.key, key)))
    )[0];

  /** The answer of a run recorded before: its result, its error, or 'in progress'. */
  function answerOf(run: Run): R {
    if (run.status === "done") return run.result as R;
    if (run.status === "failed") throw new DomainError((run.error ?? "INTERNAL") as ErrorCode, 409);
    throw new DomainError("FLOW_IN_PROGRESS", 409);
  }

  async function save(ctx: RequestContext, id: string, set: Partial<Run>): Promise<void> {
    await ctx.db
      .update(flowRuns)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(flowRuns.id, id));
  }

  /** Remote steps from `from` on; on failure compensates and ends the run failed. */
  async function finish(ctx: RequestContext, run: { id: string }, state: S, from: number): Promise<R> {
    let done = from;
    try {
      for (; done < remote.length; done++) {
        const step = remote[done]!;
        await step.run(ctx, state);
        await save(ctx, run.id, { step: step.name, outputs: state });
      }
    } catch (error) {
      await compensate(ctx, run, state, done, error);
      throw error;
    }
    const result = def.result(state);
    await save(ctx, run.id, { status: "done", result: result as unknown });
    return result;
  }

  async function compensate(
    ctx: RequestContext,
    run: { id: string },
    state: S,
    doneRemote: number,
    error: unknown,
  ): Promise<void> {
    await save(ctx, run.id, { status: "compensating", error: codeOf(error), outputs: state });
    for (let i = doneRemote - 1; i >= 0; i--) await remote[i]!.compensate?.(ctx, state);
    if (def.compensateLocal) await withTransaction(ctx, (tx) => def.compensateLocal!(tx, state));
    await save(ctx, run.id, { status: "failed" });
  }

  const defined = {
    name,
    /** Runs the flow, or answers the recorded result of an earlier call with the same key. */
    async run(ctx: RequestContext, input: I): Promise<R> {
      const key = def.key?.(input) ?? randomUUID();
      const earlier = await find(ctx, key);
      if (earlier) return answerOf(earlier);
      let started: { id: string; state: S };
      try {
        started = await withTransaction(ctx, async (tx) => {
          const [run] = await tx.db
            .insert(flowRuns)
            .values({ name, key, input: input as unknown })
            .onConflictDoNothing()
            .returning({ id: flowRuns.id });
          if (!run) throw new AlreadyStarted();
          const state = { input } as S;
          for (const step of def.local) await step.run(tx, state);
          await save(tx, run.id, { step: def.local.at(-1)?.name ?? null, outputs: state });
          return { id: run.id, state };
        });
      } catch (error) {
        if (!(error instanceof AlreadyStarted)) throw error;
        const run = await find(ctx, key);
        if (!run) throw new DomainError("FLOW_IN_PROGRESS", 409);
        return answerOf(run);
      }
      return finish(ctx, started, started.state, 0);
    },

    /**
     * Continues a run a crash left behind: the remote steps after the last recorded one, or the
     * compensation of a run that was being undone.
     */
    async resume(ctx: RequestContext, runId: string): Promise<R | null> {
      const [run] = await ctx.db.select().from(flowRuns).where(eq(flowRuns.id, runId));
      if (!run || run.name !== name) return null;
      const state = run.outputs as S;
      if (run.status === "compensating") {
        const done = remote.findIndex((s) => s.name === run.step) + 1;
        await compensate(ctx, run, state, done, new DomainError((run.error ?? "INTERNAL") as ErrorCode));
        return null;
      }
      if (run.status !== "running") return run.status === "done" ? (run.result as R) : null;
      const from = remote.findIndex((s) => s.name === run.step) + 1;
      return finish(ctx, run, state, from);
    },
  };
  FLOWS.set(name, defined as Flow<never, unknown>);
  return defined;
}

/**
 * Seconds a run may stay untouched before another process takes it up: every step saves the run,
 * and a remote step's provider call gives up after 15 seconds, so a live run is touched well within
 * this; a run a killed process left is resumed within this plus the `flows.resume` period.
 */
export const STALE_FLOW_SECONDS = 40;

/**
 * Resumes the runs a crash left behind: running or compensating, untouched for `staleSeconds`
 * (the `flows.resume` job). Each is claimed first, so two processes never resume one run. Answers
 * how many were taken up. A flow is resumed only by a process that defined it: one that runs
 * this job imports every module with a flow (apps/server/jobs.ts).
 */
export async function resumeStaleFlows(
  ctx: RequestContext,
  staleSeconds = STALE_FLOW_SECONDS,
): Promise<number> {
  const staleBefore = new Date(Date.now() - staleSeconds * 1000);
  const stale = await ctx.db
    .select({ id: flowRuns.id, name: flowRuns.name })
    .from(flowRuns)
    .where(and(inArray(flowRuns.status, ["running", "compensating"]), lt(flowRuns.updatedAt, staleBefore)))
    .limit(50);
  let resumed = 0;
  for (const run of stale) {
    const defined = FLOWS.get(run.name);
    if (!defined) {
      console.warn(
        `flows: run ${run.id} of "${run.name}" is stale, but this process does not define that flow`,
      );
      continue;
    }
    // Claimed by touching it: of several processes finding it stale, one takes it up.
    const [claimed] = await ctx.db
      .update(flowRuns)
      .set({ updatedAt: new Date() })
      .where(
        and(
          eq(flowRuns.id, run.id),
          inArray(flowRuns.status, ["running", "compensating"]),
          lt(flowRuns.updatedAt, staleBefore),
        ),
      )
      .returning({ id: flowRuns.id });
    if (!claimed) continue;
    try {
      await defined.resume(ctx, run.id);
    } catch {
      // a failed remote step ends the run failed and compensated; nothing more to do here
    }
    resumed++;
  }
  return resumed;
}

/** The names of the flows this process defined (the ones it can resume). */
export const definedFlows = (): string[] => [...FLOWS.keys()].sort();

type Flow<I, R> = {
  name: string;
  run(ctx: RequestContext, input: I): Promise<R>;
  resume(ctx: RequestContext, runId: string): Promise<R | null>;
};
