import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Database, Db, OpenOptions } from "./client.ts";
import { ReplicaPool, setReplicaOf } from "./replica.ts";
import * as schema from "./schema/index.ts";

/** A PostgreSQL server's pool, and its read replicas' (openDatabase with `url`). */
export async function openPostgres(
  options: OpenOptions & { url: string },
  migrationsFolder: string,
): Promise<Database> {
  // A server that does not answer fails the query after 5 s instead of holding the request
  // (decision 0079).
  const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5000 });
  // A connection the server ends (restart, admin command, a dropped test database) must not
  // crash the process: the pool replaces it on the next query.
  const forget = (error: Error) => console.warn(`database connection lost: ${error.message}`);
  pool.on("error", forget);
  pool.on("connect", (client) => client.on("error", forget));
  const db = drizzle(pool, { schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: "postgres",
    migrate: () => migrate(db as never, { migrationsFolder }),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
  const urls = options.replicaUrls ?? [];
  if (!urls.length) return database;
  const log = options.log ?? ((level, message) => console[level](message));
  const replicas = new ReplicaPool(urls, pool, log, pg.Pool);
  const replica = drizzle(replicas as never, { schema }) as unknown as Db;
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
