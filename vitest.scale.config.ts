import { defineConfig } from "vitest/config";
import base from "./vitest.config.ts";

/**
 * The scale-out suite (decision 0079): real processes behind nginx, on a PostgreSQL and a Redis
 * of its own, through faults. One file at a time; `npm test` runs it after the unit tests.
 * (Not mergeConfig: it would add these lists to the base's instead of replacing them.)
 */
export default defineConfig({
  resolve: base.resolve,
  test: {
    include: ["test/scale/**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 900_000,
    pool: "forks",
  },
});
