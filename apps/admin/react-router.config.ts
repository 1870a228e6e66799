import type { Config } from "@react-router/dev/config";

/**
 * The back office (decision 0106): a single-page app (no server rendering) under /admin, built
 * into build/admin/client and served by the same server (apps/server/admin-app.ts).
 */
export default {
  appDirectory: "app",
  buildDirectory: "../../build/admin",
  basename: "/admin/",
  ssr: false,
} satisfies Config;
