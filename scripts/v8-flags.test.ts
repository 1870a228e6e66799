import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BASELINE_FLAG, restartPlan, serverLaunch, v8Restart } from "./v8-flags.ts";

describe("the V8 flags npm start runs the server with (decisions 0085, 0087, 0088, 0090)", () => {
  const argv = ["/usr/bin/node", "/app/scripts/start.ts", "--extra"];
  const SEMI = "--max-semi-space-size=8";
  const MALLOC = { MALLOC_TRIM_THRESHOLD_: "131072", MALLOC_ARENA_MAX: "2" };
  const GROW = "--heap-growing-percent=30";
  const PG = { DATABASE_URL: "postgres://db/x" };

  it("restarts with the baseline compiler, 8 MB semi-spaces and 30 % heap growth, keeping every argument", () => {
    expect(v8Restart({}, ["--enable-source-maps"], argv)).toEqual([
      BASELINE_FLAG,
      SEMI,
      GROW,
      "--enable-source-maps",
      "/app/scripts/start.ts",
      "--extra",
    ]);
    expect(
      v8Restart(
        { PGLITE_COMPILER: "baseline", V8_SEMI_SPACE_MB: "32", V8_HEAP_GROWING_PERCENT: "50" },
        [],
        argv,
      ),
    ).toEqual([
      BASELINE_FLAG,
      "--max-semi-space-size=32",
      "--heap-growing-percent=50",
      "/app/scripts/start.ts",
      "--extra",
    ]);
  });

  it("on PostgreSQL or with the optimizing compiler, only the heap's flags; 0 keeps V8's own", () => {
    expect(v8Restart(PG, [], argv)).toEqual([SEMI, GROW, "/app/scripts/start.ts", "--extra"]);
    expect(v8Restart({ PGLITE_COMPILER: "optimizing" }, [], argv)).toEqual([
      SEMI,
      GROW,
      "/app/scripts/start.ts",
      "--extra",
    ]);
    expect(v8Restart({ ...PG, V8_SEMI_SPACE_MB: "0" }, [], argv)).toEqual([
      GROW,
      "/app/scripts/start.ts",
      "--extra",
    ]);
    expect(v8Restart({ ...PG, V8_SEMI_SPACE_MB: "0", V8_HEAP_GROWING_PERCENT: "0" }, [], argv)).toBeNull();
  });

  it("runs as it is once every flag is given, on the command line or in NODE_OPTIONS", () => {
    expect(v8Restart({}, [BASELINE_FLAG, SEMI, GROW], argv)).toBeNull();
    expect(v8Restart(PG, ["--max-semi-space-size=64", "--heap-growing-percent=100"], argv)).toBeNull();
    expect(
      v8Restart(
        { ...PG, NODE_OPTIONS: "--max-semi-space-size=16 --enable-source-maps" },
        ["--heap-growing-percent=10"],
        argv,
      ),
    ).toBeNull();
    expect(v8Restart({ NODE_OPTIONS: "--max-semi-space-size=16" }, [], argv)).toEqual([
      BASELINE_FLAG,
      GROW,
      "/app/scripts/start.ts",
      "--extra",
    ]);
  });

  it("restarts for malloc's trim threshold and arenas too, unless they are set (decisions 0088, 0090)", () => {
    const flags = [BASELINE_FLAG, SEMI, GROW];
    expect(restartPlan({}, flags, argv)).toEqual({
      args: [...flags, "/app/scripts/start.ts", "--extra"],
      env: MALLOC,
    });
    const own = { MALLOC_TRIM_THRESHOLD_: "65536", MALLOC_ARENA_MAX: "4" };
    expect(restartPlan(own, flags, argv)).toBeNull();
    expect(restartPlan({ MALLOC_TRIM_THRESHOLD_: "65536" }, flags, argv)).toEqual({
      args: [...flags, "/app/scripts/start.ts", "--extra"],
      env: { MALLOC_TRIM_THRESHOLD_: "65536", MALLOC_ARENA_MAX: "2" },
    });
    expect(restartPlan({ ...PG, ...own }, [], argv)).toEqual({
      args: [SEMI, GROW, "/app/scripts/start.ts", "--extra"],
      env: { ...PG, ...own },
    });
  });

  it("npm start always restarts into the server's bundle, with what is missing (decision 0089)", () => {
    const entry = "/app/build/app-server/main.js";
    expect(serverLaunch({}, ["--enable-source-maps"], argv, entry)).toEqual({
      args: [BASELINE_FLAG, SEMI, GROW, "--enable-source-maps", entry, "--extra"],
      env: MALLOC,
    });
    // Everything given: still a restart, so that the TypeScript stripper goes with the process image.
    const given = { ...PG, MALLOC_TRIM_THRESHOLD_: "65536", MALLOC_ARENA_MAX: "1" };
    expect(serverLaunch(given, [SEMI, GROW], argv, entry)).toEqual({
      args: [SEMI, GROW, entry, "--extra"],
      env: given,
    });
  });

  it("replaces the process in place: same pid, the flags in force, the environment kept", () => {
    const script = `
      import { getHeapSpaceStatistics } from "node:v8";
      import { restartPlan } from ${JSON.stringify(new URL("./v8-flags.ts", import.meta.url).pathname)};
      const restart = restartPlan(process.env, process.execArgv, process.argv);
      if (restart) {
        console.log("before", process.pid);
        process.execve(process.execPath, [process.execPath, ...restart.args], restart.env);
      }
      // Short-lived garbage grows the young generation up to its limit (16 MB here without the flag).
      let keep = [];
      for (let i = 0; i < 200000; i++) { keep.push(new Array(50).fill(i)); if (keep.length > 2000) keep = []; }
      const young = getHeapSpaceStatistics().find((s) => s.space_name === "new_space");
      console.log("after", process.pid, JSON.stringify(process.execArgv), process.env.MARKER, process.env.MALLOC_TRIM_THRESHOLD_, process.env.MALLOC_ARENA_MAX, young.space_size <= 2 * 4 * 1048576);
    `;
    const dir = mkdtempSync(join(tmpdir(), "manzil-restart-"));
    const file = join(dir, "restart.mjs");
    writeFileSync(file, script);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      MARKER: "kept",
      DATABASE_URL: "",
      PGLITE_COMPILER: "",
      NODE_OPTIONS: "",
      V8_SEMI_SPACE_MB: "4",
      V8_HEAP_GROWING_PERCENT: "20",
    };
    delete env.MALLOC_TRIM_THRESHOLD_; // the restart sets them
    delete env.MALLOC_ARENA_MAX;
    const run = spawnSync(process.execPath, [file], { env, encoding: "utf8" });
    rmSync(dir, { recursive: true, force: true });
    const [before, after] = run.stdout.trim().split("\n");
    const pid = before?.split(" ")[1];
    expect(after).toBe(
      `after ${pid} ${JSON.stringify([BASELINE_FLAG, "--max-semi-space-size=4", "--heap-growing-percent=20"])} kept 131072 2 true`,
    );
  });
});
