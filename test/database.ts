import { randomBytes } from "node:crypto";
import { cpSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "#db/client.ts";

/** Where rendered demo art is cached between runs (makes seeding fast). */
export const ART_CACHE_DIR = new URL("../.tmp/art-cache", import.meta.url).pathname;

/** The environment variable through which test/templates.ts hands its templates to the workers. */
export const TEMPLATES_VARIABLE = "MANZIL_TEST_TEMPLATES";

/** The run's database templates (decision 0084): PGlite tarballs or PostgreSQL template databases. */
export type TestTemplates =
  | {
      kind: "pglite";
      migrated: { dump: string; dataDir: string };
      seeded: { dump: string; dataDir: string };
    }
  | {
      kind: "postgres";
      migrated: { database: string; dataDir: string };
      seeded: { database: string; dataDir: string };
    };

export type TemplateName = "migrated" | "seeded";

function runTemplates(): TestTemplates | null {
  const raw = process.env[TEMPLATES_VARIABLE];
  return raw ? (JSON.parse(raw) as TestTemplates) : null;
}

/** Each worker reads a tarball from disk once. */
const dumps = new Map<string, Blob>();
function dumpOf(path: string): Blob {
  let blob = dumps.get(path);
  if (!blob) {
    blob = new Blob([readFileSync(path)]);
    dumps.set(path, blob);
  }
  return blob;
}

/**
 * Whether `openTestDatabase(serverUrl, { template })` will copy a template; the seeded one comes
 * with files (`uploads/`, `private/`) that `copyTemplateFiles` puts into an app's data folder.
 */
export function templateFor(serverUrl: string | undefined, name: TemplateName) {
  const templates = runTemplates();
  if (!templates) return null;
  if (templates.kind === "pglite" ? serverUrl : serverUrl !== process.env.DATABASE_URL) return null;
  return { kind: templates.kind, ...templates[name] };
}

/** Copies the seeded template's files into a test app's data folder. */
export function copyTemplateFiles(name: TemplateName, dataDir: string): void {
  const template = templateFor(process.env.DATABASE_URL, name);
  if (!template) return;
  for (const folder of ["uploads", "private"])
    cpSync(join(template.dataDir, folder), join(dataDir, folder), { recursive: true });
}

/** A test database; on PostgreSQL it can be opened again through a pool of its own. */
export interface TestDatabase extends Database {
  /** Another connection pool to the same database, as a second process would have (PostgreSQL only). */
  openAgain?(): Promise<Database>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * created on the PostgreSQL server of DATABASE_URL (or `serverUrl`; dropped again by `close`).
 * Under vitest it is a copy of the run's template (decision 0084): `migrated`, or `seeded` with
 * the demo store (the app's files then come from `copyTemplateFiles`).
 */
export async function openTestDatabase(
  serverUrl = process.env.DATABASE_URL,
  options: { template?: TemplateName } = {},
): Promise<TestDatabase> {
  const template = templateFor(serverUrl, options.template ?? "migrated");
  if (!serverUrl) {
    const loadDataDir = template?.kind === "pglite" && "dump" in template ? dumpOf(template.dump) : undefined;
    const database = await openDatabase({ dataDir: "memory://", loadDataDir });
    await database.migrate();
    return database;
  }
  const name = `manzil_t_${randomBytes(6).toString("hex")}`;
  const url = await createServerDatabase(
    serverUrl,
    name,
    template && "database" in template ? template.database : undefined,
  );
  const database = await openDatabase({ url });
  await database.migrate();
  return {
    ...database,
    openAgain: () => openDatabase({ url }),
    async close() {
      await database.close();
      await dropServerDatabase(serverUrl, name);
    },
  };
}

/** Runs `work` on one connection to the PostgreSQL server of `serverUrl`, closed afterwards. */
async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates database `name` on the server of `serverUrl` (a copy of `template` if given); its URL. */
export async function createServerDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<string> {
  await onServer(serverUrl, (c) =>
    c.query(`create database ${name}${template ? ` template ${template}` : ""}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops database `name`, once its connections have said goodbye (forced after about a second). */
export async function dropServerDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, async (c) => {
    // pool.end() does not wait for its connections to say goodbye; let them go before forcing.
    for (let tries = 0; tries < 40; tries++) {
      const { rows } = await c.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
        name,
      ]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await c.query(`drop database if exists ${name} with (force)`);
  });
}
