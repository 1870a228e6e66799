/**
 * What a worker alone defines (decision 0126): `npm run worker` loads scripts/worker.ts →
 * composition → jobs, never the GraphQL schema; it must still define the checkout's flows, or the
 * checkouts a killed web copy left are never resumed.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

describe("the standalone worker's flows", () => {
  it("a process that loads only the job worker's modules can resume a checkout", () => {
    const out = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `await import("#server/composition.ts");
         const { definedFlows } = await import("#kernel/flow.ts");
         console.log(JSON.stringify(definedFlows()));`,
      ],
      { cwd: ROOT, encoding: "utf8" },
    );
    expect(JSON.parse(out.trim().split("\n").at(-1)!)).toContain("place-order");
  });
});
