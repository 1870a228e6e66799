import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "#db/client.ts";

/** A test database; on PostgreSQL it can be opened again through a pool of its own. */
export interface TestDatabase extends Database {
  /** Another connection pool to the same database, as a second process would have (PostgreSQL only). */
  openAgain?(): Promise<Database>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * created on the PostgreSQL server of DATABASE_URL (or `serverUrl`; dropped again by `close`).
 */
export async function openTestDatabase(serverUrl = process.env.DATABASE_URL): Promise<TestDatabase> {
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: "memory://" });
    await database.migrate();
    return database;
  }
  const name = `manzil_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  return {
    ...database,
    openAgain: () => openDatabase({ url: url.toString() }),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // pool.end() does not wait for its connections to say goodbye; let them go before forcing.
      for (let tries = 0; tries < 40; tries++) {
        const { rows } = await dropper.query(
          "select count(*)::int as n from pg_stat_activity where datname = $1",
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
