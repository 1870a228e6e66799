import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "#db/client.ts";
import { createRequestMetrics, type GaugeSample } from "./metrics.ts";

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

function poolGauges(database: Database): GaugeSample[] {
  const stats = database.poolStats?.();
  if (!stats) return [];
  const help = "PostgreSQL pool clients: total, idle, and queries waiting for a client.";
  return (["total", "idle", "waiting"] as const).map((state) => ({
    name: "db_pool_clients",
    help,
    value: stats[state],
    labels: { state },
  }));
}

/** Counts and times every answered request, and serves them at `GET /metrics`. */
export function metricsRoutes(
  app: FastifyInstance,
  options: { database: Database; token: string | undefined },
): void {
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
      .send(metrics.render(poolGauges(options.database)));
  });
}
