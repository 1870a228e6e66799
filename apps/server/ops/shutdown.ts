import type { Server } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
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

/** How long an accepted connection may take to send its first request once we stop listening. */
const FIRST_REQUEST_MS = 1000;

/**
 * The connections accepted that have not sent a request yet. Behind nginx such a connection already
 * carries a request on the wire: closing it as idle would lose that request (decision 0130).
 */
function connectionsWithoutRequest(server: Server): Set<Socket> {
  const fresh = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    fresh.add(socket);
    socket.once("close", () => fresh.delete(socket));
  });
  server.on("request", (request: { socket: Socket }) => fresh.delete(request.socket));
  return fresh;
}

/**
 * Graceful shutdown (decisions 0074, 0130): readiness turns 503 at once and every answer closes
 * its connection (app.ts); after the delay the server stops listening (a balancer's new connection
 * is refused, and sent elsewhere), the connections just accepted deliver their first request, then
 * Fastify closes (idle connections closed, in-flight requests finish, then its onClose hooks stop
 * the job worker); past the deadline the remaining connections are cut. Then the rest closes.
 * Calling it again answers the same shutdown.
 */
export function gracefulShutdown(options: ShutdownOptions): () => Promise<ShutdownOutcome> {
  let underway: Promise<ShutdownOutcome> | null = null;
  const fresh = connectionsWithoutRequest(options.app.server);
  async function run(): Promise<ShutdownOutcome> {
    const { app } = options;
    app.lifecycle.shuttingDown = true;
    app.log.info({ delayMs: options.delayMs, timeoutMs: options.timeoutMs }, "shutting down");
    if (options.delayMs > 0) await sleep(options.delayMs);
    // Stop listening without closing idle connections yet (http.Server#close would).
    if (app.server.listening) NetServer.prototype.close.call(app.server);
    const waitUntil = Date.now() + Math.min(FIRST_REQUEST_MS, options.timeoutMs);
    while (fresh.size > 0 && Date.now() < waitUntil) await sleep(10);
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
