import type { Db } from "../client.ts";
import { categories } from "../schema/index.ts";

/**
 * Whether the demo seed would run: the database has no categories yet. Asked before the seed's
 * module is loaded, so a seeded store does not keep the seed's data and code in memory.
 */
export async function demoSeedNeeded(db: Db): Promise<boolean> {
  const existing = await db.select({ id: categories.id }).from(categories).limit(1);
  return existing.length === 0;
}
