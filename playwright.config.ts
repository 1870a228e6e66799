import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);

/** End-to-end tests in Debian's Chromium against a server on a fresh database (see scripts/e2e-server.ts). */
export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 60_000,
  // Assertions wait for a state; on a busy CI machine (load 14-18 in a clean-clone run) a client
  // navigation's loader took over Playwright's default 5 s. A state that never comes still fails.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "off",
    // The service worker stays out of the other specs' way; e2e/pwa.spec.ts turns it on.
    serviceWorkers: "block",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    {
      name: "phone",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${PORT}/ar-eg/`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT) },
    stdout: "ignore",
    stderr: "pipe",
  },
});
