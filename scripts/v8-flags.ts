/**
 * The V8 flags `npm start` runs the server with. V8 reads them when the process starts, so
 * `scripts/start.ts` restarts itself in place with the ones that are missing:
 * - `--liftoff-only` on the embedded database (decision 0085): V8's optimizing compile of one
 *   large PGlite function takes about 600 MB for a moment at every start. PGLITE_COMPILER=optimizing
 *   keeps V8's default.
 * - `--max-semi-space-size=<V8_SEMI_SPACE_MB>` (decisions 0087 and 0090, default 8; 0 keeps V8's
 *   own): Node 24 gives the young generation 128 MB on a large machine.
 * - `--heap-growing-percent=<V8_HEAP_GROWING_PERCENT>` (decision 0088, default 30; 0 keeps V8's
 *   own): a busy server otherwise lets the old generation's garbage reach twice the live heap.
 *   Node refuses this flag in NODE_OPTIONS, so only the command line counts as giving it.
 * And two settings of glibc's malloc, read when a process starts:
 * - `MALLOC_TRIM_THRESHOLD_=131072` unless set: a fixed threshold, so freed memory at the top of
 *   the heap goes back to the system and allocations of 128 KB and more are mapped on their own,
 *   instead of glibc raising both thresholds as the process frees large blocks (30 MB lower peak,
 *   decision 0088).
 * - `MALLOC_ARENA_MAX=2` unless set: threads share two arenas instead of up to eight per core, and
 *   with the fixed trim threshold what they free goes back (15-20 MB lower peak, decision 0090).
 */
export const BASELINE_FLAG = "--liftoff-only";
const SEMI_SPACE_FLAG = "--max-semi-space-size";
const HEAP_GROWING_FLAG = "--heap-growing-percent";

/** A positive integer setting, its default when absent; 0 or anything else: none. */
const sizeSetting = (raw: string | undefined, fallback: number) => {
  const value = Number(raw || fallback);
  return Number.isInteger(value) && value > 0 ? value : null;
};

/** The flags this server should run with, from its environment. */
function wantedFlags(env: NodeJS.ProcessEnv): string[] {
  const flags: string[] = [];
  if (!env.DATABASE_URL && (env.PGLITE_COMPILER || "baseline") === "baseline") flags.push(BASELINE_FLAG);
  const semiSpace = sizeSetting(env.V8_SEMI_SPACE_MB, 8);
  if (semiSpace) flags.push(`${SEMI_SPACE_FLAG}=${semiSpace}`);
  const growing = sizeSetting(env.V8_HEAP_GROWING_PERCENT, 30);
  if (growing) flags.push(`${HEAP_GROWING_FLAG}=${growing}`);
  return flags;
}

/**
 * The arguments (after the node binary) to restart this process with, or null when it should run
 * as it is: every wanted flag is already given (on the command line or, for the semi-space size,
 * in NODE_OPTIONS).
 */
export function v8Restart(
  env: NodeJS.ProcessEnv,
  execArgv: readonly string[],
  argv: readonly string[],
): string[] | null {
  const given = [...execArgv, ...(env.NODE_OPTIONS ?? "").split(/\s+/)];
  const missing = wantedFlags(env).filter((flag) => {
    const name = flag.split("=")[0]!;
    return !given.some((arg) => arg === name || arg.startsWith(`${name}=`));
  });
  return missing.length ? [...missing, ...execArgv, ...argv.slice(1)] : null;
}

const MALLOC_SETTINGS = { MALLOC_TRIM_THRESHOLD_: "131072", MALLOC_ARENA_MAX: "2" } as const;

/**
 * How `npm start` restarts itself (same pid, `process.execve`), or null when it runs as it is: the
 * missing V8 flags, and the environment with the malloc settings that are not set.
 */
export function restartPlan(
  env: NodeJS.ProcessEnv,
  execArgv: readonly string[],
  argv: readonly string[],
): { args: string[]; env: NodeJS.ProcessEnv } | null {
  const args = v8Restart(env, execArgv, argv);
  const missing = Object.entries(MALLOC_SETTINGS).filter(([name]) => env[name] === undefined);
  if (!args && !missing.length) return null;
  return {
    args: args ?? [...execArgv, ...argv.slice(1)],
    env: { ...env, ...Object.fromEntries(missing) },
  };
}

/**
 * How `npm start` runs the server (decision 0089): `entry` (the bundle) in place of the script,
 * with the flags and malloc settings that are missing, or as it is when none is; never null, the
 * process always restarts so that the TypeScript stripper loaded for the script goes with it.
 */
export function serverLaunch(
  env: NodeJS.ProcessEnv,
  execArgv: readonly string[],
  argv: readonly string[],
  entry: string,
): { args: string[]; env: NodeJS.ProcessEnv } {
  const serverArgv = [argv[0] ?? process.execPath, entry, ...argv.slice(2)];
  return restartPlan(env, execArgv, serverArgv) ?? { args: [...execArgv, ...serverArgv.slice(1)], env };
}
