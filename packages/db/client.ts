import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { ReplicaPool, type ReplicaState, setReplicaOf } from "./replica.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
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
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    // A server that does not answer fails the query after 5 s instead of holding the request
    // (decision 0079).
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5000 });
    // A connection the server ends (restart, admin command, a dropped test database) must not
    // crash the process: the pool replaces it on the next query.
    const forget = (error: Error) => console.warn(`database connection lost: ${error.message}`);
    pool.on("error", forget);
    pool.on("connect", (client) => client.on("error", forget));
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    const database: Database = {
      db,
      kind: "postgres",
      migrate: () => migrateNodePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
    const urls = options.replicaUrls ?? [];
    if (!urls.length) return database;
    const log = options.log ?? ((level, message) => console[level](message));
    const replicas = new ReplicaPool(urls, pool, log);
    const replica = drizzleNodePg(replicas as never, { schema }) as unknown as Db;
    setReplicaOf(db, replica);
    return {
      ...database,
      replica,
      close: async () => {
        await replicas.end();
        await pool.end();
      },
      replicaStates: () => replicas.states(),
      replicaChecks: replicas.checks(),
    };
  }
  const dataDir = options.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm, unaccent },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.sharedBuffers
      ? { startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${options.sharedBuffers}`] }
      : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** An open transaction of `Db` (the kernel calls it `Tx`). */
type DbTransaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Runs raw SQL and returns its rows (both drivers answer with `{ rows }`). */
export async function queryRows<T>(db: Db | DbTransaction, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
