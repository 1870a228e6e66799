/** Small helpers shared by the demo seed and the large catalogue generator. */
import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client.ts";

/** A transaction or the database itself. */
export type Tx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Deterministic pseudo-random numbers (mulberry32), so the demo catalogue is the same every run. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof rng>;

export const DAY = 86_400_000;

/** Inserts rows in as few statements as PostgreSQL's 65,535-parameter limit allows. */
export async function insertMany<T extends PgTable>(
  db: Tx,
  table: T,
  rows: T["$inferInsert"][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.floor(60_000 / columns));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as never);
  }
}

/** Runs async jobs with at most `limit` in flight. */
export async function pool<T, R>(
  items: readonly T[],
  limit: number,
  job: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await job(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Rounds a price in whole currency units to a shop-friendly number. */
export function nicePrice(value: number): number {
  if (value < 100) return Math.max(5, Math.round(value / 5) * 5);
  if (value < 1000) return Math.round(value / 5) * 5;
  if (value < 10000) return Math.round(value / 10) * 10;
  return Math.round(value / 50) * 50;
}

export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
