import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "#db/client.ts";
import { type AnsweredRequest, createRequestMetrics, type GaugeSample } from "./metrics.ts";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Who may read /metrics (decision 0074): with METRICS_TOKEN, whoever sends it as a Bearer token;
 * without, only a direct loopback connection (no proxy's forwarding header: a reverse proxy on the
 * same machine would make every visitor look local).
 */
export function metricsAccess(request: FastifyRequest, token: string | undefined): 200 | 401 | 403 {
  if (token) {
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1] ?? "";
    return timingSafeEqual(digest(given), digest(token)) ? 200 : 401;
  }
  const proxied = request.headers["x-forwarded-for"] !== undefined || request.headers.forwarded !== undefined;
  return !proxied && LOOPBACK.has(request.socket.remoteAddress ?? "") ? 200 : 403;
}

const STATES = ["total", "idle", "waiting"] as const;

function poolGauges(database: Database): GaugeSample[] {
  const stats = database.poolStats?.();
  if (!stats) return [];
  const help = "PostgreSQL pool clients: total, idle, and queries waiting for a client.";
  return STATES.map((state) => ({ name: "db_pool_clients", help, value: stats[state], labels: { state } }));
}

/**
 * Each read replica's pool, whether it takes reads, and how many fell back (decision 0078); the
 * samples of one metric stay together, as the text format requires.
 */
function replicaGauges(database: Database): GaugeSample[] {
  const replicas = database.replicaStates?.() ?? [];
  return [
    ...replicas.flatMap((r) =>
      STATES.map((state) => ({
        name: "db_replica_pool_clients",
        help: "Read replica pool clients: total, idle, and queries waiting for a client.",
        value: r[state],
        labels: { replica: r.name, state },
      })),
    ),
    ...replicas.map((r) => ({
      name: "db_replica_up",
      help: "1 while the read replica takes reads, 0 while it is skipped after a connection error.",
      value: r.up ? 1 : 0,
      labels: { replica: r.name },
    })),
    ...replicas.map((r) => ({
      name: "db_replica_fallbacks_total",
      help: "Reads meant for the read replica that ran on the primary because it did not answer.",
      value: r.fallbacks,
      labels: { replica: r.name },
      type: "counter" as const,
    })),
  ];
}

/**
 * Counts and times every answered request, and serves them at `GET /metrics`. Answers how to
 * count a request answered before Fastify (the page cache's door, decision 0127).
 */
export function metricsRoutes(
  app: FastifyInstance,
  options: { database: Database; token: string | undefined },
): (answered: AnsweredRequest) => void {
  const metrics = createRequestMetrics();
  app.addHook("onResponse", async (request, reply) => {
    metrics.observe({
      method: request.method,
      route: request.routeOptions.url ?? "unmatched",
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
  app.addHook("onClose", async () => metrics.stop());
  app.get("/metrics", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const access = metricsAccess(request, options.token);
    if (access === 401) reply.header("www-authenticate", 'Bearer realm="metrics"');
    if (access !== 200) return reply.code(access).send({ status_code: access, message: "Not allowed" });
    return reply
      .type("text/plain; version=0.0.4; charset=utf-8")
      .send(metrics.render([...poolGauges(options.database), ...replicaGauges(options.database)]));
  });
  return (answered) => metrics.observe(answered);
}
