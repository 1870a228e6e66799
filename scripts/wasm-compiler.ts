/**
 * How V8 compiles the embedded database's WebAssembly (decision 0085). V8's optimizing compile of
 * one large PGlite function takes about 600 MB for a moment at every start; `--liftoff-only` keeps
 * V8 on its baseline compiler. It is a command-line flag, so `npm start` restarts itself with it.
 */
export const BASELINE_FLAG = "--liftoff-only";

/**
 * The arguments (after the node binary) to restart this process with, or null when it should run
 * as it is: on PostgreSQL, with PGLITE_COMPILER=optimizing, or when the flag is already there.
 */
export function baselineRestart(
  env: NodeJS.ProcessEnv,
  execArgv: readonly string[],
  argv: readonly string[],
): string[] | null {
  if (env.DATABASE_URL) return null;
  if ((env.PGLITE_COMPILER || "baseline") !== "baseline") return null;
  if (execArgv.includes(BASELINE_FLAG)) return null;
  return [BASELINE_FLAG, ...execArgv, ...argv.slice(1)];
}
