import { rmSync } from "node:fs";
import http from "node:http";
import { type AddressInfo, connect } from "node:net";
import { describe, expect, it } from "vitest";
import { startTestApp } from "../../../test/app.ts";
import { gracefulShutdown } from "./shutdown.ts";

/** A GET on a fresh connection (no keep-alive pool): status and body, or the connection's error. */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** A server on a port with a slow route that says when a request has begun. */
async function serverWithSlowRoute(slowMs: number) {
  const t = await startTestApp({ seed: false });
  let begun!: () => void;
  const slowBegun = new Promise<void>((resolve) => (begun = resolve));
  t.app.get("/test/slow", async () => {
    begun();
    await new Promise((resolve) => setTimeout(resolve, slowMs));
    return { done: true };
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as AddressInfo;
  const cleanUp = () => rmSync(t.config.dataDir, { recursive: true, force: true });
  return { t, port, slowBegun, cleanUp };
}

describe("graceful shutdown (decision 0074)", () => {
  it("turns readiness 503 at once, finishes the request in flight, refuses new connections, then closes the rest", async () => {
    const { t, port, slowBegun, cleanUp } = await serverWithSlowRoute(800);
    const slow = get(port, "/test/slow");
    await slowBegun;
    const closed: string[] = [];
    const shutdown = gracefulShutdown({
      app: t.app,
      delayMs: 300,
      timeoutMs: 5000,
      thenClose: [
        async () => {
          closed.push("database");
          await t.database.close();
        },
      ],
    });
    const outcome = shutdown();
    expect(shutdown()).toBe(outcome);

    // During the delay: still taking connections, but not ready.
    const ready = await get(port, "/readyz");
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: "shutting-down" });
    expect((await get(port, "/healthz")).status).toBe(200);

    // After it: new connections are refused; the request in flight still completes.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(get(port, "/healthz")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(closed).toEqual([]);
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ done: true });
    expect(await outcome).toBe("clean");
    expect(closed).toEqual(["database"]);
    cleanUp();
  }, 60_000);

  it("serves the request of a connection accepted just before it stopped listening, and closes it (decision 0130)", async () => {
    const { t, port, cleanUp } = await serverWithSlowRoute(10);
    // nginx's new connection: accepted, its request not read yet when the server stops listening.
    const socket = connect({ host: "127.0.0.1", port });
    await new Promise((resolve) => socket.once("connect", resolve));
    let answer = "";
    socket.setEncoding("utf8").on("data", (chunk: string) => (answer += chunk));
    const ended = new Promise((resolve) => socket.once("close", resolve));
    const outcome = gracefulShutdown({
      app: t.app,
      delayMs: 0,
      timeoutMs: 5000,
      thenClose: [() => t.database.close()],
    })();
    await expect(get(port, "/healthz")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain("connection: close");
    expect(await outcome).toBe("clean");
    cleanUp();
  }, 60_000);

  it("cuts the requests still running at the deadline and says so", async () => {
    const { t, port, slowBegun, cleanUp } = await serverWithSlowRoute(3000);
    const slow = get(port, "/test/slow").catch((error: NodeJS.ErrnoException) => error.code);
    await slowBegun;
    const started = Date.now();
    const outcome = await gracefulShutdown({
      app: t.app,
      delayMs: 0,
      timeoutMs: 200,
      thenClose: [() => t.database.close()],
    })();
    expect(outcome).toBe("forced");
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await slow).toBe("ECONNRESET");
    cleanUp();
  }, 60_000);
});
