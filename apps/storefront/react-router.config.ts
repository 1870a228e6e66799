import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // The repository's build/ (the server reads build/server and build/client; decision 0089).
  buildDirectory: "../../build",
  ssr: true,
} satisfies Config;
