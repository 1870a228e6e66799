/**
 * `npm test`: builds the storefront, then runs the unit and integration tests (vitest; on PGlite,
 * or on PostgreSQL when DATABASE_URL is set) and the end-to-end tests in Chromium (Playwright).
 * E2E_SKIP=1 skips the browser tests (CI's second, PostgreSQL pass does so). Then the scale-out
 * suite (decision 0079: processes behind nginx, faults; it brings its own PostgreSQL and Redis),
 * unless SCALE_SKIP=1.
 */
import { spawnSync } from "node:child_process";

const bin = (name: string) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const run = (name: string, args: string[]) => {
  console.log(`\n> ${name} ${args.join(" ")}`);
  const result = spawnSync(bin(name), args, { stdio: "inherit", env: process.env });
  return result.status ?? 1;
};

let failed = 0;
// The storefront, then the back office (decision 0106): the storefront's build empties build/.
if (
  run("react-router", ["build", "apps/storefront"]) !== 0 ||
  run("react-router", ["build", "apps/admin"]) !== 0
)
  process.exit(1);
failed += run("vitest", ["run"]) === 0 ? 0 : 1;
if (!process.env.SCALE_SKIP)
  failed += run("vitest", ["run", "--config", "vitest.scale.config.ts"]) === 0 ? 0 : 1;
if (!process.env.E2E_SKIP) failed += run("playwright", ["test"]) === 0 ? 0 : 1;
process.exit(failed ? 1 : 0);
