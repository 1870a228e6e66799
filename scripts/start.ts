/**
 * `npm start`: builds the storefront when the build is missing or older than the sources, then
 * starts the server (migrations and the demo seed run on first start). The process first replaces
 * itself with one started with the V8 flags it lacks: the baseline WebAssembly compiler on the
 * embedded database (decision 0085), a 16 MB young generation (decision 0087), 30 % heap growth
 * and a fixed malloc trim threshold (decision 0088).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { restartPlan } from "./v8-flags.ts";

// Same pid: V8's flags and malloc's settings are read when a process starts (decisions 0085, 0087, 0088).
const restart = restartPlan(process.env, process.execArgv, process.argv);
if (restart) process.execve?.(process.execPath, [process.execPath, ...restart.args], restart.env);

const root = new URL("..", import.meta.url).pathname;
const buildEntry = join(root, "build/server/index.js");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = ["apps/storefront", "packages/i18n"].map((d) => newestMtime(join(root, d)));
const stale = !existsSync(buildEntry) || statSync(buildEntry).mtimeMs < Math.max(...sources);
if (stale) {
  console.log("Building the storefront…");
  const result = spawnSync(join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= "production";
const { start } = await import("../apps/server/main.ts");
await start();
