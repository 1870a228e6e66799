import type { FastifyInstance } from "fastify";

export interface ShutdownOptions {
  app: FastifyInstance;
  /** How long /readyz answers 503 before the server stops taking connections (SHUTDOWN_DELAY_MS). */
  delayMs: number;
  /** How long in-flight requests may take before their connections are cut (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /** Closed after the HTTP server, in order (the demo gateway, the database). */
  thenClose?: Array<() => Promise<unknown>>;
}

/** `clean`: every request finished; `forced`: the deadline cut some (exit 1). */
export type ShutdownOutcome = "clean" | "forced";

const sleep = (ms: number) => new Promise<"late">((resolve) => setTimeout(() => resolve("late"), ms).unref());

/**
 * Graceful shutdown (decision 0074): readiness turns 503 at once; after the delay Fastify closes
 * (no new connection, in-flight requests finish, then its onClose hooks stop the job worker);
 * past the deadline the remaining connections are cut. Then the rest closes. Calling it again
 * answers the same shutdown.
 */
export function gracefulShutdown(options: ShutdownOptions): () => Promise<ShutdownOutcome> {
  let underway: Promise<ShutdownOutcome> | null = null;
  async function run(): Promise<ShutdownOutcome> {
    const { app } = options;
    app.lifecycle.shuttingDown = true;
    app.log.info({ delayMs: options.delayMs, timeoutMs: options.timeoutMs }, "shutting down");
    if (options.delayMs > 0) await sleep(options.delayMs);
    const closing = app.close().then(() => "closed" as const);
    let outcome: ShutdownOutcome = "clean";
    if ((await Promise.race([closing, sleep(options.timeoutMs)])) === "late") {
      outcome = "forced";
      app.log.error("shutdown deadline passed: cutting the remaining connections");
      app.server.closeAllConnections();
      await Promise.race([closing, sleep(1000)]);
    }
    for (const close of options.thenClose ?? []) {
      await close().catch((error) => app.log.error({ err: error }, "closing failed during shutdown"));
    }
    app.log.info({ outcome }, "shut down");
    return outcome;
  }
  return () => {
    underway ??= run();
    return underway;
  };
}

/** Runs `shutdown` on the first SIGTERM or SIGINT and exits 0 (clean) or 1 (forced). */
export function shutDownOnSignals(shutdown: () => Promise<ShutdownOutcome>): void {
  const onSignal = async () => process.exit((await shutdown()) === "clean" ? 0 : 1);
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
}
