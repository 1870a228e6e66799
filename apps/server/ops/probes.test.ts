import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { healthRoutes } from "./health.ts";

let t: TestApp;
const logLines: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  t = await startTestApp({
    seed: false,
    env: { LOG_LEVEL: "info" },
    logStream: { write: (line) => void logLines.push(JSON.parse(line)) },
  });
}, 120_000);
afterAll(() => t?.close());

describe("liveness and readiness (decision 0074)", () => {
  it("/healthz and /readyz answer 200, uncached, without a cookie", async () => {
    for (const [url, status] of [
      ["/healthz", "ok"],
      ["/readyz", "ready"],
    ] as const) {
      const r = await t.app.inject({ url });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ status });
      expect(r.headers["cache-control"]).toBe("no-store");
      expect(r.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("/readyz answers 503 naming a check that does not answer in time, and while shutting down", async () => {
    const app = Fastify();
    healthRoutes(app, {
      timeoutMs: 50,
      checks: [
        { name: "database", check: () => new Promise(() => {}) },
        { name: "cache", check: async () => "fine" },
      ],
    });
    const slow = await app.inject({ url: "/readyz" });
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toEqual({ status: "unavailable", failed: ["database"] });
    expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
    app.lifecycle.shuttingDown = true;
    const closing = await app.inject({ url: "/readyz" });
    expect(closing.statusCode).toBe(503);
    expect(closing.json()).toEqual({ status: "shutting-down" });
    expect(closing.headers["cache-control"]).toBe("no-store");
    await app.close();
  });

  it("/readyz stays 200, degraded, when only a check the site can do without fails (Redis, decision 0079)", async () => {
    const app = Fastify();
    const redisDown = {
      name: "redis",
      check: async () => Promise.reject(new Error("down")),
      optional: true,
    };
    healthRoutes(app, { timeoutMs: 50, checks: [{ name: "database", check: async () => 1 }, redisDown] });
    const degraded = await app.inject({ url: "/readyz" });
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json()).toEqual({ status: "ready", degraded: ["redis"] });
    await app.close();
  });
});

describe("request ids (decision 0074)", () => {
  it("answers each request with a fresh id, or the caller's when it is a safe token", async () => {
    const a = await t.app.inject({ url: "/healthz" });
    const b = await t.app.inject({ url: "/healthz" });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(a.headers["x-request-id"]).toMatch(uuid);
    expect(b.headers["x-request-id"]).toMatch(uuid);
    expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);
    const kept = await t.app.inject({ url: "/healthz", headers: { "x-request-id": "lb-7f3a:9.x_Z" } });
    expect(kept.headers["x-request-id"]).toBe("lb-7f3a:9.x_Z");
    const page = await t.app.inject({ url: "/en-eg/", headers: { "x-request-id": "page-1" } });
    expect(page.headers["x-request-id"]).toBe("page-1");
  });

  it("replaces an unsafe or long incoming id", async () => {
    for (const bad of ["<script>alert(1)</script>", "a b", '"quoted"', "x".repeat(65), "", "id;drop"]) {
      const r = await t.app.inject({ url: "/healthz", headers: { "x-request-id": bad } });
      expect(r.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("puts the id in every log line of the request, on errors too", async () => {
    logLines.length = 0;
    await t.app.inject({ url: "/no-such-api-route.json", headers: { "x-request-id": "trace-404" } });
    await t.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "x-request-id": "trace-gql", "content-type": "application/json" },
      payload: JSON.stringify({ query: "{ __typename }" }),
    });
    for (const id of ["trace-404", "trace-gql"]) {
      const lines = logLines.filter((l) => l.reqId === id);
      expect(lines.map((l) => l.msg)).toEqual(
        expect.arrayContaining(["incoming request", "request completed"]),
      );
    }
    // Every line about a request carries an id.
    expect(logLines.filter((l) => l.req || l.res).every((l) => typeof l.reqId === "string")).toBe(true);
  });
});
