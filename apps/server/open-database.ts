import { type Database, openDatabase } from "#db/client.ts";
import type { Config } from "./config.ts";

export const REPLICA_IGNORED_WARNING =
  "DATABASE_REPLICA_URL is ignored: read replicas need DATABASE_URL (PostgreSQL); the embedded database serves every read (decision 0078)";

/** The configured database: PostgreSQL with its read replicas, or embedded PGlite in DATA_DIR. */
export function openConfiguredDatabase(
  config: Config,
  warn: (message: string) => void = console.warn,
): Promise<Database> {
  if (config.replicaIgnored) warn(REPLICA_IGNORED_WARNING);
  return openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    sharedBuffers: config.pgliteSharedBuffers,
    replicaUrls: config.databaseReplicaUrls,
  });
}
