/**
 * Fresh cached pages answered at the door, before Fastify (decision 0127): over a real socket, the
 * same headers as a hit Fastify serves, 304s, HEAD, the locale cookie, personal requests passed on,
 * and every hit counted in /metrics.
 */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "#domain/accounts/cookies.ts";
import { enqueue } from "#kernel/jobs.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { gracefulShutdown } from "../ops/shutdown.ts";

let t: TestApp;
let port: number;
const logLines: string[] = [];
beforeAll(async () => {
  t = await startTestApp({ env: { LOG_LEVEL: "info" }, logStream: { write: (line) => logLines.push(line) } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36";

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, path, method, headers: { "user-agent": BROWSER, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Headers that belong to one response (its id, date, connection), left out of comparisons. */
const ownHeaders = new Set(["x-request-id", "date", "connection", "keep-alive"]);
const shared = (headers: IncomingHttpHeaders | Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !ownHeaders.has(name)));

describe("cached pages answered at the door (decision 0127)", () => {
  it("answers a fresh page with the headers Fastify gives a hit, the same bytes, and its own request id", async () => {
    const url = "/ar-eg/faq";
    const gzip = { "accept-encoding": "gzip", cookie: "manzil_locale=ar-eg" };
    const miss = await get(url, gzip);
    expect(miss.headers["x-cache"]).toBe("miss");
    const door = await get(url, gzip);
    // Served by Fastify's hook (inject never passes the door): the reference for the headers.
    const hook = await t.app.inject({ method: "GET", url, headers: { "user-agent": BROWSER, ...gzip } });
    expect(hook.headers["x-cache"]).toBe("hit");
    expect(door.status).toBe(200);
    expect(shared(door.headers)).toEqual(shared(hook.headers));
    expect(gunzipSync(door.body).toString()).toBe(gunzipSync(hook.rawPayload).toString());
    // Helmet's headers are there, from the render that stored the page.
    expect(door.headers["strict-transport-security"]).toBeDefined();
    expect(door.headers["x-content-type-options"]).toBe("nosniff");
    expect(door.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(door.headers["x-request-id"]).not.toBe(miss.headers["x-request-id"]);
    // Fastify never saw the door's hit: no log line carries its id; the miss's has its lines.
    const logged = (id: unknown) => logLines.filter((line) => line.includes(`"reqId":"${id}"`)).length;
    expect(logged(miss.headers["x-request-id"])).toBeGreaterThan(0);
    expect(logged(door.headers["x-request-id"])).toBe(0);
    // A caller's own safe request id is kept (decision 0074).
    expect((await get(url, { ...gzip, "x-request-id": "lb-42" })).headers["x-request-id"]).toBe("lb-42");
  });

  it("answers 304 to a validator it holds, HEAD without a body, and a browser without gzip in plain HTML", async () => {
    const url = "/en-eg/about";
    const first = await get(url, { "accept-encoding": "gzip" });
    const etag = String(first.headers.etag);
    const notModified = await get(url, { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers["x-cache"]).toBe("hit");
    expect(notModified.body.length).toBe(0);
    const head = await get(url, { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBe(first.body.length);
    const plain = await get(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain("<html");
  });

  it("sets the locale cookie only when the visitor's says another locale, as a render does", async () => {
    const url = "/en-sa/terms";
    await get(url);
    const other = await get(url, { cookie: "manzil_locale=ar-eg" });
    expect(other.headers["x-cache"]).toBe("hit");
    expect(other.headers["set-cookie"]?.[0]).toMatch(
      /^manzil_locale=en-sa; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    );
    const same = await get(url, { cookie: "manzil_locale=en-sa" });
    expect(same.headers["set-cookie"]).toBeUndefined();
  });

  it("serves a signed-in shopper at the door; passes a page nobody shares and a cleared page to Fastify", async () => {
    const url = "/ar-eg/shipping";
    await get(url);
    const signedIn = await get(url, { cookie: `${SESSION_COOKIE}=someone` });
    expect(signedIn.headers["x-cache"]).toBe("hit");
    const cart = await get("/ar-eg/cart", { cookie: `${SESSION_COOKIE}=someone` });
    expect(cart.headers["x-cache"]).toBe("bypass");
    expect(cart.headers["content-security-policy"]).toMatch(/'nonce-/);
    await enqueue({ db: t.database.db, services: t.services }, "catalog.changed", {});
    await t.worker.drain();
    expect((await get(url)).headers["x-cache"]).toBe("miss");
  });

  it("counts its hits in /metrics under the page's route", async () => {
    const url = "/en-eg/privacy";
    await get(url);
    const count = async () => {
      const text = (await get("/metrics")).body.toString();
      const line = text
        .split("\n")
        .find((l) => l.startsWith('http_requests_total{method="GET",route="*",status="2xx"}'));
      return Number(line?.split(" ")[1] ?? 0);
    };
    const before = await count();
    for (let i = 0; i < 3; i++) expect((await get(url)).headers["x-cache"]).toBe("hit");
    expect(await count()).toBe(before + 3);
  });
});

describe("draining (decision 0130)", () => {
  it("from SIGTERM on, the door's hits and Fastify's answers close their connection", async () => {
    const url = "/en-eg/faq";
    await get(url);
    const before = await get(url);
    expect(before.headers["x-cache"]).toBe("hit");
    expect(before.headers.connection).toBe("keep-alive");
    const shutdown = gracefulShutdown({ app: t.app, delayMs: 1500, timeoutMs: 5000 });
    const done = shutdown();
    const hit = await get(url);
    expect(hit.status).toBe(200);
    expect(hit.headers["x-cache"]).toBe("hit");
    expect(hit.headers.connection).toBe("close");
    const page = await get("/en-eg/contact-us?draining=1");
    expect(page.headers.connection).toBe("close");
    const ready = await get("/readyz");
    expect([ready.status, ready.headers.connection]).toEqual([503, "close"]);
    expect(await done).toBe("clean");
  });
});
