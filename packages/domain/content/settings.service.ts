import { settings } from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { remember } from "../catalog/catalog.api.ts";

export type SettingsMap = Record<string, unknown>;

/**
 * All site settings as one map (key → value). Small table read whole; every page's root loader
 * asks for it, so it is remembered with the catalogue's caches (60 s; `clearCatalogCaches(db)`
 * forgets it at once after a change). Each call answers a new map.
 */
export async function getSettings(ctx: Pick<RequestContext, "db">): Promise<SettingsMap> {
  const rows = await remember(ctx.db, "settings", () => ctx.db.select().from(settings));
  return Object.fromEntries(rows.map((r) => [r.key, structuredClone(r.value)]));
}
