import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BASELINE_FLAG, baselineRestart } from "./wasm-compiler.ts";

describe("the embedded database's WebAssembly compiler (decision 0085)", () => {
  const argv = ["/usr/bin/node", "/app/scripts/start.ts", "--extra"];

  it("restarts with the baseline compiler on the embedded database, keeping every argument", () => {
    expect(baselineRestart({}, ["--enable-source-maps"], argv)).toEqual([
      BASELINE_FLAG,
      "--enable-source-maps",
      "/app/scripts/start.ts",
      "--extra",
    ]);
    expect(baselineRestart({ PGLITE_COMPILER: "baseline" }, [], argv)).toEqual([
      BASELINE_FLAG,
      "/app/scripts/start.ts",
      "--extra",
    ]);
  });

  it("runs as it is on PostgreSQL, when asked for the optimizing compiler, or once restarted", () => {
    expect(baselineRestart({ DATABASE_URL: "postgres://db/x" }, [], argv)).toBeNull();
    expect(baselineRestart({ PGLITE_COMPILER: "optimizing" }, [], argv)).toBeNull();
    expect(baselineRestart({}, [BASELINE_FLAG], argv)).toBeNull();
  });

  it("replaces the process in place: same pid, the flag in force, the environment kept", () => {
    const script = `
      import { baselineRestart } from ${JSON.stringify(new URL("./wasm-compiler.ts", import.meta.url).pathname)};
      const restart = baselineRestart(process.env, process.execArgv, process.argv);
      if (restart) {
        console.log("before", process.pid);
        process.execve(process.execPath, [process.execPath, ...restart], process.env);
      }
      console.log("after", process.pid, JSON.stringify(process.execArgv), process.env.MARKER);
    `;
    const dir = mkdtempSync(join(tmpdir(), "manzil-restart-"));
    const file = join(dir, "restart.mjs");
    writeFileSync(file, script);
    const env = { ...process.env, MARKER: "kept", DATABASE_URL: "", PGLITE_COMPILER: "" };
    const run = spawnSync(process.execPath, [file], { env, encoding: "utf8" });
    rmSync(dir, { recursive: true, force: true });
    const [before, after] = run.stdout.trim().split("\n");
    const pid = before?.split(" ")[1];
    expect(after).toBe(`after ${pid} ${JSON.stringify([BASELINE_FLAG])} kept`);
  });
});
