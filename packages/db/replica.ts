/**
 * Read replicas (decision 0078): a pool-like object that sends each query to the next replica in
 * turn and runs it on the primary instead when the replica cannot be reached. drizzle takes it for
 * a `pg.Pool` (its name has "Pool"; `query` and `connect` are what drizzle calls).
 */
import type pg from "pg";
import { isDatabaseUnavailable, pgErrorCode } from "./errors.ts";

/** How long a replica that failed is skipped before it is tried again. */
const REPLICA_RETRY_MS = 10_000;

/** One replica's state, for /readyz and /metrics. */
export interface ReplicaState {
  /** Its position in DATABASE_REPLICA_URL, from 1 (never the address: it may hold a password). */
  name: string;
  up: boolean;
  total: number;
  idle: number;
  waiting: number;
  fallbacks: number;
}

/**
 * Whether an error says the replica cannot serve rather than that the query is wrong: the
 * connection was refused, reset, timed out or not resolved; the server is shutting down, starting
 * or full (SQLSTATE 57P, 53); the database or the role is unknown (3D, 28); a connection exception
 * (08); or a hot standby's recovery conflict (40001). Reads are safe to run again on the primary.
 */
function isUnavailable(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  const code = pgErrorCode(error) ?? "";
  return /^(53|3D|28)/.test(code) || code === "40001";
}

interface Member {
  name: string;
  pool: pg.Pool;
  /** Skipped until then (ms since the epoch); 0 while it answers. */
  downUntil: number;
  fallbacks: number;
}

type Log = (level: "warn" | "info", message: string) => void;

/** The replicas of one primary, in turn, falling back to the primary (decision 0078). */
export class ReplicaPool {
  private readonly members: Member[];
  private readonly primary: pg.Pool;
  private readonly log: Log;
  private turn = 0;

  /** `Pool`: pg's pool class, given by the one who loaded `pg` (only PostgreSQL loads it). */
  constructor(urls: string[], primary: pg.Pool, log: Log, Pool: typeof pg.Pool) {
    this.primary = primary;
    this.log = log;
    this.members = urls.map((url, i) => {
      const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 2000 });
      const name = String(i + 1);
      const forget = (error: Error) => log("warn", `read replica ${name}: connection lost: ${error.message}`);
      pool.on("error", forget);
      pool.on("connect", (client) => client.on("error", forget));
      return { name, pool, downUntil: 0, fallbacks: 0 };
    });
  }

  /** The next replica that is not being skipped, or null (then the primary serves). */
  private next(): Member | null {
    const now = Date.now();
    for (let i = 0; i < this.members.length; i++) {
      const member = this.members[(this.turn + i) % this.members.length]!;
      if (member.downUntil <= now) {
        this.turn = (this.turn + i + 1) % this.members.length;
        return member;
      }
    }
    return null;
  }

  private failed(member: Member, error: unknown): void {
    member.fallbacks++;
    if (member.downUntil === 0) {
      const reason = error instanceof Error ? error.message || error.name : String(error);
      this.log(
        "warn",
        `read replica ${member.name} does not answer (${reason}): its reads go to the primary, retried every ${REPLICA_RETRY_MS / 1000} s`,
      );
    }
    member.downUntil = Date.now() + REPLICA_RETRY_MS;
  }

  private answered(member: Member): void {
    if (member.downUntil === 0) return;
    member.downUntil = 0;
    this.log("info", `read replica ${member.name} answers again`);
  }

  /** Runs `work` on the next replica, or on the primary when none answers. */
  private async route<T>(work: (pool: pg.Pool) => Promise<T>): Promise<T> {
    const member = this.next();
    if (!member) return work(this.primary);
    try {
      const result = await work(member.pool);
      this.answered(member);
      return result;
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      this.failed(member, error);
      return work(this.primary);
    }
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloaded query signature, passed through as is
  query(...args: any[]): Promise<any> {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    return this.route((pool) => (pool.query as (...a: any[]) => Promise<any>).apply(pool, args));
  }

  /** A client for a transaction (search's `set local`): a replica's, or the primary's. */
  connect(): Promise<pg.PoolClient> {
    return this.route((pool) => pool.connect());
  }

  /** One `select 1` per replica (never through the fallback), for /readyz: `replica-1`, … */
  checks(): Array<{ name: string; check(): Promise<void> }> {
    return this.members.map((m) => ({
      name: `replica-${m.name}`,
      check: async () => {
        await m.pool.query("select 1");
        this.answered(m);
      },
    }));
  }

  states(): ReplicaState[] {
    const now = Date.now();
    return this.members.map((m) => ({
      name: m.name,
      up: m.downUntil <= now,
      total: m.pool.totalCount,
      idle: m.pool.idleCount,
      waiting: m.pool.waitingCount,
      fallbacks: m.fallbacks,
    }));
  }

  async end(): Promise<void> {
    await Promise.all(this.members.map((m) => m.pool.end()));
  }
}

const replicas = new WeakMap<object, object>();

/** Records that `replica` reads for `primary` (openDatabase). */
export function setReplicaOf(primary: object, replica: object): void {
  replicas.set(primary, replica);
}

/**
 * The databases whose caches hold answers about `db`'s data: `db` itself and its replica. Caches
 * are kept per database object, so clearing a primary's must clear its replica's too.
 */
export function withReplica(db: object): object[] {
  const replica = replicas.get(db);
  return replica ? [db, replica] : [db];
}
