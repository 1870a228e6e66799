import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { Database, Db, OpenOptions } from "./client.ts";
import * as schema from "./schema/index.ts";

/** Embedded PGlite in `dataDir`, or in memory (openDatabase without `url`). */
export async function openPglite(options: OpenOptions, migrationsFolder: string): Promise<Database> {
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
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migrate(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
