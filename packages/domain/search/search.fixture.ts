/** A fresh, migrated database with the demo store, for the search tests (no HTTP server needed). */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database } from "#db/client.ts";
import { seedDemo } from "#db/seed/demo.ts";
import type { Language } from "#i18n/locales.ts";
import type { RequestContext, SessionUser } from "#kernel/context.ts";
import { openTestDatabase } from "../../../test/database.ts";
import { testServices } from "../../../test/services.ts";

const ART_CACHE_DIR = new URL("../../../.tmp/art-cache", import.meta.url).pathname;

export interface SearchFixture {
  database: Database;
  ctx(options?: { language?: Language; country?: "eg" | "sa"; user?: SessionUser | null }): RequestContext;
  close(): Promise<void>;
}

export async function openSearchFixture(): Promise<SearchFixture> {
  const uploadsDir = mkdtempSync(join(tmpdir(), "manzil-search-"));
  const database = await openTestDatabase();
  await seedDemo(database.db, { uploadsDir, artCacheDir: ART_CACHE_DIR });
  const services = testServices();
  return {
    database,
    ctx: (o = {}) => ({
      db: database.db,
      services,
      user: o.user ?? null,
      language: o.language ?? "ar",
      country: o.country ?? "eg",
    }),
    async close() {
      await database.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
