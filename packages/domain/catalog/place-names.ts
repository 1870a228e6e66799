/**
 * Place names in Arabic: a designer's city is stored as typed (often in English); the governorate
 * and area lists know each name in both languages.
 */
import { sql } from "drizzle-orm";
import { queryRows } from "#db/client.ts";
import type { RequestContext } from "#kernel/context.ts";
import { remember } from "./cache.ts";

/** The Arabic name of a city, governorate or area given in English (or already in Arabic), or null. */
export async function arabicPlaceName(
  ctx: Pick<RequestContext, "db">,
  place: string | null,
): Promise<string | null> {
  if (!place?.trim()) return null;
  const names = await remember(ctx.db, "place-names", async () => {
    const rows = await queryRows<{ name: string; arName: string }>(
      ctx.db,
      sql`select name, ar_name as "arName" from governorates union all select name, ar_name as "arName" from areas`,
    );
    return new Map(
      rows.flatMap((r) => [[r.name.toLowerCase(), r.arName] as const, [r.arName, r.arName] as const]),
    );
  });
  return names.get(place.trim().toLowerCase()) ?? names.get(place.trim()) ?? null;
}
