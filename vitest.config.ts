import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * graphql 17 has a "development" build that Vite would pick while Node (and so Pothos, loaded
 * outside Vite) picks the plain one: point both at the same file, or the schema's classes are
 * "from another realm".
 */
const graphqlEntry = fileURLToPath(new URL("./node_modules/graphql/index.mjs", import.meta.url));

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    include: [
      "apps/**/*.test.ts",
      "apps/**/*.test.tsx",
      "packages/**/*.test.ts",
      "scripts/**/*.test.ts",
      "test/**/*.test.ts",
    ],
    // test/scale: real processes and faults, its own config and phase (vitest.scale.config.ts).
    exclude: ["**/node_modules/**", "build/**", "e2e/**", "test/scale/**"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // One migrated and one seeded database per run, copied by every test (decision 0084).
    globalSetup: ["test/templates.ts"],
  },
});
