import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./packages/db/schema/index.ts",
  out: "./packages/db/migrations",
});
