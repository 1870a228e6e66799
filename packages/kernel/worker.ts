import { sql } from "drizzle-orm";
import { type Db, queryRows } from "#db/client.ts";
import type { RequestContext } from "./context.ts";
import type { Services } from "./services.ts";

/** A job handler: runs once per job, may run again after a crash (make it idempotent). */
export type JobHandler = (ctx: RequestContext, payload: Record<string, unknown>) => Promise<void>;

interface WorkerOptions {
  /** How long a claimed job is held before another worker may take it. */
  leaseSeconds?: number;
  pollMs?: number;
  batch?: number;
  log?: (message: string, detail?: unknown) => void;
  /**
   * Recurring jobs: each topic is queued once per period, keyed by the period's number, so several
   * workers queue it once between them.
   */
  every?: Array<{ topic: string; seconds: number }>;
}

interface ClaimedJob {
  id: string;
  topic: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/** Seconds to wait before retry `attempt` (1-based): 5 s, 10 s, 20 s ... at most one hour. */
export const backoffSeconds = (attempt: number): number => Math.min(3600, 5 * 2 ** (attempt - 1));

/**
 * Runs the outbox's due jobs (decision 0053): claims them with FOR UPDATE SKIP LOCKED and a lease,
 * so several workers in several processes never run one job at once; marks each done, or schedules
 * its retry with backoff, or leaves it dead after its last attempt.
 */
export function createWorker(
  db: Db,
  services: () => Services,
  handlers: Record<string, JobHandler>,
  options: WorkerOptions = {},
) {
  const lease = options.leaseSeconds ?? 300;
  const pollMs = options.pollMs ?? 1000;
  const batch = options.batch ?? 10;
  const log = options.log ?? ((m, d) => console.warn(m, d ?? ""));
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = true;

  async function claim(): Promise<ClaimedJob[]> {
    return queryRows<ClaimedJob>(
      db,
      sql`update outbox set attempts = attempts + 1, locked_until = now() + make_interval(secs => ${lease})
          where id in (
            select id from outbox
            where status = 'pending' and available_at <= now()
              and (locked_until is null or locked_until < now())
            order by available_at
            limit ${batch}
            for update skip locked)
          returning id, topic, payload, attempts, max_attempts`,
    );
  }

  async function runOne(job: ClaimedJob): Promise<void> {
    const handler = handlers[job.topic];
    try {
      if (!handler) throw new Error(`no handler for the topic ${job.topic}`);
      const ctx: RequestContext = { db, user: null, language: "ar", country: "eg", services: services() };
      await handler(ctx, job.payload);
      await db.execute(
        sql`update outbox set status = 'done', done_at = now(), locked_until = null, last_error = null where id = ${job.id}`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const dead = job.attempts >= job.max_attempts;
      log(`job ${job.topic} ${job.id} failed (attempt ${job.attempts}${dead ? ", giving up" : ""})`, message);
      await db.execute(
        sql`update outbox set locked_until = null, last_error = ${message.slice(0, 2000)},
            status = ${dead ? "dead" : "pending"},
            available_at = now() + make_interval(secs => ${backoffSeconds(job.attempts)})
            where id = ${job.id}`,
      );
    }
  }

  /** The period each recurring topic was last queued for (queued once per period per process). */
  const scheduled = new Map<string, number>();

  /** Queues the recurring jobs of the current periods. */
  async function schedule(): Promise<void> {
    const now = Date.now();
    for (const { topic, seconds } of options.every ?? []) {
      const period = Math.floor(now / (seconds * 1000));
      if (scheduled.get(topic) === period) continue;
      await db.execute(
        sql`insert into outbox (topic, key) values (${topic}, ${`${topic}:${period}`}) on conflict do nothing`,
      );
      scheduled.set(topic, period);
    }
  }

  /** Runs due jobs until none is left; answers how many ran. */
  async function drain(): Promise<number> {
    await schedule();
    let total = 0;
    for (;;) {
      const jobs = await claim();
      for (const job of jobs) await runOne(job);
      total += jobs.length;
      if (jobs.length < batch) return total;
    }
  }

  /** One pass now (or right after the pass under way). */
  function tick(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error) => {
        log("the job worker's pass failed", error instanceof Error ? error.message : error);
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void tick();
        }
      });
    return running;
  }

  return {
    /** Runs due jobs now; answers how many ran (tests and `npm run worker`). */
    drain: tick,
    wake(): void {
      if (!stopped) void tick();
    },
    start(): void {
      if (!stopped) return;
      stopped = false;
      const loop = () => {
        timer = setTimeout(async () => {
          await tick();
          if (!stopped) loop();
        }, pollMs);
        timer.unref?.();
      };
      loop();
      void tick();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type Worker = ReturnType<typeof createWorker>;
