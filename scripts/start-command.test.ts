/**
 * `npm start`'s second command (decision 0109): the server starts with its V8 flags and malloc
 * settings in force. A probe stands in for the server and reports what it runs with.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const start: string = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts.start;
const dir = mkdtempSync(join(tmpdir(), "manzil-start-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const probe = join(dir, "probe.mjs");
writeFileSync(
  probe,
  `import { getHeapStatistics, getHeapSpaceStatistics } from "node:v8";
  // Short-lived garbage grows the young generation up to its limit.
  let keep = [];
  for (let i = 0; i < 200000; i++) { keep.push(new Array(50).fill(i)); if (keep.length > 2000) keep = []; }
  const young = getHeapSpaceStatistics().find((s) => s.space_name === "new_space");
  console.log(JSON.stringify({
    pid: process.pid, argv: process.argv.slice(2), execArgv: process.execArgv,
    env: { NODE_ENV: process.env.NODE_ENV, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX, MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ },
    youngWithin8MB: young.space_size <= 2 * 8 * 1048576, heap: getHeapStatistics().total_heap_size > 0,
  }));`,
);

/** Runs the line that starts the server, the probe in the server's place, under `sh` as npm does. */
function launch(env: NodeJS.ProcessEnv) {
  const [, serverLine] = start.split(" && ");
  expect(serverLine).toContain("build/app-server/main.js");
  const line = `${serverLine!.replace("build/app-server/main.js", JSON.stringify(probe))} --extra`;
  const run = spawnSync("sh", ["-c", `echo $$; ${line}`], {
    env: { PATH: `${dirname(process.execPath)}:/usr/bin:/bin`, ...env },
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  const [shell, report] = run.stdout.trim().split("\n");
  return { shell: Number(shell), ...JSON.parse(report!) };
}

describe("npm start (decision 0109)", () => {
  it("builds what is stale, then becomes the server (exec: same pid) with its flags and settings", () => {
    expect(start.startsWith("node scripts/build-when-stale.ts && ")).toBe(true);
    const server = launch({});
    expect(server.pid).toBe(server.shell);
    expect(server.argv).toEqual(["--extra"]);
    expect(server.execArgv).toEqual([
      "--liftoff-only",
      "--max-semi-space-size=8",
      "--heap-growing-percent=30",
    ]);
    expect(server.env).toEqual({
      NODE_ENV: "production",
      MALLOC_ARENA_MAX: "2",
      MALLOC_TRIM_THRESHOLD_: "131072",
    });
    expect(server.youngWithin8MB).toBe(true);
  });

  it("keeps the environment's own NODE_ENV and malloc settings", () => {
    const own = { NODE_ENV: "development", MALLOC_ARENA_MAX: "4", MALLOC_TRIM_THRESHOLD_: "65536" };
    expect(launch(own).env).toEqual(own);
  });
});
