/**
 * The first half of `npm start`: builds the storefront, the back office and the server's
 * JavaScript (decision 0089) when one is missing or older than its sources. The second half, in
 * package.json, starts `build/app-server/main.js` with fixed V8 flags and malloc settings, read
 * when a process starts (decision 0109): the baseline WebAssembly compiler (decision 0085), 8 MB
 * semi-spaces (0087, 0090), 30 % heap growth and a fixed malloc trim threshold (0088), two malloc
 * arenas (0090). Migrations and the demo seed run on the server's first start.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { SERVER_ENTRY } from "./build-server.ts";

const root = new URL("..", import.meta.url).pathname;

/** The newest modification time of a file, or of any file under a folder. */
function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** Runs `command` when `output` is missing or older than any file under `sources`. */
function buildWhenStale(what: string, output: string, sources: string[], command: string[]) {
  const newest = Math.max(...sources.map((d) => newestMtime(join(root, d))));
  if (existsSync(output) && statSync(output).mtimeMs >= newest) return;
  console.log(`Building ${what}…`);
  const result = spawnSync(command[0]!, command.slice(1), { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildWhenStale(
  "the storefront",
  join(root, "build/server/index.js"),
  // The build also carries the server's context tokens (decision 0090) and follows its configuration.
  ["apps/storefront", "packages/i18n", "apps/server/app-context.ts"],
  [join(root, "node_modules/.bin/react-router"), "build", "apps/storefront"],
);
// The back office (decision 0106), after the storefront, whose build empties build/.
buildWhenStale(
  "the back office",
  join(root, "build/admin/client/index.html"),
  ["apps/admin", "build/server/index.js"],
  [join(root, "node_modules/.bin/react-router"), "build", "apps/admin"],
);
buildWhenStale(
  "the server",
  SERVER_ENTRY,
  ["apps/server", "packages", "package-lock.json", "scripts/build-server.ts", "scripts/ascii-only.ts"],
  [process.execPath, join(root, "scripts/build-server.ts")],
);
