import type { FastifyInstance, FastifyReply } from "fastify";

/** Something the server cannot answer requests without (the database, later a shared cache). */
export interface ReadinessCheck {
  name: string;
  check(): Promise<unknown>;
  /**
   * The server answers without it, only slower or less shared (a read replica, decision 0078;
   * Redis, decision 0079): when it fails, /readyz still answers 200 and names it in `degraded`.
   */
  optional?: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Set when shutdown begins: /readyz answers 503 from then on (decision 0074). */
    lifecycle: { shuttingDown: boolean };
  }
}

/** Resolves with the check's outcome, or rejects after `ms`. */
async function within(ms: number, work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const probeAnswer = (reply: FastifyReply, status: number, body: Record<string, unknown>) =>
  reply.code(status).header("cache-control", "no-store").send(body);

/**
 * `GET /healthz` (liveness: the process answers; touches nothing) and `GET /readyz` (readiness:
 * every check answers within `timeoutMs`, and shutdown has not begun). No session, no cookie.
 */
export function healthRoutes(
  app: FastifyInstance,
  options: { checks: ReadinessCheck[]; timeoutMs: number },
): void {
  app.decorate("lifecycle", { shuttingDown: false });
  app.get("/healthz", async (_request, reply) => probeAnswer(reply, 200, { status: "ok" }));
  app.get("/readyz", async (request, reply) => {
    if (app.lifecycle.shuttingDown) return probeAnswer(reply, 503, { status: "shutting-down" });
    const outcomes = await Promise.allSettled(
      options.checks.map((c) => within(options.timeoutMs, c.check())),
    );
    const down = options.checks.filter((_, i) => outcomes[i]?.status === "rejected");
    outcomes.forEach((outcome, i) => {
      if (outcome.status === "rejected")
        request.log.warn({ check: options.checks[i]?.name, err: outcome.reason }, "not ready");
    });
    const failed = down.filter((c) => !c.optional).map((c) => c.name);
    const degraded = down.filter((c) => c.optional).map((c) => c.name);
    if (failed.length === 0)
      return probeAnswer(reply, 200, { status: "ready", ...(degraded.length ? { degraded } : {}) });
    return probeAnswer(reply, 503, {
      status: "unavailable",
      failed,
      ...(degraded.length ? { degraded } : {}),
    });
  });
}
