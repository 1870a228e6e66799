import { fileURLToPath } from "node:url";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { ReplicaState } from "./replica.ts";
import type * as schema from "./schema/index.ts";

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The connection pool's clients (PostgreSQL only; PGlite has one connection): metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * Reads the read replicas serve (decision 0078): public catalogue and search reads through
   * `onReplica(ctx)`. Absent on PGlite and without `replicaUrls`.
   */
  replica?: Db;
  /** Each replica's pool and whether it answers (metrics); absent without replicas. */
  replicaStates?(): ReplicaState[];
  /** `select 1` on each replica (`replica-1`, …), for /readyz; absent without replicas. */
  replicaChecks?: Array<{ name: string; check(): Promise<void> }>;
}

export interface OpenOptions {
  url?: string;
  dataDir?: string;
  /** Read replicas of `url` (PostgreSQL only; ignored without `url`). */
  replicaUrls?: string[];
  /** PGlite only: start from this `dumpDataDir()` tarball instead of an empty cluster (tests' templates). */
  loadDataDir?: Blob;
  /** PGlite only: its buffer pool, PostgreSQL's `shared_buffers` (e.g. "32MB"; PGlite's own default is 128MB). */
  sharedBuffers?: string;
  /** Where the replicas' state changes are told (a replica stops or starts answering). */
  log?: (level: "warn" | "info", message: string) => void;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Opens the database: a real PostgreSQL server when `url` is given, otherwise embedded PGlite
 * in `dataDir` (or in memory when dataDir is "memory://"). PGlite is always opened with the
 * extensions the migrations create (a trigram index cannot be read without them). With
 * `replicaUrls` (PostgreSQL only) public catalogue reads may go to read replicas (decision 0078).
 * Only the driver in use is loaded (decision 0089): `pg` or PGlite, never both.
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const { url } = options;
  if (url) return (await import("./open-postgres.ts")).openPostgres({ ...options, url }, migrationsFolder);
  return (await import("./open-pglite.ts")).openPglite(options, migrationsFolder);
}

/** An open transaction of `Db` (the kernel calls it `Tx`). */
type DbTransaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Runs raw SQL and returns its rows (both drivers answer with `{ rows }`). */
export async function queryRows<T>(db: Db | DbTransaction, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
