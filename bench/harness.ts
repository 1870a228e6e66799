/** What bench files receive and return (see run.ts). */
import type { FastifyInstance } from "fastify";
import type { Database, Db } from "#db/client.ts";
import type { Config } from "#server/config.ts";

export interface BenchContext {
  app: FastifyInstance;
  db: Db;
  /** The bench's database and the server's configuration (for benches that build their own app). */
  database: Database;
  config: Config;
  productCount: number;
  root: string;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ data: T; errors?: Array<{ message: string }> }>;
}

export interface BenchResult {
  name: string;
  value: string;
  goal?: string;
  ok?: boolean;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/** Runs `fn` `warmup` times unmeasured, then `runs` times; returns sorted durations in ms. */
export async function timeIt(
  fn: (i: number) => Promise<unknown>,
  runs: number,
  warmup = 10,
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;
