import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "apps/storefront/app",
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
